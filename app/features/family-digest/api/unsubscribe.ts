import { useMutation, useQuery } from '@tanstack/react-query';
import { FAMILY_DIGEST_API, type DigestUnsubscribeAnswer } from '@common/schemas/family-digest';
import { apiGet, apiPost } from '~/lib/api';

const withToken = (token: string) =>
  `${FAMILY_DIGEST_API.unsubscribe}?t=${encodeURIComponent(token)}`;

/** GET /api/family_digest/unsubscribe?t=…: whether the digest is already off (changes nothing). */
export const useDigestUnsubscribeStatus = (token: string) =>
  useQuery({
    queryKey: ['family-digest', 'unsubscribe', token],
    queryFn: () => apiGet<DigestUnsubscribeAnswer>(withToken(token)),
    enabled: token !== '',
  });

/** POST the same: turns the weekly family digest off for the token's parent. */
export const useDigestUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiPost<DigestUnsubscribeAnswer & { errors?: Record<string, string> }>(withToken(token)),
  });
