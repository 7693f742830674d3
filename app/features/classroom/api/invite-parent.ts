import { useMutation } from '@tanstack/react-query';
import { CLASSROOM_API } from '@common/schemas/classroom';
import { apiPost, unwrap } from '~/lib/api';

/** Emails a parent an invitation to link to the student; nothing on screen changes until then. */
export const inviteParent = async (classId: string, studentId: string, email: string) =>
  unwrap(await apiPost<unknown>(CLASSROOM_API.parentInvitation(classId, studentId), { email }));

export const useInviteParent = (classId: string, studentId: string) =>
  useMutation({ mutationFn: (email: string) => inviteParent(classId, studentId, email) });
