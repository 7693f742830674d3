import { BILLING_API } from '@common/schemas/billing';
import { apiPost } from '~/lib/api';

/**
 * Starts the account's one 14-day Standard trial (no card). Answers 200 `{ account }`, or 4xx
 * `{ errors }`; a server without the trial route answers 404, which the modal says plainly.
 */
export async function startTrial(): Promise<{ ok: true } | { ok: false; message: string | null }> {
  const answer = await apiPost<{ errors?: Record<string, string> }>(BILLING_API.trial, {});
  if (answer.ok) return { ok: true };
  const errors = answer.body.errors;
  // A 404 without our own message is a route not there yet: the generic message says it.
  const message = answer.status !== 404 && errors ? (Object.values(errors)[0] ?? null) : null;
  return { ok: false, message };
}
