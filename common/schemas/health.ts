import { z } from 'zod';

/** GET /api/health: load balancers and scripts wait for `ok`. */
export const healthyAnswerSchema = z.object({ status: z.literal('ok') });
/** 503: the database does not answer. */
export const unavailableAnswerSchema = z.object({ status: z.literal('unavailable') });
