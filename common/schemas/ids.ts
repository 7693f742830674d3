/**
 * The shape of every record id in a URL or body (UUIDs, with room for seeded ids). Anything
 * else cannot name a record, so it is answered like a missing one without a query.
 */
export const RECORD_ID = /^[A-Za-z0-9-]{1,40}$/;
