import { renderEmail, type RenderedEmail } from './layout';

export interface PasswordChangedInput {
  firstName: string;
  /** Absolute link to the forgot-password page, to take the account back. */
  resetLink: string;
}

/** Sent after a password change, so the owner notices a change they did not make. */
export function passwordChangedTemplate({
  firstName,
  resetLink,
}: PasswordChangedInput): RenderedEmail {
  return renderEmail({
    template: 'password-changed',
    subject: 'Your Lectio password was changed',
    preheader: 'Your password was just changed. If this was you, there is nothing to do.',
    heading: 'Your password was changed',
    greetingName: firstName,
    before: [
      [
        'The password of your Lectio account was just changed, and every other device was signed out. If this was you, there is nothing more to do.',
      ],
      [{ strong: 'If this wasn’t you,' }, ' reset your password now to take your account back:'],
    ],
    button: { label: 'Reset my password', href: resetLink },
    after: [['Resetting signs out everyone using the old password, including whoever changed it.']],
    reason: 'You received this email because the password of your Lectio account was changed.',
  });
}
