import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '~/lib/api';
import { FAMILY_KEYS } from './keys';
import { ROSTER_API } from '@common/schemas/roster';

/** GET /api/roster/children: the parent's linked children (their ids, for their work). */
export const getChildren = () => fetchJson<{ id: string }[]>(ROSTER_API.children);

export const childrenQuery = () =>
  queryOptions({ queryKey: FAMILY_KEYS.children(), queryFn: getChildren });

export const useChildren = () => useQuery(childrenQuery());
