import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLASSROOM_API, type ClassStudent } from '@common/schemas/classroom';
import { fetchJson } from '~/lib/api';
import { classroomKeys } from './keys';

export const getClassStudents = (classId: string) =>
  fetchJson<ClassStudent[]>(CLASSROOM_API.students(classId));

export const classStudentsQuery = (classId: string) =>
  queryOptions({
    queryKey: classroomKeys.students(classId),
    queryFn: () => getClassStudents(classId),
  });

export const useClassStudents = (classId: string) => useQuery(classStudentsQuery(classId));
