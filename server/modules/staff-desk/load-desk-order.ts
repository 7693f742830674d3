import type { Kysely } from 'kysely';
import {
  REFUND_KIND_LABELS,
  TIMELINE_LABELS,
  refundFailureText,
} from '../../../common/copy/staff-desk';
import type {
  DeskOrderDetail,
  RefundKind,
  TimelineEntry,
  TimelineKind,
} from '../../../common/schemas/staff-desk';
import { formatUsd } from '../../../common/store/pricing';
import type { Database } from '../../db/schema';
import { creditBalance } from '../credits/ledger';
import { loadOrderDetails, toOrderView, type OrderRow } from '../fulfilment/load-order';

/** What each refund would give back now; null when it is not possible (issue 12, point 12). */
export function refundableCents(
  order: Pick<OrderRow, 'status' | 'total_cents' | 'shipping_cents' | 'refunded_cents' | 'paid_at'>,
  done: ReadonlySet<RefundKind>,
): Record<RefundKind, number | null> {
  const paid = order.paid_at !== null && order.status !== 'awaiting_payment';
  const left = order.total_cents - Number(order.refunded_cents);
  const whole = paid && !done.has('whole') && left > 0 ? left : null;
  const shipping =
    paid && !done.has('whole') && !done.has('shipping') && order.shipping_cents > 0
      ? Math.min(order.shipping_cents, left)
      : null;
  return { whole, shipping: shipping && shipping > 0 ? shipping : null };
}

/**
 * The refunds the provider reported failed, and whether each may be retried now: its amount
 * must fit in what is left, and a shipping refund not after the whole order was refunded.
 */
export function failedRefunds(
  order: Pick<OrderRow, 'total_cents' | 'refunded_cents'>,
  refunds: readonly {
    kind: RefundKind;
    status: string;
    amount_cents: number;
    failure_reason: string | null;
    failed_at: string | null;
  }[],
): DeskOrderDetail['failedRefunds'] {
  const left = order.total_cents - Number(order.refunded_cents);
  const wholeDone = refunds.some((refund) => refund.kind === 'whole' && refund.status !== 'failed');
  return refunds
    .filter((refund) => refund.status === 'failed')
    .map((refund) => ({
      kind: refund.kind,
      amountCents: refund.amount_cents,
      reason: refundFailureText(refund.failure_reason),
      failedAt: refund.failed_at ?? '',
      retryable: refund.amount_cents <= left && !(refund.kind === 'shipping' && wholeDone),
    }));
}

/** The audit actions the timeline shows, and how. */
const AUDIT_KINDS: Record<string, TimelineKind> = {
  'order.in_production': 'inProduction',
  'order.shipped': 'shipped',
  'order.links_revoked': 'linksRevoked',
  'order.refunded': 'refunded',
  'order.refund_failed': 'refundFailed',
  'order.refund_emailed': 'refundEmailed',
  'order.credits_returned': 'creditsReturned',
  'order.batch_downloaded': 'batchDownloaded',
};

function auditText(kind: TimelineKind, details: Record<string, unknown>): string {
  switch (kind) {
    case 'refunded': {
      const text = TIMELINE_LABELS.refunded(
        REFUND_KIND_LABELS[details.kind as RefundKind] ?? String(details.kind),
        formatUsd(Number(details.amountCents)),
      );
      return details.cancelled ? `${text}. ${TIMELINE_LABELS.refundCancelled}` : text;
    }
    case 'refundFailed':
      return TIMELINE_LABELS.refundFailed(
        refundFailureText(typeof details.reason === 'string' ? details.reason : null),
        REFUND_KIND_LABELS[details.kind as RefundKind] ?? String(details.kind),
        formatUsd(Number(details.amountCents)),
      );
    case 'creditsReturned':
      return TIMELINE_LABELS.creditsReturned(Number(details.credits));
    case 'shipped':
      return details.trackingNumber
        ? `${TIMELINE_LABELS.shipped} (${String(details.trackingNumber)})`
        : TIMELINE_LABELS.shipped;
    default: {
      const label = TIMELINE_LABELS[kind];
      return typeof label === 'string' ? label : kind;
    }
  }
}

