import { ACADEMY_NAME } from '../../../../common/copy/academy-auth';
import { renderEmail, type RenderedEmail } from './layout';

export interface GuardianConsentedInput {
  firstName: string;
  /** Absolute link: the sign-in page, or a confirmation link that also signs in. */
  link: string;
  /** Whether the link also confirms the address (it had not been confirmed yet). */
  confirms: boolean;
}

/** To a participant aged 13 to 17 once their parent or guardian has consented. */
export function guardianConsentedTemplate({
  firstName,
  link,
  confirms,
}: GuardianConsentedInput): RenderedEmail {
  return renderEmail({
    template: 'guardian-consented',
    subject: `Your ${ACADEMY_NAME} account is open`,
    preheader: 'Your parent or guardian has agreed: you can sign in now.',
    heading: 'You can sign in now',
    greetingName: firstName,
    before: [
      [
        `Your parent or guardian has agreed to your ${ACADEMY_NAME} account, so it is open.`,
        confirms ? ' The button below also confirms your email address and signs you in.' : '',
      ],
    ],
    button: { label: confirms ? 'Confirm and sign in' : 'Sign in', href: link },
    after: [['Welcome! We hope you enjoy your courses.']],
    reason: `You received this email because you created a ${ACADEMY_NAME} account.`,
  });
}
