import { renderEmail, type RenderedEmail } from './layout';

/** No name: anyone can cause this email by typing the address (issue 15, point 11). */
export interface SignupAttemptInput {
  /** Absolute link to the sign-in page of the account's type. */
  signInLink: string;
  /** Absolute link to the forgot-password page. */
  resetLink: string;
}

/**
 * Sent instead of a confirmation when someone signs up with an address that already has an
 * account, so the sign-up answer never reveals which addresses are registered.
 */
export function signupAttemptTemplate({
  signInLink,
  resetLink,
}: SignupAttemptInput): RenderedEmail {
  return renderEmail({
    template: 'signup-attempt',
    subject: 'Someone tried to create a Lectio account with your email address',
    preheader: 'You already have a Lectio account. Here is how to sign in.',
    heading: 'You already have an account',
    before: [
      [
        'Someone just tried to create a new Lectio account with this email address. Since you already have an account, we did not create a second one.',
      ],
      ['If it was you, you can sign in with your existing account:'],
    ],
    button: { label: 'Sign in to Lectio', href: signInLink },
    after: [
      ['Forgotten your password? You can choose a new one here:'],
      [{ href: resetLink }],
      [
        'If it was not you, you can ignore this email. Your account and your password have not changed.',
      ],
    ],
    reason:
      'You received this email because someone entered this address on the Lectio sign-up form.',
  });
}
