import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DASHBOARD_API,
  type ParticipantFilter,
  type ParticipantSort,
  type ParticipantsAnswer,
} from '@common/schemas/academy-dashboard';
import { ACADEMY_LEARNING_API, type ParticipantUnlocks } from '@common/schemas/academy-learning';
import { apiDelete, apiPost, fetchJson, type ApiResult } from '~/lib/api';

export interface DashboardView {
  filter: ParticipantFilter;
  sort: ParticipantSort;
  q: string;
  page: number;
}

/** The query string of a view, as the API and the CSV link read it. */
export function viewQuery({ filter, sort, q, page }: Partial<DashboardView>): string {
  const params = new URLSearchParams();
  if (filter && filter !== 'all') params.set('filter', filter);
  if (sort && sort !== 'name') params.set('sort', sort);
  if (q) params.set('q', q);
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const dashboardKeys = {
  all: (courseId: string) => ['academy', 'dashboard', courseId],
};

export const useParticipants = (courseId: string, view: DashboardView) =>
  useQuery({
    queryKey: [...dashboardKeys.all(courseId), view],
    queryFn: () =>
      fetchJson<ParticipantsAnswer>(`${DASHBOARD_API.participants(courseId)}${viewQuery(view)}`),
    // The table stays while the next filter or page loads, so nothing jumps.
    placeholderData: keepPreviousData,
  });

/** One participant's locked and unlocked chapters and lessons (the "Unlock a lesson…" modal). */
export const unlockKeys = {
  of: (courseId: string, userId: string) => [...dashboardKeys.all(courseId), 'unlocks', userId],
};

export const useParticipantUnlocks = (courseId: string, userId: string) =>
  useQuery({
    queryKey: unlockKeys.of(courseId, userId),
    queryFn: () =>
      fetchJson<ParticipantUnlocks>(ACADEMY_LEARNING_API.participantUnlocks(courseId, userId)),
  });

/** Opens an item for the participant (POST) or locks it again (DELETE). */
export const sendUnlock = (
  courseId: string,
  body: { userId: string; itemId: string },
  unlocked: boolean,
): Promise<ApiResult<{ unlocked?: boolean; errors?: Record<string, string> }>> =>
  unlocked
    ? apiPost(ACADEMY_LEARNING_API.unlocks(courseId), body)
    : apiDelete(ACADEMY_LEARNING_API.unlocks(courseId), body);
