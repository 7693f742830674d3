import { ACADEMY_NAME } from '../../../../common/copy/academy-auth';
import { LEGAL } from '../../../../common/constants';
import { renderEmail, type RenderedEmail } from './layout';

/** How long a guardian's consent link stays valid (the account service issues it so). */
export const GUARDIAN_CONSENT_LINK_DAYS = 7;

export interface GuardianConsentInput {
  /** Absolute link to the consent page, with its single-use code. */
  link: string;
}

/**
 * To the parent or guardian a participant aged 13 to 17 named at sign-up. No name: the
 * address and everything else were typed by whoever signed up (issue 15, point 11), so the
 * email only says what is asked; the page it opens shows who asks and what consent means.
 */
export function guardianConsentTemplate({ link }: GuardianConsentInput): RenderedEmail {
  return renderEmail({
    template: 'guardian-consent',
    subject: `Your consent is asked for a ${ACADEMY_NAME} account`,
    preheader: `A young person named you as their parent or guardian on ${ACADEMY_NAME}.`,
    heading: 'A parent or guardian’s consent',
    before: [
      [
        `Someone under ${LEGAL.adultAge} has created an account on ${ACADEMY_NAME}, Lectio’s courses site, and named this address as their parent or guardian’s. Their account opens only if you agree.`,
      ],
      ['Open the page below to see who asked and what you would agree to, then decide.'],
    ],
    button: { label: 'Review and consent', href: link },
    after: [
      [
        'This link is valid for ',
        { strong: `${GUARDIAN_CONSENT_LINK_DAYS} days` },
        ' and can be used once.',
      ],
      [
        'If you do not know who this is, or you do not agree, ignore this email: the account stays closed.',
      ],
    ],
    reason: `You received this email because this address was given as a parent or guardian’s on ${ACADEMY_NAME}.`,
  });
}
