import { LINK_LIFETIME_HOURS, renderEmail, type RenderedEmail } from './layout';

/**
 * No name: anyone can ask for a reset of any address, and the name on an account that was never
 * confirmed was typed by whoever created it (issue 15, point 11).
 */
export interface ResetPasswordInput {
  /** Absolute link to the set-password page carrying the reset code. */
  link: string;
}

/** Sent when someone asks for a password reset for an existing account. */
export function resetPasswordTemplate({ link }: ResetPasswordInput): RenderedEmail {
  const hours = LINK_LIFETIME_HOURS.resetPassword;
  return renderEmail({
    template: 'reset-password',
    subject: 'Reset your Lectio password',
    preheader: `Choose a new password. The link is valid for ${hours} hour.`,
    heading: 'Choose a new password',
    before: [
      [
        'We received a request to reset the password of your Lectio account. Use the button below to choose a new one.',
      ],
    ],
    button: { label: 'Choose a new password', href: link },
    after: [
      ['This link is valid for ', { strong: `${hours} hour` }, ' and can be used once.'],
      [
        'If you did not ask for this, you can ignore this email. Your password stays the same until the link is used.',
      ],
    ],
    reason:
      'You received this email because a password reset was requested for this address on Lectio.',
  });
}
