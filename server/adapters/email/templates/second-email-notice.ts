import { renderEmail, type RenderedEmail } from './layout';

export interface SecondEmailNoticeInput {
  /** Absolute link to the account's sign-in page: somewhere to go, never a way to confirm. */
  signInLink: string;
}

/**
 * Sent to the optional second address given at sign-up (SPEC §5: it exists because school
 * spam filters may hold back the activation email). It helps the confirmation reach the main
 * address and proves nothing: no link or code in it confirms any account, so whoever holds
 * this inbox cannot confirm an address they do not own (issue 15, point 7). Anyone can type
 * this address into the form, so nothing the requester typed (the main address, a name)
 * appears in it either.
 */
export function secondEmailNoticeTemplate({ signInLink }: SecondEmailNoticeInput): RenderedEmail {
  return renderEmail({
    template: 'second-email-notice',
    subject: 'Your Lectio confirmation email is on its way to your main address',
    preheader: 'School spam filters sometimes hold it back. Here is what to do.',
    heading: 'Watch for your confirmation email',
    before: [
      [
        'A Lectio account was just created that gives this address as its second address. We have sent the confirmation link to the account’s main address: only that inbox can confirm it.',
      ],
      [
        'School spam filters sometimes hold our email back. If the confirmation has not arrived in a few minutes, look in the spam or quarantine folder of the main address, or ask your school’s IT team to let email from Lectio through. Then open the link and sign in.',
      ],
    ],
    button: { label: 'Go to Lectio sign in', href: signInLink },
    after: [
      [
        'If you did not expect this email, you can ignore it. This address cannot be used to confirm or sign in to that account.',
      ],
    ],
    reason:
      'You received this email because this address was given as the second address of a new Lectio account.',
  });
}