/**
 * The order's story, oldest first: its own dates (placed, paid, confirmation emailed,
 * cancelled) and every audited change with who made it (status moves, links turned off,
 * refunds, the refund email, credits returned, production batches).
 */
export async function orderTimeline(
  db: Kysely<Database>,
  order: OrderRow,
): Promise<TimelineEntry[]> {
  const audits = await db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select([
      'audit_log.action',
      'audit_log.details',
      'audit_log.created_at as at',
      'users.first_name as firstName',
      'users.last_name as lastName',
    ])
    .where('audit_log.target_type', '=', 'order')
    .where('audit_log.target_id', '=', order.id)
    .orderBy('audit_log.created_at')
    .limit(500)
    .execute();
  const entries: TimelineEntry[] = [];
  const seen = new Set<TimelineKind>();
  for (const row of audits) {
    const kind = AUDIT_KINDS[row.action];
    if (!kind) continue;
    seen.add(kind);
    const details = row.details ? (JSON.parse(row.details) as Record<string, unknown>) : {};
    const actor = row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null;
    entries.push({ kind, at: row.at, actor, text: auditText(kind, details) });
  }
  const dated: [TimelineKind, string | null][] = [
    ['placed', order.created_at],
    ['paid', order.paid_at],
    ['confirmationEmailed', order.confirmation_sent_at],
    // Orders moved before the desk audited by target still show when they moved.
    ['inProduction', seen.has('inProduction') ? null : order.in_production_at],
    ['shipped', seen.has('shipped') ? null : order.shipped_at],
    // A whole refund cancels an order not yet shipped: its refund entry says so already.
    ['cancelled', order.refunded_at === order.cancelled_at ? null : order.cancelled_at],
  ];
  for (const [kind, at] of dated) {
    if (!at) continue;
    const label = TIMELINE_LABELS[kind];
    entries.push({ kind, at, actor: null, text: typeof label === 'string' ? label : kind });
  }
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** One order as the desk's detail page shows it, or null. */
export async function loadDeskOrder(
  db: Kysely<Database>,
  orderId: string,
): Promise<DeskOrderDetail | null> {
  const details = await loadOrderDetails(db, { id: orderId });
  if (!details) return null;
  const { order } = details;
  const [book, refunds, ledger, timeline] = await Promise.all([
    db
      .selectFrom('books')
      .innerJoin('users', 'users.id', 'books.teacher_id')
      .select(['books.code', 'users.first_name as firstName', 'users.last_name as lastName'])
      .where('books.id', '=', order.book_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('order_refunds')
      .select(['kind', 'status', 'amount_cents', 'failure_reason', 'failed_at'])
      .where('order_id', '=', order.id)
      .orderBy('kind', 'desc')
      .execute(),
    db
      .selectFrom('credit_ledger')
      .innerJoin('users', 'users.id', 'credit_ledger.teacher_id')
      .select([
        'credit_ledger.kind',
        'credit_ledger.credits',
        'credit_ledger.teacher_id as teacherId',
        'users.first_name as firstName',
        'users.last_name as lastName',
      ])
      .where('credit_ledger.order_id', '=', order.id)
      .where('credit_ledger.kind', 'in', ['redemption', 'refund'])
      .execute(),
    orderTimeline(db, order),
  ]);
  const redemption = ledger.find((row) => row.kind === 'redemption');
  const returned = ledger.find((row) => row.kind === 'refund');
  return {
    id: order.id,
    view: toOrderView(details),
    email: order.email,
    telephone: order.telephone,
    schoolName: details.book.schoolName,
    classTitle: details.book.classTitle,
    bookCode: book.code,
    paymentProvider: order.payment_provider,
    refundedCents: Number(order.refunded_cents),
    pdfReady: order.pdf_key !== null,
    refundable: refundableCents(order, new Set(refunds.map((refund) => refund.kind))),
    failedRefunds: failedRefunds(order, refunds),
    credits: redemption
      ? {
          teacherName: `${redemption.firstName} ${redemption.lastName}`,
          redeemed: -redemption.credits,
          returned: returned?.credits ?? 0,
          balance: await creditBalance(db, redemption.teacherId),
        }
      : null,
    timeline,
  };
}
