import { renderEmail, type RenderedEmail } from './layout';

export interface DeletionRequestEmailInput {
  /** The reader's first name (may be empty). */
  recipientFirstName: string;
  /** Teachers are told about their student; platform admins about a request to process. */
  audience: 'teacher' | 'admin';
  /** First name and last initial only: 'Maria G.'. */
  studentLabel: string;
  /** When the job deletes the account at the latest, written out ('May 3, 2026, 2:05 PM UTC'). */
  dueText: string;
  dueHours: number;
  /** The class page (teachers) or the admin area (admins), absolute. */
  link: string;
}

/**
 * A parent asked for a child's account to be deleted: sent to every teacher of the child's
 * classes and to every platform admin, so someone can carry it out before the job does.
 */
export function deletionRequestEmail(input: DeletionRequestEmailInput): RenderedEmail {
  const { studentLabel, dueText } = input;
  const teacher = input.audience === 'teacher';
  return renderEmail({
    template: 'deletion-request',
    subject: `Account deletion requested: ${studentLabel}`,
    preheader: `A parent asked for ${studentLabel}’s account to be deleted by ${dueText}.`,
    heading: 'A parent asked for an account to be deleted',
    greetingName: input.recipientFirstName,
    before: [
      [
        'A parent or guardian of ',
        { strong: studentLabel },
        ' asked for the student’s Lectio account to be deleted, with all of their writing, comments, points and avatar.',
      ],
      [
        `We delete it automatically within ${input.dueHours} hours, by `,
        { strong: dueText },
        teacher
          ? '. You can export the student’s data first, or delete the account now, from the class page:'
          : '. You can carry the request out now from the admin area:',
      ],
    ],
    button: {
      label: teacher ? 'Open the class page' : 'Open the admin area',
      href: input.link,
    },
    after: [['There is nothing else to do: the account will be deleted on time either way.']],
    reason: teacher
      ? `You received this email because you teach ${studentLabel} on Lectio.`
      : 'You received this email because you are a Lectio platform admin.',
  });
}
