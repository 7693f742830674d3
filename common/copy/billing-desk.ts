/**
 * The staff billing desk's texts (issue 16, point 6): the list of billing accounts, one
 * account with its invoices and audit trail, the three actions (extend a trial, apply a credit,
 * mark an offline payment received) and the CSV export. Used by the server (refusals, the CSV
 * header, the audit trail's sentences) and the client.
 */
import { formatDollars } from '../billing/plans';

export const BILLING_DESK_MESSAGES = {
  forbidden: 'Only Lectio staff can see billing accounts',
  accountNotFound: 'Billing account not found',
  invoiceNotFound: 'Invoice not found on this account',
  invoiceNotOpen: 'Only an open invoice can be marked paid; this one is not open',
  invoiceAlreadyPaid: 'This invoice is already paid',
  trialNotExtendable:
    'A trial can be extended only while the account is trialing, or paused after its trial',
  keyReused: 'This action key was already used for a different change. Reload and try again.',
  reasonRequired: 'Say why, for the audit trail',
  reasonTooLong: 'Keep the reason under 500 characters',
  daysRange: 'Extend by 1 to 60 days',
  creditPositive: 'Enter a credit of at least $0.01',
  creditTooLarge: 'A credit can be at most $10,000.00',
  referenceRequired: 'Enter the check number or transfer reference',
  methodRequired: 'Choose how it was paid',
} as const;

export const BILLING_DESK_TEXT = {
  area: 'Lectio staff',
  title: 'Billing accounts',
  metaDescription: 'The Lectio staff billing desk.',
  accountMetaTitle: 'Billing account',
  accountMetaDescription: 'One billing account on the Lectio staff billing desk.',
  forbidden: 'You are not allowed to see this page. It is for Lectio staff only.',
  pagination: 'Pages of billing accounts',
  emptyTitle: 'No billing accounts here',
  intro:
    'Every teacher, school and parish billing account, overdue accounts first. Open one to see its invoices and audit trail, extend a trial, apply a credit or record a payment by check, ACH or bank transfer.',
  searchLabel: 'Search accounts',
  searchHint: 'Name, email, PO number or invoice number',
  searchButton: 'Search',
  statusLabel: 'Status',
  planLabel: 'Plan',
  overdueLabel: 'Overdue',
  allStatuses: 'Every status',
  allPlans: 'Every plan',
  overdueAll: 'Overdue or not',
  overdueYes: 'Overdue only',
  overdueNo: 'Not overdue',
  exportCsv: 'Export CSV',
  loading: 'Loading billing accounts…',
  loadFailed: 'The billing accounts could not be loaded.',
  retry: 'Try again',
  empty: 'No billing account matches these filters. Clear the search or choose “Every status”.',
  emptyNoAccounts:
    'No billing accounts yet. One is made when a teacher first seats students, or when a school requests a quote.',
  clearFilters: 'Clear filters',
  resultCount: (total: number) => `${total} ${total === 1 ? 'account' : 'accounts'}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: 'Previous',
  next: 'Next',
  columns: {
    name: 'Account',
    kind: 'Kind',
    plan: 'Plan and status',
    seats: 'Seats',
    balance: 'Balance',
    overdue: 'Overdue',
    po: 'PO',
  },
  seats: (counted: number, billed: number) => `${counted} counted · ${billed} billed`,
  overdueCell: (count: number, days: number | null) =>
    count === 0
      ? 'None'
      : `${count} ${count === 1 ? 'invoice' : 'invoices'}, ${days ?? 0} ${days === 1 ? 'day' : 'days'}`,
  openQuotes: (count: number) => `${count} open ${count === 1 ? 'quote' : 'quotes'}`,
  none: '—',
  backToList: 'All billing accounts',
  accountHeading: 'Account',
  owner: 'Owner email',
  period: 'Billing period',
  trialEnds: 'Trial ends',
  periodEnds: 'Current period ends',
  credit: 'Credit',
  balance: 'Balance',
  poNumber: 'PO number',
  taxExempt: 'Tax exempt',
  taxExemptCertificate: 'Exemption certificate',
  yes: 'Yes',
  no: 'No',
  pastDueSince: 'Past due since',
  pausedAt: 'Paused since',
  invoicesHeading: 'Invoices',
  invoicesEmpty: 'No invoices yet. The first one comes with the first paid period or a quote.',
  invoiceColumns: {
    number: 'Invoice',
    issued: 'Issued',
    due: 'Due',
    total: 'Total',
    status: 'Status',
  },
  invoiceLines: (number: string) => `Lines of ${number}`,
  quotesHeading: 'Quotes',
  quotesEmpty: 'No quotes.',
  auditHeading: 'Audit trail',
  auditEmpty: 'No staff changes yet. Every change made here is written down, with its reason.',
  auditBy: (who: string) => `by ${who}`,
  actionsHeading: 'Actions',
  loadingAccount: 'Loading the account…',
  accountLoadFailed: 'This account could not be loaded.',
  paidVia: (method: string) => `Paid by ${method}`,
  overdueBy: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} overdue`,
} as const;

