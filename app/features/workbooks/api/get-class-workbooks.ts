import { queryOptions, useQuery } from '@tanstack/react-query';
import { workbooksPaths, type ClassWorkbooksView } from '@common/schemas/workbooks';
import { fetchJson } from '~/lib/api';
import { workbookKeys } from './keys';

export const getClassWorkbooks = (classId: string) =>
  fetchJson<ClassWorkbooksView>(workbooksPaths.classView(classId));

export const classWorkbooksQuery = (classId: string) =>
  queryOptions({
    queryKey: workbookKeys.classView(classId),
    queryFn: () => getClassWorkbooks(classId),
  });

export const useClassWorkbooks = (classId: string) => useQuery(classWorkbooksQuery(classId));
