import { BILLING_RULES } from '../billing/plans';

/**
 * What the plans say to people (issue 16): refusals the server answers with and the client shows
 * as they are. One sentence each, calm, and always with the way forward.
 */
/**
 * What a pause means for the students beyond the first five, in the same plain words on the
 * student's sign-in refusal, the teacher's billing page and banner, and the reminder email.
 */
export const CANNOT_SIGN_IN_UNTIL_PAID = 'cannot sign in until it is paid';

export const BILLING_MESSAGES = {
  /** The 402 refusal under `errors.plan`; the priced choice comes with it. */
  planRequired: `Small Class is free for up to ${BILLING_RULES.freeSeats} students. Choose Standard to add more; no one already in your classes is affected.`,
  paused:
    'Your account is paused. Choose Standard or pay what is due on your billing page, and every student can sign in again; nothing has been deleted.',
  canceled: 'Standard has ended on this account. Start it again to add more students.',
  workbooksRequireStandard: 'Spirit of Truth Workbooks require Standard',
  trialUsed: 'This account has already had its free trial.',
  noAccount: 'Only the teacher or the managers of this billing account can change it.',
  /**
   * What a student who came with a personal invitation is told when the class's plan cannot seat
   * them yet: their invitation became a join request, and the teacher lets them in.
   */
  studentAwaitingSeat:
    'Your student account is ready. Your teacher will let you into the class soon; until then the class will not appear in your student area.',
  /** The sign-in refusal for a student beyond the first five of a paused account. */
  studentPaused: `Your class’s Lectio plan is paused, so you ${CANNOT_SIGN_IN_UNTIL_PAID}. Your writing is safe; please tell your teacher.`,
  /** No open invoice to pay and nothing to start. */
  nothingToPay: 'There is nothing to pay on this account right now.',
  /** Period switch or cancel asked of an account without Standard. */
  noSubscription: 'This account has no Standard subscription yet. Start Standard first.',
  alreadySubscribed: 'Standard is already active on this account.',
  /** The 409 when an account paid by purchase order asks to switch to monthly. */
  invoicedIsAnnual:
    'This account is paid by purchase order: it is invoiced for the period its quote was for and cannot switch to monthly. Request a new quote to change what it buys.',
  checkoutUsed: 'This checkout has already been completed.',
  checkoutNotFound: 'This checkout link is not valid. Start again from the billing page.',
  /** The nightly/period wording of the next charge. */
  nextChargeSeats: (seats: number, period: 'month' | 'year') =>
    `${seats} students, ${period === 'month' ? 'monthly' : 'annual'} Standard`,
  nextChargeWithItems: (base: string, items: number) =>
    `${base}, and ${items} more ${items === 1 ? 'item' : 'items'}`,
} as const;

/** Lines on the invoices Lectio raises (both providers print them). */
export const BILLING_INVOICE_LINES = {
  standard: (period: 'month' | 'year') =>
    `Lectio Standard, per student per ${period === 'month' ? 'month' : 'year'}`,
  proration: (seats: number) =>
    `Standard for ${seats} added ${seats === 1 ? 'student' : 'students'}, prorated`,
  unusedTime: 'Unused time on the previous period',
  trueUp: (seats: number) =>
    `Annual true-up: ${seats} more ${seats === 1 ? 'seat' : 'seats'}, prorated`,
  /** A credit staff applied on the billing desk, taken off the next invoice. */
  credit: 'Credit applied by Lectio',
  /** What a credit larger than its invoice left over, taken off the following invoice. */
  creditCarried: 'Credit carried from an earlier invoice',
} as const;

/** The overdue reminder sent at 7, 14 and 21 days (each once per invoice). */
export const BILLING_REMINDER_EMAIL = {
  subject: (number: string, days: number) => `Invoice ${number} is ${days} days overdue`,
  heading: 'A Lectio invoice is overdue',
  what: (number: string, amount: string, dueOn: string) =>
    `Invoice ${number} for ${amount} was due on ${dueOn} and is still open.`,
  pause: (days: number) =>
    `If it stays unpaid, the account pauses in ${days} days: students beyond the first five ${CANNOT_SIGN_IN_UNTIL_PAID}. Nothing is deleted.`,
  button: 'Pay the invoice',
  reason: 'You received this email because you manage a Lectio billing account.',
} as const;

/** A paused account's names, as a sentence reads them: "Ana Ruiz, Ben Li and Cy Oh". */
export const studentNames = (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

const studentsWord = (count: number) => (count === 1 ? '1 student' : `${count} students`);

/**
 * The notice sent 30 days before a paused account's locked-out students are deleted (issue 16,
 * point 3), once per pause, to the account's managers. Dates come ready to read.
 */
export const PAUSED_DELETION_EMAIL = {
  subject: (count: number, deleteOn: string) =>
    `The work of ${studentsWord(count)} will be deleted on ${deleteOn} unless the account is paid`,
  heading: 'Paused students’ work will be deleted',
  what: (account: string, pausedOn: string, count: number) =>
    `${account} has been paused since ${pausedOn}. Since then ${studentsWord(count)} beyond your first ${BILLING_RULES.freeSeats} ${count === 1 ? 'has' : 'have'} not been able to sign in:`,
  when: (deleteOn: string) =>
    `Their work has been kept for you to read. It is kept until ${deleteOn}; on that day it is deleted for good, with their accounts.`,
  keep: 'The one way to keep it is to pay on your billing page before then: every student can sign in again at once, and nothing is deleted.',
  button: 'Pay and keep their work',
  reason: 'You received this email because you manage a Lectio billing account.',
} as const;

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];

/**
 * The priced choice a roster screen shows when a seating answers 402 (issue 16, point 2;
 * app/features/plan-choice). Calm, with the price first and every way forward.
 */
export const PLAN_CHOICE_COPY = {
  /** "Add a sixth student with Standard", or "Add 3 more students with Standard". */
  heading: (seats: number, currentSeats: number) => {
    const adding = seats - currentSeats;
    if (adding > 1) return `Add ${adding} more students with Standard`;
    const ordinal = ORDINALS[seats - 1];
    return ordinal ? `Add a ${ordinal} student with Standard` : 'Add another student with Standard';
  },
  pausedHeading: 'Your account is paused',
  canceledHeading: 'Standard has ended',
  priceLabel: 'Standard for your classes',
  unaffected: 'Nothing you entered is lost: choose below, or cancel and come back to it later.',
  startMonthly: 'Start Standard — monthly',
  startAnnual: 'Start Standard — annual',
  startTrial: (days: number) => `Start a ${days}-day free trial`,
  trialNote: 'No card needed. Your students are added as soon as the trial starts.',
  startingTrial: 'Starting your trial…',
  trialFailed:
    'The free trial could not be started just now. Choose monthly or annual Standard, or try again in a moment.',
  retryFailed: 'Your trial has started, but adding the students did not finish. Please try again.',
  cancel: 'Cancel',
  goToBilling: 'Go to billing',
} as const;
