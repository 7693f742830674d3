import { BILLING_RULES } from '../billing/plans';

/**
 * What the plans say to people (issue 16): refusals the server answers with and the client shows
 * as they are. One sentence each, calm, and always with the way forward.
 */
export const BILLING_MESSAGES = {
  /** The 402 refusal under `errors.plan`; the priced choice comes with it. */
  planRequired: `Small Class is free for up to ${BILLING_RULES.freeSeats} students. Choose Standard to add more; no one already in your classes is affected.`,
  paused:
    'Your account is paused because a payment is overdue. Pay the open invoice and every student can sign in again; nothing has been deleted.',
  canceled: 'Standard has ended on this account. Start it again to add more students.',
  workbooksRequireStandard: 'Spirit of Truth Workbooks require Standard',
  trialUsed: 'This account has already had its free trial.',
  noAccount:
    'Only the teacher or school administrator who owns this billing account can change it.',
  /**
   * What a student who came with a personal invitation is told when the class's plan cannot seat
   * them yet: their invitation became a join request, and the teacher lets them in.
   */
  studentAwaitingSeat:
    'Your student account is ready. Your teacher will let you into the class soon; until then the class will not appear in your student area.',
  /** The sign-in refusal for a student beyond the first five of a paused account. */
  studentPaused:
    'Your class is paused for now, so you can’t sign in. Your writing is safe; please tell your teacher.',
} as const;
