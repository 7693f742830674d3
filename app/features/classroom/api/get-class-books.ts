import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLISHING_API, type TeacherBook } from '@common/schemas/publishing';
import { fetchJson } from '~/lib/api';
import { classroomKeys } from './keys';

export const getClassBooks = (classId: string) =>
  fetchJson<TeacherBook[]>(PUBLISHING_API.classBooks(classId));

export const classBooksQuery = (classId: string) =>
  queryOptions({ queryKey: classroomKeys.books(classId), queryFn: () => getClassBooks(classId) });

export const useClassBooks = (classId: string) => useQuery(classBooksQuery(classId));
