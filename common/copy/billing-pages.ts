import { BILLING_RULES, formatDollars, type BillingPeriod } from '../billing/plans';
import { PRICING_PLANS } from '../constants';
import { CANNOT_SIGN_IN_UNTIL_PAID, studentNames } from './billing';
import { CHARGES_ARE_FINAL, billingDate } from './billing-documents';

/**
 * What the billing pages say (issue 16, points 1–5): the billing page, the local twins of
 * Stripe Checkout and the customer portal, and the banner on the teacher's home and classes.
 * Dates read as on the documents: 1 August 2027.
 */

const students = (count: number) => (count === 1 ? '1 student' : `${count} students`);
const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);
const periodWord: Record<BillingPeriod, string> = { month: 'monthly', year: 'annual' };
const perWord: Record<BillingPeriod, string> = { month: 'a month', year: 'a year' };

export const BILLING_PAGE_COPY = {
  title: 'Billing',
  intro: 'Your plan, how your students are counted, and your invoices.',
  loading: 'Loading your billing…',
  failed: 'We couldn’t load your billing just now.',
  back: 'Back',
  /** The plan in words. */
  plan: {
    small: `${PRICING_PLANS.smallClass.name} — free for up to ${BILLING_RULES.freeSeats} students`,
    standard: (period: BillingPeriod, renewsOn: string | null) =>
      `${PRICING_PLANS.standard.name} — ${periodWord[period]}${renewsOn ? `, renews ${billingDate(renewsOn)}` : ''}`,
    ending: (period: BillingPeriod, endsOn: string) =>
      `${PRICING_PLANS.standard.name} — ${periodWord[period]}, ends ${billingDate(endsOn)}`,
    trial: (daysLeft: number) =>
      daysLeft > 0 ? `Trial — ${days(daysLeft)} left` : 'Trial — ends today',
    pastDue: (since: string) =>
      `${PRICING_PLANS.standard.name} — a payment has been overdue since ${billingDate(since)}`,
    paused: 'Paused: a payment is overdue',
    pausedAfterTrial: 'Paused: your free trial has ended',
    canceled: `${PRICING_PLANS.standard.name} has ended`,
  },
  statusLabel: 'Your plan',
  seatsTitle: 'Students counted',
  seatsSummary: (counted: number, countedAt: string | null) =>
    `${students(counted)}${countedAt ? `, counted ${billingDate(countedAt)}` : ''}`,
  seatsHow: 'Each student is counted once, however many of your classes they are in.',
  sharedStudents: (count: number) =>
    `${count === 1 ? '1 student is' : `${count} students are`} in more than one class and counted once.`,
  archivedNote: 'Archived classes are not counted.',
  noClasses: 'No classes yet. Students you add to a class will be counted here.',
  classStudents: (count: number) => students(count),
  billedSeats: (billed: number) => `Billed for ${students(billed)}`,
  allowance: (allowance: number) =>
    `Your annual plan covers up to ${students(allowance)} before one true-up invoice for the term.`,
  freeSeats: (counted: number) => `${counted} of ${BILLING_RULES.freeSeats} free places used.`,
  nextChargeTitle: 'Next charge',
  nextCharge: (amountCents: number, on: string) =>
    `${formatDollars(amountCents)} on ${billingDate(on)}`,
  noNextCharge: 'Nothing to pay: Small Class is free.',
  credit: (cents: number) =>
    `Credit on your account: ${formatDollars(cents)}, taken off your next invoices.`,
  poNumber: (po: string) => `Purchase order: ${po}`,
  taxExempt: 'Tax exempt',
  invoicesTitle: 'Invoices and receipts',
  invoicesEmpty: 'No invoices yet.',
  invoicesEmptyNote: 'Each invoice and receipt will be listed here with its PDF.',
  invoiceColumns: {
    number: 'Number',
    date: 'Date',
    amount: 'Amount',
    status: 'Status',
    pdf: 'PDF',
  },
  invoiceStatus: {
    draft: 'Draft',
    open: 'Open',
    paid: 'Paid',
    void: 'Void',
    uncollectible: 'Uncollectible',
  },
  overdue: 'Overdue',
  pdf: (number: string) => `PDF of ${number}`,
  pdfPending: 'Being made',
  manage: 'Manage payment method or cancel',
  manageBusy: 'Opening…',
  manageFailed: 'We couldn’t open the payment page. Please try again.',
  readOnly:
    'Only this account’s managers can change it or see its invoices. The section below says who they are.',
  /** Monthly ⇄ annual. */
  switchTitle: 'Billing period',
  switchTo: (period: BillingPeriod) => `Switch to ${periodWord[period]} billing`,
  switchConfirmTitle: (period: BillingPeriod) => `Switch to ${periodWord[period]} billing?`,
  switchExplain: (period: BillingPeriod, seats: number, amountCents: number) =>
    `From now on, ${students(seats)} will cost ${formatDollars(amountCents)} ${perWord[period]}. The change is prorated: what is left of your current period is credited, and the new period is charged from today. ${CHARGES_ARE_FINAL}`,
  switchConfirm: 'Switch now',
  switched: (period: BillingPeriod) =>
    period === 'month' ? 'You’re now billed monthly.' : 'You’re now billed annually.',
  /** Small Class: the two Standard choices and the trial. */
  chooseTitle: 'Choose Standard',
  chooseIntro: `Standard is $1 per student per month, or $10 per student per year, for more than ${BILLING_RULES.freeSeats} students. Every counted student is billed.`,
  choice: (period: BillingPeriod) =>
    period === 'month' ? 'Standard, monthly' : 'Standard, annual',
  choicePrice: (seats: number, period: BillingPeriod, amountCents: number) =>
    `${students(seats)} × ${formatDollars(period === 'month' ? PRICING_PLANS.standard.monthlyPerStudentCents : PRICING_PLANS.standard.annualPerStudentCents)} = ${formatDollars(amountCents)} ${perWord[period]}`,
  choose: (period: BillingPeriod) => (period === 'month' ? 'Choose monthly' : 'Choose annual'),
  confirmTitle: (period: BillingPeriod) => `Start Standard, ${periodWord[period]}`,
  terms: `${CHARGES_ARE_FINAL} Standard renews each period until you cancel; cancelling stops the next renewal, and the plan stays active until the end of the period you have paid for.`,
  agree: 'Continue to payment',
  agreeBusy: 'Opening the payment page…',
  cancelChoice: 'Not now',
  subscribeFailed: 'We couldn’t start the payment. Nothing was charged; please try again.',
  trialTitle: `Try Standard free for ${BILLING_RULES.trialDays} days`,
  trialText: `No card needed. When the trial ends, choose monthly or annual to keep every student; if you don’t, students beyond the first ${BILLING_RULES.freeSeats} pause until you do. Nothing is deleted.`,
  startTrial: `Start the ${BILLING_RULES.trialDays}-day trial`,
  trialBusy: 'Starting your trial…',
  trialStarted: `Your ${BILLING_RULES.trialDays}-day trial has started.`,
  trialFailed: 'We couldn’t start the trial. Please try again.',
  /** Schools: quotes. */
  quotesTitle: 'Pay by purchase order',
  quotesIntro: `Need a quote for your business office? Request one for your current count; it is valid ${BILLING_RULES.quoteValidDays} days and includes our W-9 details and payment instructions.`,
  requestQuote: 'Request a quote',
  requestQuoteBusy: 'Preparing your quote…',
  quoteFailed: 'We couldn’t make the quote just now. Please try again.',
  quoteReady: (number: string) => `Quote ${number} is ready.`,
  quoteRow: (seats: number, period: BillingPeriod, totalCents: number, validUntil: string) =>
    `${students(seats)}, ${periodWord[period]}: ${formatDollars(totalCents)} · valid until ${billingDate(validUntil)}`,
  quoteStatus: { open: 'Open', accepted: 'Accepted', expired: 'Expired' },
  openQuote: (number: string) => `Open quote ${number} (PDF)`,
  quotePeriodLabel: 'Billing period for the quote',
  /** Accepting a quote with the school's purchase order (PO). */
  enterPo: 'Enter PO number',
  enterPoFor: (number: string) => `Enter PO number for quote ${number}`,
  poTitle: (number: string) => `Accept quote ${number} with your purchase order`,
  poLabel: 'Purchase order (PO) number',
  poHint: 'As your business office issued it. It is printed on the invoice.',
  poRequired: 'Enter your PO number.',
  poTooLong: 'A PO number is at most 60 characters.',
  taxExemptLabel: 'Our school is tax exempt',
  certificateLabel: 'Tax-exemption certificate number',
  certificateRequired: 'Enter the certificate number, or untick “tax exempt”.',
  certificateTooLong: 'A certificate number is at most 80 characters.',
  acceptTerms: `Standard starts as soon as you accept, for the seats and period on the quote. An invoice follows with Net-${BILLING_RULES.invoiceDueDays} terms and your PO number on it. ${CHARGES_ARE_FINAL}`,
  acceptQuote: 'Accept quote',
  acceptBusy: 'Accepting…',
  acceptFailed: 'We couldn’t accept the quote just now. Nothing has changed; please try again.',
  acceptCancel: 'Cancel',
  accepted: (quote: string) => `Quote ${quote} is accepted: Standard is active.`,
  acceptedInvoice: (invoice: string, dueAt: string | null, po: string | null) =>
    `Invoice ${invoice} is open${dueAt ? `, due ${billingDate(dueAt)}` : ''}${po ? `, for PO ${po}` : ''}.`,
  invoiceDue: (dueAt: string) => `due ${billingDate(dueAt)}`,
  quoteExpiredNote: 'Expired: request a new quote for your students today.',
  /** Paused. */
  pausedTitle: 'Your account is paused',
  pausedBecause: (invoice: { number: string; amountCents: number; daysOverdue: number } | null) =>
    invoice
      ? `Invoice ${invoice.number} (${formatDollars(invoice.amountCents)}) is ${days(invoice.daysOverdue)} overdue.`
      : `Your free trial has ended without a card on file, so students beyond your first ${BILLING_RULES.freeSeats} ${CANNOT_SIGN_IN_UNTIL_PAID}. Choose monthly or annual Standard to go on.`,
  pausedStudents: (count: number) =>
    count === 0
      ? 'Every student can still sign in.'
      : `${count === 1 ? '1 student' : `${count} students`} beyond your first ${BILLING_RULES.freeSeats} ${CANNOT_SIGN_IN_UNTIL_PAID}.`,
  nothingDeleted:
    'Nothing has been deleted: their work is kept, and you can still read it. Pay now and everyone can sign in again at once.',
  /** The date a paused account's locked-out students are deleted, and who they are. */
  pausedDeletion: (on: string, names: readonly string[]) =>
    `If the account is still paused on ${billingDate(on)}, the work of ${names.length === 1 ? 'this student' : `these ${names.length} students`} is deleted then: ${studentNames(names)}. Paying before that day keeps it all.`,
  payNow: 'Pay now',
  payBusy: 'Opening the payment page…',
  payFailed: 'We couldn’t open the payment page. Please try again.',
  pastDueTitle: 'A payment is overdue',
  pastDueText: (since: string) =>
    `Since ${billingDate(since)}. Please pay the open invoice; after ${BILLING_RULES.pauseAfterOverdueDays} days students beyond the first ${BILLING_RULES.freeSeats} are paused (nothing is deleted).`,
  canceledText: 'Start Standard again to add students beyond the first five.',
  trialEnds: (on: string) =>
    `Your trial ends ${billingDate(on)}. Choose monthly or annual to keep every student.`,
} as const;

