import { SCHOOL_INVITATION_EMAIL as EMAIL } from '../../../../common/copy/billing-school';
import { renderEmail, type RenderedEmail } from './layout';

export interface SchoolInvitationInput {
  /** The inviting manager's name. */
  by: string;
  accountName: string;
  kind: 'school' | 'parish';
  /** Absolute link to the billing page, where the invitation is answered. */
  billingLink: string;
}

/** A manager of a school's or parish's account invites a teacher (issue 16, point 1). */
export function schoolInvitationTemplate(input: SchoolInvitationInput): RenderedEmail {
  const text = EMAIL.text(input.by, input.accountName, input.kind);
  return renderEmail({
    template: 'school-invitation',
    subject: EMAIL.subject(input.accountName),
    preheader: text,
    heading: EMAIL.heading,
    before: [[text], [EMAIL.how]],
    button: { label: EMAIL.button, href: input.billingLink },
    after: [],
    reason: EMAIL.reason,
  });
}
