import { LINK_LIFETIME_HOURS, renderEmail, type RenderedEmail } from './layout';

/**
 * No name: the address was typed by whoever signed up, who may not be its owner, so nothing
 * they typed goes into the email (issue 15, point 11).
 */
export interface ConfirmEmailInput {
  /** Absolute confirmation link (built from PUBLIC_BASE_URL by the caller). */
  link: string;
}

/** Sent after sign-up (and when an unconfirmed account tries to sign in). */
export function confirmEmailTemplate({ link }: ConfirmEmailInput): RenderedEmail {
  const hours = LINK_LIFETIME_HOURS.confirmEmail;
  return renderEmail({
    template: 'confirm-email',
    subject: 'Confirm your email address for Lectio',
    preheader: 'One click and your Lectio account is ready.',
    heading: 'Welcome to Lectio',
    before: [
      [
        'Thank you for creating a Lectio account. Please confirm that this is your email address, and we will sign you in straight away.',
      ],
    ],
    button: { label: 'Confirm my email address', href: link },
    after: [
      ['This link is valid for ', { strong: `${hours} hours` }, ' and can be used once.'],
      [
        'If you did not create a Lectio account, you can ignore this email: nothing happens until the link is used.',
      ],
    ],
    reason: 'You received this email because this address was used to create a Lectio account.',
  });
}
