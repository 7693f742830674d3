import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAMILY_HOME_API, type ChildFeedAnswer } from '@common/schemas/family';
import { fetchJson } from '~/lib/api';
import { FAMILY_KEYS } from './keys';

/** GET /api/family/children/:id/feed: approved and returned work, and the books to order. */
export const getChildFeed = (studentId: string) =>
  fetchJson<ChildFeedAnswer>(FAMILY_HOME_API.feed(studentId));

export const childFeedQuery = (studentId: string) =>
  queryOptions({ queryKey: FAMILY_KEYS.feed(studentId), queryFn: () => getChildFeed(studentId) });

export const useChildFeed = (studentId: string) => useQuery(childFeedQuery(studentId));
