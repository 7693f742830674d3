import { z } from 'zod';
import {
  STAFF_ORDER_STATUSES,
  TRACKING_NUMBER_MAX_LENGTH,
} from '../../../common/store/order-views';

export const staffListQuery = z.object({
  status: z.enum(STAFF_ORDER_STATUSES).default('paid'),
});

export const shipBody = z.object({
  trackingNumber: z
    .string({ error: 'Enter the tracking number' })
    .trim()
    .min(1, 'Enter the tracking number')
    .max(TRACKING_NUMBER_MAX_LENGTH, `At most ${TRACKING_NUMBER_MAX_LENGTH} characters`),
});
