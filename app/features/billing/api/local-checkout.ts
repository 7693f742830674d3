import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  localCheckoutPaths,
  localCheckoutViewSchema,
  type LocalCheckout,
} from '@common/schemas/billing';
import { apiPost, fetchJson, type ApiResult } from '~/lib/api';
import { billingKeys } from './keys';

/** GET the local checkout session: what is being bought. */
export const getLocalCheckout = async (sessionId: string): Promise<LocalCheckout> =>
  localCheckoutViewSchema.parse(await fetchJson<unknown>(localCheckoutPaths(sessionId).view));

export const localCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: billingKeys.checkout(sessionId),
    queryFn: () => getLocalCheckout(sessionId),
    retry: false,
  });

export const useLocalCheckout = (sessionId: string) => useQuery(localCheckoutQuery(sessionId));

export type CompleteResult = { ok: true; url: string } | { ok: false; message: string | null };

/**
 * Pays (or saves the card of) a local checkout session with a Stripe test card: the server
 * answers where to go next, or the card provider's message under `errors.card`.
 */
export async function completeLocalCheckout(
  sessionId: string,
  card: { number: string; expiry: string; cvc: string },
): Promise<CompleteResult> {
  const result: ApiResult<{ url?: string; errors?: Record<string, string> }> = await apiPost(
    localCheckoutPaths(sessionId).complete,
    { card },
  );
  if (result.ok && typeof result.body.url === 'string') return { ok: true, url: result.body.url };
  const errors = result.body.errors ?? {};
  return { ok: false, message: errors.card ?? Object.values(errors)[0] ?? null };
}
