import { formatDollars } from '../../../../common/billing/plans';
import { BILLING_REMINDER_EMAIL } from '../../../../common/copy/billing';
import { renderEmail, type RenderedEmail } from './layout';

export interface BillingReminderInput {
  invoiceNumber: string;
  amountCents: number;
  /** The due date, ready to read (e.g. 1 March 2027). */
  dueOn: string;
  daysOverdue: number;
  name: string;
  /** Absolute link to the billing page, where "Pay now" is. */
  billingLink: string;
}

/** Sent at 7, 14 and 21 days overdue, each once per invoice (issue 16, point 3). */
export function billingReminderTemplate(input: BillingReminderInput): RenderedEmail {
  const what = BILLING_REMINDER_EMAIL.what(
    input.invoiceNumber,
    formatDollars(input.amountCents),
    input.dueOn,
  );
  return renderEmail({
    template: 'billing-reminder',
    subject: BILLING_REMINDER_EMAIL.subject(input.invoiceNumber, input.daysOverdue),
    preheader: what,
    heading: BILLING_REMINDER_EMAIL.heading,
    greetingName: input.name,
    before: [[what], [BILLING_REMINDER_EMAIL.pause(30 - input.daysOverdue)]],
    button: { label: BILLING_REMINDER_EMAIL.button, href: input.billingLink },
    after: [],
    reason: BILLING_REMINDER_EMAIL.reason,
  });
}
