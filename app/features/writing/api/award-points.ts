import { useMutation } from '@tanstack/react-query';
import { PROJECTS_API } from '@common/schemas/projects';
import { apiPost, unwrap } from '~/lib/api';

/**
 * Points for a student, from their teacher; the answer is the student’s new total. No screen of
 * the teacher’s shows points, so there is nothing to read again.
 */
export const awardPoints = async (studentId: string, points: number) =>
  unwrap(await apiPost<{ points: number }>(PROJECTS_API.points(studentId), { points }));

export const useAwardPoints = (studentId: string) =>
  useMutation({ mutationFn: (points: number) => awardPoints(studentId, points) });