/** The local twin of Stripe Checkout (/teacher/billing/checkout/:sessionId). */
export const BILLING_CHECKOUT_COPY = {
  title: 'Pay for Standard',
  setupTitle: 'Add a card',
  testMode:
    'Test mode: no real payment. Use the card 4242 4242 4242 4242, any future date and any CVC.',
  loading: 'Loading your checkout…',
  failed: 'We couldn’t load this checkout.',
  notFound: 'This checkout has ended or does not exist. Start again from your billing page.',
  account: 'Billing account',
  what: 'What you’re buying',
  line: (seats: number, unitCents: number, period: BillingPeriod) =>
    `${students(seats)} × ${formatDollars(unitCents)} ${perWord[period]}`,
  total: (amountCents: number, period: BillingPeriod | null) =>
    period ? `${formatDollars(amountCents)} ${perWord[period]}` : formatDollars(amountCents),
  /** Paying an open invoice (payment mode). */
  invoiceLine: (number: string) => `Invoice ${number}`,
  totalLabel: 'Total',
  setupText: 'Your card will be charged for future invoices. Nothing is charged now.',
  terms: BILLING_PAGE_COPY.terms,
  pay: (amountCents: number) => `Pay ${formatDollars(amountCents)}`,
  saveCard: 'Save card',
  paying: 'Paying…',
  saving: 'Saving…',
  declinedHelp: 'Check the details, or try another card. Nothing was charged.',
  payFailed: 'We couldn’t reach the payment service. Nothing was charged; please try again.',
  complete: 'This checkout is already paid.',
  expired: 'This checkout has expired. Start again from your billing page.',
  backToBilling: 'Back to billing',
  cancel: 'Cancel and go back',
} as const;

