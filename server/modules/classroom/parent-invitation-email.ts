import { renderEmail, type RenderedEmail } from '../../adapters/email/templates/layout';

export interface ParentInvitationEmailInput {
  childFirstName: string;
  /** 'Ada Lovelace'. */
  teacherName: string;
  classTitle: string;
  /** Absolute link to the parent sign-up screen with the invitation (`?i=`). */
  signUpLink: string;
  /** Absolute link to the parent sign-in screen with the invitation, for existing accounts. */
  signInLink: string;
  expiresInDays: number;
}

/** Invites a parent or guardian to link their account to a child (issue 5, point 2). */
export function parentInvitationEmail(input: ParentInvitationEmailInput): RenderedEmail {
  const { childFirstName, teacherName, classTitle } = input;
  return renderEmail({
    template: 'parent-invitation',
    subject: `Follow ${childFirstName}'s writing on Lectio`,
    preheader: `${teacherName} invites you to link your account to ${childFirstName}.`,
    heading: `Join ${childFirstName} on Lectio`,
    before: [
      [
        { strong: teacherName },
        ' teaches ',
        { strong: classTitle },
        ` and invites you, as ${childFirstName}'s parent or guardian, to link a Lectio parent account to ${childFirstName}'s. You will see ${childFirstName}'s writing and the teacher's feedback, and you can order a printed book of it.`,
      ],
      ['Create your parent account with this invitation:'],
    ],
    button: { label: 'Create a parent account', href: input.signUpLink },
    after: [
      ['Already have a parent account? Sign in through this link instead:'],
      [{ href: input.signInLink }],
      [
        `The invitation works once and for ${input.expiresInDays} days. If you are not ${childFirstName}'s parent or guardian, please ignore this email.`,
      ],
    ],
    reason: `You received this email because ${teacherName} entered this address on Lectio.`,
  });
}
