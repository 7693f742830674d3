import { STUDENT_LOG_RETENTION_DAYS } from '../../../../common/schemas/privacy';
import { renderEmail, type RenderedEmail } from './layout';

export interface DeletionDoneEmailInput {
  parentFirstName: string;
  /** The parent area, absolute. */
  link: string;
}

/**
 * Tells the parent who asked that the account is gone. The child's name is not repeated:
 * the account it belonged to no longer exists.
 */
export function deletionDoneEmail(input: DeletionDoneEmailInput): RenderedEmail {
  return renderEmail({
    template: 'deletion-done',
    subject: 'The account you asked us to delete was deleted',
    preheader: 'Your request was carried out: the student account and its data are gone.',
    heading: 'The account was deleted',
    greetingName: input.parentFirstName,
    before: [
      [
        'As you asked, the student account linked to yours was deleted, with its writing, comments, points and avatar. It no longer appears in your parent area.',
      ],
    ],
    button: { label: 'Open your parent area', href: input.link },
    after: [
      [
        `Records that name the account are removed from our logs within ${STUDENT_LOG_RETENTION_DAYS} days.`,
      ],
    ],
    reason: 'You received this email because you asked for a student account to be deleted.',
  });
}
