import { z } from 'zod';

/**
 * Spirit of Truth Workbook licences (issue 16, point 8), under /api/workbooks. Paths live here
 * once; the client and the server both read them. The server prices every purchase: a body
 * carries the workbook and the number of licences, never an amount.
 */
export const WORKBOOKS_API = {
  prefix: '/api/workbooks',
  /** GET: the class's workbooks, licences and roster. */
  classView: '/api/workbooks/classes/:classId',
  /** GET ?workbookId=&quantity=: the server's price for that many licences. */
  quote: '/api/workbooks/classes/:classId/quote',
  /** POST: buy licences (card: a payment to confirm; invoiced: granted at once). */
  purchases: '/api/workbooks/classes/:classId/purchases',
  /** POST: after the card paid, the server re-reads the payment and grants the licences once. */
  confirm: '/api/workbooks/purchases/:purchaseId/confirm',
  /** POST: licences to named students (all the roster without one by default). */
  assign: '/api/workbooks/classes/:classId/assign',
  /** POST: an unused licence to another student (or back to unassigned). */
  move: '/api/workbooks/classes/:classId/licences/:licenceId/move',
  /** POST: the workbook's reflections become the class's assignments. */
  addToClass: '/api/workbooks/classes/:classId/add',
  /** POST: the class takes a newer verified version of a publisher pack (point 9). */
  acceptPack: '/api/workbooks/classes/:classId/packs/:packId/accept',
} as const;

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

export const workbooksPaths = {
  classView: (classId: string) => fill(WORKBOOKS_API.classView, { classId }),
  quote: (classId: string, workbookId: string, quantity: number) =>
    `${fill(WORKBOOKS_API.quote, { classId })}?${new URLSearchParams({ workbookId, quantity: String(quantity) }).toString()}`,
  purchases: (classId: string) => fill(WORKBOOKS_API.purchases, { classId }),
  confirm: (purchaseId: string) => fill(WORKBOOKS_API.confirm, { purchaseId }),
  assign: (classId: string) => fill(WORKBOOKS_API.assign, { classId }),
  move: (classId: string, licenceId: string) => fill(WORKBOOKS_API.move, { classId, licenceId }),
  addToClass: (classId: string) => fill(WORKBOOKS_API.addToClass, { classId }),
  acceptPack: (classId: string, packId: string) =>
    fill(WORKBOOKS_API.acceptPack, { classId, packId }),
};

/** The most licences one purchase may hold. */
export const MAX_LICENCES_PER_PURCHASE = 500;

const cents = z.number().int().min(0);
const workbookIdField = z.string().trim().min(1).max(20);
const quantityField = z.coerce.number().int().min(1).max(MAX_LICENCES_PER_PURCHASE);

export const classParamsSchema = z.object({ classId: z.string() });
export const purchaseParamsSchema = z.object({ purchaseId: z.string() });
export const licenceParamsSchema = z.object({ classId: z.string(), licenceId: z.string() });

export const quoteQuerySchema = z.object({ workbookId: workbookIdField, quantity: quantityField });

export const quoteSchema = z.object({
  workbookId: z.string(),
  quantity: z.number().int(),
  unitCents: cents,
  amountCents: cents,
  /** '25 students × $6.99 = $174.75' */
  sentence: z.string(),
  /** 'send_invoice' accounts get the licences at once and the charge on the next invoice. */
  collectionMethod: z.enum(['charge_automatically', 'send_invoice']),
  schoolYear: z.string(),
});
export type WorkbookQuote = z.infer<typeof quoteSchema>;

export const purchaseSchema = z.object({
  workbookId: workbookIdField,
  quantity: quantityField,
  /** One per review in the browser: the same key is the same purchase. */
  idempotencyKey: z.string().trim().min(8).max(100),
});
export type PurchaseRequest = z.input<typeof purchaseSchema>;

export const purchaseAnswerSchema = z.object({
  purchaseId: z.string(),
  status: z.enum(['pending', 'paid', 'invoiced']),
  quantity: z.number().int(),
  amountCents: cents,
  /** Card purchases while pending: what the card field confirms. */
  payment: z
    .object({
      clientSecret: z.string(),
      provider: z.enum(['stripe', 'local']),
      intentId: z.string(),
    })
    .nullable(),
});
export type PurchaseAnswer = z.infer<typeof purchaseAnswerSchema>;

export const assignSchema = z.object({
  workbookId: workbookIdField,
  /** Left out: every student of the class without a licence for the workbook. */
  studentIds: z.array(z.string().max(40)).max(1000).optional(),
});
export type AssignRequest = z.input<typeof assignSchema>;

export const assignAnswerSchema = z.object({ assigned: z.number().int() });

export const moveSchema = z.object({
  /** null: back to unassigned. */
  studentId: z.string().max(40).nullable(),
});
export type MoveRequest = z.infer<typeof moveSchema>;

export const addToClassSchema = z.object({ workbookId: workbookIdField });
export const addToClassAnswerSchema = z.object({ activityIds: z.array(z.string()) });

export const okAnswerSchema = z.object({ ok: z.literal(true) });

export const packParamsSchema = z.object({ classId: z.string(), packId: z.string().max(100) });
export const acceptPackSchema = z.object({ version: z.number().int().min(1) });

/** A publisher pack of the workbook: the version the class keeps and the newest verified one. */
export const classPackSchema = z.object({
  packId: z.string(),
  acceptedVersion: z.number().int().nullable(),
  latestVersion: z.number().int(),
  newerAvailable: z.boolean(),
});

export const licenceViewSchema = z.object({
  id: z.string(),
  studentId: z.string().nullable(),
  firstWrittenAt: z.string().nullable(),
});

export const classWorkbookSchema = z.object({
  id: z.string(),
  title: z.string(),
  label: z.string(),
  course: z.string(),
  status: z.enum(['complete', 'outline']),
  activityCount: z.number().int(),
  /** Whether its reflections are already assignments of the class. */
  added: z.boolean(),
  licences: z.array(licenceViewSchema),
  packs: z.array(classPackSchema),
});

export const classWorkbooksViewSchema = z.object({
  classId: z.string(),
  standardOn: z.boolean(),
  /** Whether the signed-in teacher may buy on the class's billing account. */
  mayBuy: z.boolean(),
  collectionMethod: z.enum(['charge_automatically', 'send_invoice']),
  unitCents: cents,
  schoolYear: z.object({ label: z.string(), endsOn: z.string() }),
  students: z.array(z.object({ id: z.string(), name: z.string() })),
  workbooks: z.array(classWorkbookSchema),
});
export type ClassWorkbooksView = z.infer<typeof classWorkbooksViewSchema>;
