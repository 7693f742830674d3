import { z } from 'zod';

/**
 * The shape of every record id in a URL or body (UUIDs, with room for seeded ids). Anything
 * else cannot name a record, so it is answered like a missing one without a query.
 */
export const RECORD_ID = /^[A-Za-z0-9-]{1,40}$/;

/**
 * A record id in a route's path: any string, so a malformed id is answered like an unknown one
 * (the route's 404, audited where the route audits) rather than with a 400 of its own.
 */
export const idParam = z.string().describe('Record id');
