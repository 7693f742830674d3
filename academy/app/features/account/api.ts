import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACADEMY_PRIVACY_API as API,
  type AccountAnswer,
  type LeaveAnswer,
} from '@common/schemas/academy-privacy';
import { ApiError, apiPost, fetchJson, unwrap } from '~/lib/api';

/** The account page's calls (issue 13, point 15) and the queries they refresh. */
export const accountKeys = { account: ['academy', 'account'] as const };

export const useAccount = () =>
  useQuery({
    queryKey: accountKeys.account,
    queryFn: () => fetchJson<AccountAnswer>(API.account),
    retry: false,
  });

/** Leaves a course; the account and My courses refetch. */
export function useLeaveCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (courseId: string) => unwrap(await apiPost<LeaveAnswer>(API.leave(courseId))),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['academy'] });
    },
  });
}

/** Deletes the account; answers where to go (the confirmation page). */
export async function deleteAccount(password: string): Promise<{ url: string }> {
  return unwrap(await apiPost<{ url: string }>(API.deleteAccount, { password }));
}

/** The first message of a refused call, else the fallback. */
export function refusalOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return Object.values(error.body.errors ?? {})[0] ?? fallback;
  return fallback;
}
