import { ADJUSTMENT_REASON_MAX } from './limits';

export const ADMIN_MESSAGES = {
  adminsOnly: 'This is for Lectio staff only',
  queryTooShort: 'Type at least 2 characters',
  creditsInvalid: 'Grant a whole number of credits from 1 to 1000',
  notFound: 'Not found',
} as const;

/** Issue 12, the platform admin desk: its refusals, once each. */
export const ADMIN_DESK_MESSAGES = {
  reasonRequired: 'Give a reason: it is kept with the change in the audit log',
  reasonTooLong: `Keep the reason to ${ADJUSTMENT_REASON_MAX} characters`,
  adjustCreditsInvalid: 'Enter a whole number of credits from 1 to 1000',
  revokeTooMany: (balance: number) =>
    `Only ${balance} ${balance === 1 ? 'credit is' : 'credits are'} free to take back: credits held for unpaid orders stay with the teacher`,
  requestIdInvalid: 'This form is out of date. Reload the page and try again',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  dateRangeReversed: 'The start date must be on or before the end date',
  pageInvalid: 'Choose a page from 1',
} as const;
