import { REFUND_FAILED_EMAIL, REFUND_KIND_LABELS } from '../../../../common/copy/staff-desk';
import { formatUsd } from '../../../../common/store/pricing';
import { renderEmail, type RenderedEmail } from './layout';

export interface RefundFailedInput {
  orderNumber: string;
  kind: 'whole' | 'shipping';
  amountCents: number;
  /** Ready to read (refundFailureText). */
  reason: string;
  staffFirstName: string;
  /** Absolute link to the order on the staff desk. */
  orderLink: string;
}

/** Sent to staff once per refund the provider reports failed (issue 12, point 12). */
export function refundFailedTemplate(input: RefundFailedInput): RenderedEmail {
  const what = REFUND_FAILED_EMAIL.what(
    REFUND_KIND_LABELS[input.kind],
    formatUsd(input.amountCents),
    input.orderNumber,
    input.reason,
  );
  return renderEmail({
    template: 'refund-failed',
    subject: REFUND_FAILED_EMAIL.subject(input.orderNumber),
    preheader: what,
    heading: REFUND_FAILED_EMAIL.heading,
    greetingName: input.staffFirstName,
    before: [[what], [REFUND_FAILED_EMAIL.next]],
    button: { label: REFUND_FAILED_EMAIL.button, href: input.orderLink },
    after: [],
    reason: REFUND_FAILED_EMAIL.reason,
  });
}
