import type { BillingAccountView, BillingInvoice } from '../api/get-billing';

/**
 * Sample billing answers in the shape of `billingAnswerSchema`: for the component tests and the
 * screenshots made before the server side is merged. Not used by the running app.
 */
export function sampleAccount(fields: Partial<BillingAccountView> = {}): BillingAccountView {
  return {
    id: 'acct_1',
    kind: 'teacher',
    name: 'Maria Lopez',
    plan: 'standard',
    status: 'active',
    period: 'year',
    collectionMethod: 'charge_automatically',
    trialAvailable: false,
    trialEndsAt: null,
    currentPeriodEnd: '2027-08-01T00:00:00.000Z',
    seats: { counted: 7, billed: 7, free: 5, allowance: 12, countedAt: '2026-11-27T02:00:00.000Z' },
    classes: [
      { id: 'c1', title: 'Theology 9, period 2', students: 4 },
      { id: 'c2', title: 'Confirmation prep', students: 4 },
    ],
    sharedStudents: 1,
    nextCharge: {
      amountCents: 7000,
      on: '2027-08-01T00:00:00.000Z',
      description: 'Standard, annual, 7 students',
    },
    pastDueSince: null,
    pausedAt: null,
    pausedStudents: 0,
    pausedDeletion: null,
    poNumber: null,
    taxExempt: false,
    creditCents: 0,
    canManage: true,
    provider: 'local',
    card: { last4: '4242' },
    cancelAtPeriodEnd: false,
    ...fields,
  };
}

export function sampleInvoice(fields: Partial<BillingInvoice> = {}): BillingInvoice {
  return {
    id: `inv_${fields.number ?? '1'}`,
    number: 'INV-2026-0001',
    kind: 'subscription',
    status: 'paid',
    totalCents: 7000,
    amountPaidCents: 7000,
    issuedAt: '2026-08-01T00:00:00.000Z',
    dueAt: null,
    paidAt: '2026-08-01T00:00:00.000Z',
    poNumber: null,
    pdfUrl: '/api/billing/invoices/inv_1/pdf',
    ...fields,
  };
}

/** A Small Class account with 4 students and its trial still available. */
export const sampleSmallAccount = (fields: Partial<BillingAccountView> = {}) =>
  sampleAccount({
    plan: 'small',
    status: 'free',
    period: null,
    trialAvailable: true,
    currentPeriodEnd: null,
    seats: {
      counted: 4,
      billed: 0,
      free: 5,
      allowance: null,
      countedAt: '2026-11-27T02:00:00.000Z',
    },
    classes: [{ id: 'c1', title: 'Youth group', students: 4 }],
    sharedStudents: 0,
    nextCharge: null,
    card: null,
    ...fields,
  });

/** A paused account: an invoice 34 days overdue, 3 students who cannot sign in. */
export const samplePausedAccount = (fields: Partial<BillingAccountView> = {}) =>
  sampleAccount({
    status: 'paused',
    period: 'month',
    collectionMethod: 'send_invoice',
    pastDueSince: '2026-09-24T00:00:00.000Z',
    pausedAt: '2026-10-24T00:00:00.000Z',
    pausedStudents: 3,
    pausedDeletion: {
      on: '2027-10-24T00:00:00.000Z',
      students: [
        { id: 's6', name: 'Ana Ruiz' },
        { id: 's7', name: 'Ben Li' },
        { id: 's8', name: 'Cy Oh' },
      ],
    },
    seats: {
      counted: 8,
      billed: 8,
      free: 5,
      allowance: null,
      countedAt: '2026-11-27T02:00:00.000Z',
    },
    ...fields,
  });