export const DESK_ACTION_TEXT = {
  extendTrial: {
    open: 'Extend trial',
    title: 'Extend the trial',
    daysLabel: 'Days to add (1–60)',
    confirm: (days: number, until: string) =>
      `Extend the trial by ${days} ${days === 1 ? 'day' : 'days'}, to ${until}?`,
    submit: 'Extend trial',
    done: (until: string) => `Trial extended to ${until}.`,
    unavailable:
      'Only a trialing account, or one paused after its trial, can have its trial extended.',
  },
  credit: {
    open: 'Apply credit',
    title: 'Apply a credit',
    amountLabel: 'Credit in dollars (up to $10,000)',
    confirm: (amount: string, name: string) => `Apply a credit of ${amount} to ${name}?`,
    submit: 'Apply credit',
    done: (amount: string) => `Credit of ${amount} applied.`,
  },
  markPaid: {
    open: 'Record payment',
    title: 'Record an offline payment',
    invoiceLabel: 'Invoice',
    methodLabel: 'Paid by',
    referenceLabel: 'Check number or transfer reference',
    choose: 'Choose…',
    methodOptions: { check: 'Check', ach: 'ACH', bank_transfer: 'Bank transfer' },
    confirm: (number: string, amount: string, method: string) =>
      `Mark ${number} (${amount}) paid by ${method}?`,
    submit: 'Mark paid',
    done: (number: string) => `${number} is marked paid.`,
    noOpenInvoices: 'No open invoices to record a payment for.',
  },
  reasonLabel: 'Reason (for the audit trail)',
  review: 'Review',
  back: 'Back',
  cancel: 'Cancel',
  working: 'Saving…',
  replayed: 'This change was already made; nothing changed twice.',
  failed: 'The change was not saved. Check the form and try again.',
} as const;

export const PAYMENT_METHOD_LABELS = {
  check: 'check',
  ach: 'ACH',
  bank_transfer: 'bank transfer',
} as const;

export const BILLING_STATUS_LABELS = {
  free: 'Free',
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past due',
  paused: 'Paused',
  canceled: 'Canceled',
} as const;

export const BILLING_PLAN_LABELS = { small: 'Small Class', standard: 'Standard' } as const;
export const BILLING_KIND_LABELS = {
  teacher: 'Teacher',
  school: 'School',
  parish: 'Parish',
} as const;
export const BILLING_PERIOD_LABELS = { month: 'Monthly', year: 'Annual' } as const;
export const INVOICE_STATUS_LABELS = {
  draft: 'Draft',
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Uncollectible',
} as const;
export const QUOTE_STATUS_LABELS = {
  open: 'Open',
  accepted: 'Accepted',
  expired: 'Expired',
} as const;

/** The audit trail's actions, as staff read them. */
export const DESK_AUDIT_LABELS = {
  'billing.trial_extended': 'Trial extended',
  'billing.credit_applied': 'Credit applied',
  'billing.offline_payment': 'Offline payment recorded',
} as const;

export const deskAuditLabel = (action: string): string =>
  DESK_AUDIT_LABELS[action as keyof typeof DESK_AUDIT_LABELS] ?? action;

/** One sentence for an audit row's change, from its details' before and after. */
export function deskAuditSummary(action: string, details: Record<string, unknown>): string {
  const before = (details.before ?? {}) as Record<string, unknown>;
  const after = (details.after ?? {}) as Record<string, unknown>;
  const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : 'none');
  const money = (value: unknown) => formatDollars(typeof value === 'number' ? value : 0);
  switch (action) {
    case 'billing.trial_extended':
      return `Trial end ${day(before.trialEndsAt)} → ${day(after.trialEndsAt)} (${String(details.days ?? '')} days); status ${String(before.status)} → ${String(after.status)}`;
    case 'billing.credit_applied':
      return `Credit ${money(before.creditCents)} → ${money(after.creditCents)} (+${money(details.cents)})`;
    case 'billing.offline_payment':
      return `${String(details.invoiceNumber ?? '')} paid by ${
        PAYMENT_METHOD_LABELS[details.method as keyof typeof PAYMENT_METHOD_LABELS] ?? ''
      }, reference ${String(details.reference ?? '')}; status ${String(before.status)} → ${String(after.status)}`;
    default:
      return '';
  }
}

export const BILLING_DESK_CSV = {
  fileName: (day: string) => `lectio-billing-accounts-${day}.csv`,
  header: [
    'Account id',
    'Name',
    'Kind',
    'Owner email',
    'Plan',
    'Status',
    'Period',
    'Seats counted',
    'Seats billed',
    'Balance (USD)',
    'Credit (USD)',
    'Overdue invoices',
    'Oldest days overdue',
    'Open quotes',
    'PO number',
    'Trial ends',
    'Tax exempt',
    'Exemption certificate',
  ],
} as const;
