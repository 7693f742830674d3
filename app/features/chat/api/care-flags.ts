import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_API, type CareFlags } from '@common/schemas/chat';
import { apiPost, fetchJson, unwrap } from '~/lib/api';
import { chatKeys } from './keys';

/**
 * GET /api/chat/care_flags: the flags of the classes the caller leads safeguarding for, and
 * whether the caller leads anywhere and oversees a school (what the page offers).
 */
export const careFlagsQuery = () =>
  queryOptions({
    queryKey: chatKeys.careFlags,
    queryFn: () => fetchJson<CareFlags>(CHAT_API.careFlags),
  });

export const useCareFlags = () => useQuery(careFlagsQuery());

/** POST …/care_flags/:flagId/dismiss: a false positive, in one click (recorded). */
export const dismissCareFlag = async (flagId: string) =>
  unwrap(await apiPost<{ ok: true }>(CHAT_API.dismissFlag(flagId), {}));

export function useDismissCareFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissCareFlag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.careFlags }),
  });
}
