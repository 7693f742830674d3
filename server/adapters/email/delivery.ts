import type { FastifyInstance } from 'fastify';
import {
  claimEmail,
  dueEmails,
  purgeFailedEmails,
  recordFailedAttempt,
  removeSentEmail,
  type ClaimedEmail,
} from './queue';

const MINUTE_MS = 60_000;

/**
 * How the delivery worker runs: every few seconds on every instance; a claim's lease outlasts
 * the SMTP timeouts (smtp.ts) several times over; failed attempts wait 1, 2, 4… minutes (at
 * most an hour) and the 8th failure gives up, about two hours after the first.
 */
export const DELIVERY = {
  intervalMs: 5_000,
  batchSize: 20,
  leaseMs: 2 * MINUTE_MS,
  maxAttempts: 8,
  firstRetryMs: MINUTE_MS,
  longestRetryMs: 60 * MINUTE_MS,
  keepFailedMs: 7 * 24 * 60 * MINUTE_MS,
} as const;

/** How long to wait after failed attempt number `attempt` (1 for the first). */
export function retryDelayMs(attempt: number): number {
  return Math.min(DELIVERY.firstRetryMs * 2 ** (attempt - 1), DELIVERY.longestRetryMs);
}

export interface DeliveryResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends the queued emails due at `now` through SMTP (the plugin runs it on a timer; tests call
 * it with their own `now`). Each email is claimed first, so instances running at once never
 * send the same one twice. A sent email leaves the queue; a failed one is retried later, and
 * after the last attempt it is given up and logged. Without SMTP there is nothing to do: the
 * local outbox is written in the request itself.
 */
export async function deliverDue(
  app: FastifyInstance,
  { now = new Date() }: { now?: Date } = {},
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  const { smtp } = app.email;
  if (!smtp) return result;
  await purgeFailedEmails(app.db, new Date(now.getTime() - DELIVERY.keepFailedMs));
  // Claimed and failed emails are no longer due at `now`, so each round sees new ones only.
  for (;;) {
    const due = await dueEmails(app.db, now, DELIVERY.batchSize);
    for (const candidate of due) {
      const claim = await claimEmail(app.db, candidate, now, DELIVERY.leaseMs);
      if (claim) result[await deliverOne(app, claim, now)] += 1;
    }
    if (due.length < DELIVERY.batchSize) return result;
  }
}

async function deliverOne(
  app: FastifyInstance,
  claim: ClaimedEmail,
  now: Date,
): Promise<keyof DeliveryResult> {
  const { template } = claim.message;
  try {
    await app.email.smtp!.send(claim.message);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (claim.attempt >= DELIVERY.maxAttempts) {
      await recordFailedAttempt(app.db, claim, reason, { failedAt: now });
      app.log.error(
        { err: error, emailId: claim.id, template, attempts: claim.attempt },
        'Email: delivery failed for the last time; the email is given up',
      );
      return 'failed';
    }
    const retryAt = new Date(now.getTime() + retryDelayMs(claim.attempt));
    await recordFailedAttempt(app.db, claim, reason, { retryAt });
    app.log.warn(
      { err: error, emailId: claim.id, template, attempt: claim.attempt, retryAt },
      'Email: delivery failed; it will be tried again',
    );
    return 'retrying';
  }
  await removeSentEmail(app.db, claim);
  return 'sent';
}
