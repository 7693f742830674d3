import { z } from 'zod';
import { BILLING_API, billingAccountQuerySchema } from './billing';
import { purchaseSchema, quoteQuerySchema } from './workbooks';

/**
 * Workbook licences on the billing page (issue 16, points 1 and 8): the account's summary, and
 * buying for one of its classes. The paths are in BILLING_API; the price and the purchase are
 * the class tab's own (common/schemas/workbooks.ts), with the class named in the request.
 */
const count = z.number().int().min(0);
const classIdField = z.string().trim().min(1).max(40);

export const schoolYearSchema = z.object({
  /** '2026–27' */
  label: z.string(),
  /** The day it ends, '2027-07-31' (31 July). */
  endsOn: z.string(),
});

/** One workbook's licences for one school year, and the classes they were bought for. */
export const accountLicenceRowSchema = z.object({
  workbookId: z.string(),
  title: z.string(),
  course: z.string(),
  schoolYear: schoolYearSchema,
  bought: count,
  assigned: count,
  unassigned: count,
  classes: z.array(
    z.object({
      /** Null once the class itself was deleted (its licences stay counted). */
      classId: z.string().nullable(),
      title: z.string().nullable(),
      bought: count,
      assigned: count,
    }),
  ),
});
export type AccountLicenceRow = z.infer<typeof accountLicenceRowSchema>;

/** GET /api/billing/workbooks: what the billing page's "Workbook licences" section shows. */
export const accountWorkbooksSchema = z.object({
  standardOn: z.boolean(),
  /** Paused (unpaid): the way back to Standard is paying, not choosing a plan. */
  paused: z.boolean(),
  collectionMethod: z.enum(['charge_automatically', 'send_invoice']),
  unitCents: count,
  /** The school year licences bought today are valid for. */
  schoolYear: schoolYearSchema,
  /** The account's classes, with their roster size (the default number of licences). */
  classes: z.array(z.object({ id: z.string(), title: z.string(), students: count })),
  /** The workbooks that can be bought (their reflections are written). */
  workbooks: z.array(z.object({ id: z.string(), title: z.string(), course: z.string() })),
  /** Newest school year first, then in the catalogue's order. */
  licences: z.array(accountLicenceRowSchema),
});
export type AccountWorkbooks = z.infer<typeof accountWorkbooksSchema>;

/** GET /api/billing/workbooks/quote?classId=&workbookId=&quantity= (&accountId=). */
export const accountQuoteQuerySchema = billingAccountQuerySchema
  .extend(quoteQuerySchema.shape)
  .extend({ classId: classIdField });

/** POST /api/billing/workbooks/purchases: the class tab's purchase, naming the class. */
export const accountPurchaseSchema = purchaseSchema.extend({ classId: classIdField });
export type AccountPurchaseRequest = z.input<typeof accountPurchaseSchema>;

export const billingWorkbookPaths = {
  summary: BILLING_API.workbooks,
  quote: (classId: string, workbookId: string, quantity: number) =>
    `${BILLING_API.workbookQuote}?${new URLSearchParams({ classId, workbookId, quantity: String(quantity) }).toString()}`,
  purchases: BILLING_API.workbookPurchases,
};
