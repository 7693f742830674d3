import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Records a provider event by its id, once: Stripe delivers at least once, possibly twice at
 * the same moment, and the event id's primary key lets exactly one delivery through. False
 * when the event was recorded before.
 */
export async function recordPaymentEvent(
  db: Kysely<Database>,
  event: { id: string; type: string },
): Promise<boolean> {
  const recorded = await db
    .insertInto('payment_events')
    .values({ id: event.id, type: event.type, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return recorded !== undefined;
}

/** Forgets a recorded event, so the provider's retry of it is handled again. */
export async function forgetPaymentEvent(db: Kysely<Database>, eventId: string): Promise<void> {
  await db.deleteFrom('payment_events').where('id', '=', eventId).execute();
}
