import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLASSROOM_API, type ClassStudent } from '@common/schemas/classroom';
import { fetchJson } from '~/lib/api';
import { activitiesKeys } from './keys';

/** A class's students, to choose some of them in the assign dialog. */
export const getClassStudents = (classId: string) =>
  fetchJson<ClassStudent[]>(CLASSROOM_API.students(classId));

export const classStudentsQuery = (classId: string) =>
  queryOptions({
    queryKey: activitiesKeys.classStudents(classId),
    queryFn: () => getClassStudents(classId),
  });

export const useClassStudents = (classId: string) => useQuery(classStudentsQuery(classId));
