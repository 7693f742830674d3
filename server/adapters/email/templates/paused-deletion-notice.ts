import { PAUSED_DELETION_EMAIL, studentNames } from '../../../../common/copy/billing';
import { renderEmail, type RenderedEmail } from './layout';

export interface PausedDeletionNoticeInput {
  /** The manager's first name. */
  name: string;
  accountName: string;
  /** Dates ready to read (e.g. 1 March 2027). */
  pausedOn: string;
  deleteOn: string;
  /** The locked-out students, as the teacher's rosters name them. */
  studentNames: readonly string[];
  /** Absolute link to the billing page, where "Pay now" is. */
  billingLink: string;
}

/**
 * Sent once per pause, 30 days before its locked-out students are deleted (issue 16, point 3):
 * who they are, when, and the one way to keep their work.
 */
export function pausedDeletionNoticeTemplate(input: PausedDeletionNoticeInput): RenderedEmail {
  const count = input.studentNames.length;
  const subject = PAUSED_DELETION_EMAIL.subject(count, input.deleteOn);
  return renderEmail({
    template: 'paused-deletion-notice',
    subject,
    preheader: subject,
    heading: PAUSED_DELETION_EMAIL.heading,
    greetingName: input.name,
    before: [
      [PAUSED_DELETION_EMAIL.what(input.accountName, input.pausedOn, count)],
      [{ strong: studentNames(input.studentNames) }],
      [PAUSED_DELETION_EMAIL.when(input.deleteOn)],
      [PAUSED_DELETION_EMAIL.keep],
    ],
    button: { label: PAUSED_DELETION_EMAIL.button, href: input.billingLink },
    after: [],
    reason: PAUSED_DELETION_EMAIL.reason,
  });
}