/** The local twin of Stripe's customer portal (/teacher/billing/manage). */
export const BILLING_MANAGE_COPY = {
  title: 'Manage payment method',
  intro: 'Your card, your billing period and cancelling.',
  testMode: 'Test mode: this is Lectio’s local billing page; no real card is charged.',
  cardTitle: 'Card on file',
  card: (card: { last4: string }) => `Card ending ${card.last4}`,
  noCard:
    'No card on file. Invoices are sent by email to pay by card, ACH, bank transfer or check.',
  replaceCard: 'Replace card',
  addCard: 'Add a card',
  cardBusy: 'Opening…',
  cardFailed: 'We couldn’t open the card page. Please try again.',
  cancelTitle: 'Cancel Standard',
  cancelText: (endsOn: string) =>
    `Standard stays on until ${billingDate(endsOn)}, then it ends and students beyond the first ${BILLING_RULES.freeSeats} pause. Nothing is deleted.`,
  cancel: 'Cancel at period end',
  cancelConfirmTitle: 'Cancel Standard?',
  cancelConfirm: (endsOn: string) =>
    `Standard will end on ${billingDate(endsOn)} and will not renew. You can undo this until then. ${CHARGES_ARE_FINAL}`,
  cancelYes: 'Cancel Standard',
  cancelNo: 'Keep Standard',
  cancelFailed: 'We couldn’t cancel just now. Please try again.',
  canceled: (endsOn: string) => `Standard will end on ${billingDate(endsOn)}.`,
  ending: (endsOn: string) => `Standard ends on ${billingDate(endsOn)} and will not renew.`,
  undo: 'Keep Standard after all',
  undoBusy: 'Keeping Standard…',
  undoFailed: 'We couldn’t undo the cancellation. Please try again.',
  undone: 'Standard will renew as usual.',
  nothingToManage:
    'There is nothing to manage on Small Class. Choose Standard on your billing page.',
  backToBilling: 'Back to billing',
} as const;

/** The banner on the teacher's home and classes pages. */
export const BILLING_BANNER_COPY = {
  paused: 'Your account is paused because a payment is overdue; nothing has been deleted.',
  pausedAfterTrial: `Your free Standard trial has ended, so students beyond your first ${BILLING_RULES.freeSeats} ${CANNOT_SIGN_IN_UNTIL_PAID}; nothing has been deleted.`,
  pastDue: 'A payment on your account is overdue.',
  trialEnding: (daysLeft: number) =>
    daysLeft > 0
      ? `Your Standard trial ends in ${days(daysLeft)}.`
      : 'Your Standard trial ends today.',
  action: 'Go to billing',
  payAction: 'Pay now',
} as const;

/** The account menu's link. */
export const BILLING_NAV_LABEL = 'Billing';
