import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '~/lib/api';
import { FAMILY_KEYS } from './keys';

/** GET /api/parent/children: the parent's linked children (their ids, for their work). */
export const getChildren = () => fetchJson<{ id: string }[]>('/api/parent/children');

export const childrenQuery = () =>
  queryOptions({ queryKey: FAMILY_KEYS.children(), queryFn: getChildren });

export const useChildren = () => useQuery(childrenQuery());
