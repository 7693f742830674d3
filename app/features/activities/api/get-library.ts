import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITIES_API, type LibraryActivity } from '@common/schemas/activities';
import { fetchJson } from '~/lib/api';
import { activitiesKeys } from './keys';

/** The starter library of ready-made activities. */
export const getLibrary = () => fetchJson<LibraryActivity[]>(ACTIVITIES_API.library);

export const libraryQuery = () =>
  queryOptions({ queryKey: activitiesKeys.library, queryFn: getLibrary });

export const useLibrary = () => useQuery(libraryQuery());
