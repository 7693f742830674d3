import { useState } from 'react';
import {
  BILLING_DESK_MESSAGES as M,
  BILLING_DESK_TEXT as TEXT,
  BILLING_KIND_LABELS,
  BILLING_PERIOD_LABELS,
  BILLING_PLAN_LABELS,
  BILLING_STATUS_LABELS,
  DESK_ACTION_TEXT as ACTIONS,
  INVOICE_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  QUOTE_STATUS_LABELS,
} from '@common/copy/billing-desk';
import { PATHS } from '@common/routes';
import {
  MAX_DESK_CREDIT_CENTS,
  OFFLINE_PAYMENT_METHODS,
  TRIAL_EXTENSION_DAYS,
  type BillingDeskAccountAnswer,
  type DeskInvoice,
  type OfflinePaymentMethod,
} from '@common/schemas/billing-desk';
import { formatUsd } from '@common/store/pricing';
import { AppShell } from '~/components/layout/AppShell';
import { Button } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { useSignInWhenUnauthorized } from '~/lib/use-sign-in-when-unauthorized';
import { useDeskAction, type DeskActionResult } from '../api/desk-action';
import { useBillingAccount } from '../api/get-billing-account';
import { dollarsToCents } from '../utils/dollars';
import { ActionDialog, type FieldErrors } from './ActionDialog';
import desk from '~/components/desk/Desk.module.css';
import field from '~/components/ui/Field.module.css';
import styles from './BillingDesk.module.css';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const WHEN = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const day = (iso: string | null) => (iso ? DAY.format(new Date(iso)) : TEXT.none);
const DAY_MS = 86_400_000;

type Open = { kind: 'extendTrial' } | { kind: 'credit' } | { kind: 'payment'; invoiceId: string };

/**
 * /staff/billing/:accountId: one billing account (issue 16, point 6) with its invoices and their
 * lines, quotes and audit trail, and the three audited actions, each in a dialog that asks for a
 * reason and confirms what will change.
 */
export function BillingAccountPage({ accountId }: { accountId: string }) {
  const { data, error, isPending, refetch } = useBillingAccount(accountId);
  const signingIn = useSignInWhenUnauthorized(error, PATHS.teacherSignIn);
  const status = statusOf(error);
  const [open, setOpen] = useState<Open | null>(null);
  const [notice, setNotice] = useState('');

  function done(text: string) {
    return (answer: DeskActionResult) => {
      setOpen(null);
      setNotice(answer.replayed ? ACTIONS.replayed : text);
    };
  }

  return (
    <AppShell
      area={TEXT.area}
      back={{ to: PATHS.staffBilling, label: TEXT.backToList }}
      title={data?.account.name}
    >
      {(isPending || signingIn) && <Skeleton label={TEXT.loadingAccount} lines={8} />}
      {error && !signingIn && (
        <LoadFailed
          message={
            status === 403
              ? TEXT.forbidden
              : status === 404
                ? M.accountNotFound
                : TEXT.accountLoadFailed
          }
          onRetry={status === 403 || status === 404 ? undefined : () => void refetch()}
        />
      )}
      <p className={desk.notice} role="status">
        {notice}
      </p>
      {data && (
        <div className={desk.detail}>
          <div className={desk.stack}>
            <AccountFacts answer={data} />
            <Invoices
              invoices={data.invoices}
              onRecord={(invoiceId) => {
                setNotice('');
                setOpen({ kind: 'payment', invoiceId });
              }}
            />
          </div>
          <div className={desk.stack}>
            <section className={desk.card} aria-labelledby="billing-actions">
              <h2 id="billing-actions">{TEXT.actionsHeading}</h2>
              <div className={styles.actions}>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={!data.account.canExtendTrial}
                  aria-describedby={data.account.canExtendTrial ? undefined : 'trial-unavailable'}
                  onClick={() => {
                    setNotice('');
                    setOpen({ kind: 'extendTrial' });
                  }}
                >
                  {ACTIONS.extendTrial.open}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    setNotice('');
                    setOpen({ kind: 'credit' });
                  }}
                >
                  {ACTIONS.credit.open}
                </Button>
              </div>
              {!data.account.canExtendTrial && (
                <p id="trial-unavailable" className={desk.muted}>
                  {ACTIONS.extendTrial.unavailable}
                </p>
              )}
              {!data.invoices.some((invoice) => invoice.status === 'open') && (
                <p className={desk.muted}>{ACTIONS.markPaid.noOpenInvoices}</p>
              )}
            </section>
            <Quotes answer={data} />
            <AuditTrail answer={data} />
          </div>
        </div>
      )}
      {data && open?.kind === 'extendTrial' && (
        <ExtendTrialDialog
          answer={data}
          onClose={() => setOpen(null)}
          onDone={(until) => done(ACTIONS.extendTrial.done(until))}
        />
      )}
      {data && open?.kind === 'credit' && (
        <CreditDialog
          answer={data}
          onClose={() => setOpen(null)}
          onDone={(amount) => done(ACTIONS.credit.done(amount))}
        />
      )}
      {data && open?.kind === 'payment' && (
        <PaymentDialog
          answer={data}
          invoiceId={open.invoiceId}
          onClose={() => setOpen(null)}
          onDone={(number) => done(ACTIONS.markPaid.done(number))}
        />
      )}
    </AppShell>
  );
}

function AccountFacts({ answer }: { answer: BillingDeskAccountAnswer }) {
  const { account } = answer;
  return (
    <section className={desk.card} aria-labelledby="billing-account">
      <h2 id="billing-account">{TEXT.accountHeading}</h2>
      <dl className={styles.facts}>
        <dt>{TEXT.columns.kind}</dt>
        <dd>{BILLING_KIND_LABELS[account.kind]}</dd>
        <dt>{TEXT.columns.plan}</dt>
        <dd>
          {BILLING_PLAN_LABELS[account.plan]}{' '}
          <span className={styles.badge} data-status={account.status} data-testid="account-status">
            {BILLING_STATUS_LABELS[account.status]}
          </span>
        </dd>
        <dt>{TEXT.period}</dt>
        <dd>{account.period ? BILLING_PERIOD_LABELS[account.period] : TEXT.none}</dd>
        <dt>{TEXT.owner}</dt>
        <dd>{account.ownerEmail ?? TEXT.none}</dd>
        <dt>{TEXT.columns.seats}</dt>
        <dd>{TEXT.seats(account.seatsCounted, account.seatsBilled)}</dd>
        <dt>{TEXT.balance}</dt>
        <dd className={styles.money} data-testid="account-balance">
          {formatUsd(account.balanceCents)}
        </dd>
        <dt>{TEXT.columns.overdue}</dt>
        <dd className={account.overdueInvoices > 0 ? styles.overdue : undefined}>
          {TEXT.overdueCell(account.overdueInvoices, account.oldestOverdueDays)}
        </dd>
        <dt>{TEXT.credit}</dt>
        <dd className={styles.money} data-testid="account-credit">
          {formatUsd(account.creditCents)}
        </dd>
        <dt>{TEXT.trialEnds}</dt>
        <dd data-testid="account-trial-ends">{day(account.trialEndsAt)}</dd>
        <dt>{TEXT.periodEnds}</dt>
        <dd>{day(account.currentPeriodEnd)}</dd>
        {account.pastDueSince && (
          <>
            <dt>{TEXT.pastDueSince}</dt>
            <dd>{day(account.pastDueSince)}</dd>
          </>
        )}
        {account.pausedAt && (
          <>
            <dt>{TEXT.pausedAt}</dt>
            <dd>{day(account.pausedAt)}</dd>
          </>
        )}
        <dt>{TEXT.poNumber}</dt>
        <dd>{account.poNumber ?? TEXT.none}</dd>
        <dt>{TEXT.taxExempt}</dt>
        <dd>{account.taxExempt ? TEXT.yes : TEXT.no}</dd>
        {account.taxExempt && (
          <>
            <dt>{TEXT.taxExemptCertificate}</dt>
            <dd>{account.taxExemptCertificate ?? TEXT.none}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Invoices({
  invoices,
  onRecord,
}: {
  invoices: DeskInvoice[];
  onRecord: (invoiceId: string) => void;
}) {
  const { invoiceColumns: columns } = TEXT;
  return (
    <section className={desk.card} aria-labelledby="billing-invoices">
      <h2 id="billing-invoices">{TEXT.invoicesHeading}</h2>
      {invoices.length === 0 ? (
        <p className={desk.muted}>{TEXT.invoicesEmpty}</p>
      ) : (
        <ul className={styles.invoices}>
          {invoices.map((invoice) => (
            <li key={invoice.id} className={styles.invoice} data-invoice={invoice.number}>
              <div className={styles.invoiceHead}>
                <h3>{invoice.number}</h3>
                <span
                  className={styles.badge}
                  data-status={invoice.overdueDays !== null ? 'open-overdue' : invoice.status}
                >
                  {INVOICE_STATUS_LABELS[invoice.status]}
                </span>
              </div>
              <p className={desk.muted}>
                {columns.issued} {day(invoice.issuedAt)} · {columns.due} {day(invoice.dueAt)} ·{' '}
                {columns.total} {formatUsd(invoice.totalCents)}
                {invoice.poNumber && ` · ${TEXT.poNumber} ${invoice.poNumber}`}
              </p>
              {invoice.overdueDays !== null && (
                <p className={styles.overdue}>{TEXT.overdueBy(invoice.overdueDays)}</p>
              )}
              {invoice.status === 'paid' && invoice.paidVia && (
                <p className={desk.muted}>
                  {TEXT.paidVia(
                    PAYMENT_METHOD_LABELS[invoice.paidVia as OfflinePaymentMethod] ??
                      invoice.paidVia,
                  )}
                  {invoice.paidAt && ` · ${day(invoice.paidAt)}`}
                </p>
              )}
              {invoice.lines.length > 0 && (
                <table className={styles.lines}>
                  <caption className="visually-hidden">{TEXT.invoiceLines(invoice.number)}</caption>
                  <tbody>
                    {invoice.lines.map((line, index) => (
                      <tr key={index}>
                        <td>
                          {line.description}
                          {line.quantity > 1 && ` × ${line.quantity}`}
                        </td>
                        <td className={styles.amount}>{formatUsd(line.amountCents)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {invoice.status === 'open' && (
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onRecord(invoice.id)}
                    aria-label={`${ACTIONS.markPaid.open}: ${invoice.number}`}
                  >
                    {ACTIONS.markPaid.open}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Quotes({ answer }: { answer: BillingDeskAccountAnswer }) {
  return (
    <section className={desk.card} aria-labelledby="billing-quotes">
      <h2 id="billing-quotes">{TEXT.quotesHeading}</h2>
      {answer.quotes.length === 0 ? (
        <p className={desk.muted}>{TEXT.quotesEmpty}</p>
      ) : (
        <ul className={styles.trail}>
          {answer.quotes.map((quote) => (
            <li key={quote.id}>
              <strong>{quote.number}</strong> · {QUOTE_STATUS_LABELS[quote.status]} ·{' '}
              {formatUsd(quote.totalCents)}
              <span className={desk.when}>
                {quote.poNumber ? `${TEXT.poNumber} ${quote.poNumber} · ` : ''}
                {day(quote.validUntil)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AuditTrail({ answer }: { answer: BillingDeskAccountAnswer }) {
  return (
    <section className={desk.card} aria-labelledby="billing-audit">
      <h2 id="billing-audit">{TEXT.auditHeading}</h2>
      {answer.audit.length === 0 ? (
        <p className={desk.muted}>{TEXT.auditEmpty}</p>
      ) : (
        <ol className={styles.trail} data-testid="audit-trail">
          {answer.audit.map((entry) => (
            <li key={entry.id}>
              <strong>{entry.label}</strong>
              <span className={desk.when}>
                {WHEN.format(new Date(entry.createdAt))}
                {entry.actorEmail && ` · ${TEXT.auditBy(entry.actorEmail)}`}
              </span>
              {entry.summary && <span className={desk.when}>{entry.summary}</span>}
              {entry.reason && <span>“{entry.reason}”</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A labelled input in the dialogs, its error linked. */
function DialogInput({
  id,
  label,
  value,
  onChange,
  error,
  inputMode,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  inputMode?: 'numeric' | 'decimal';
}) {
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <input
        id={id}
        className={field.input}
        value={value}
        inputMode={inputMode}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={field.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function ExtendTrialDialog({
  answer,
  onClose,
  onDone,
}: {
  answer: BillingDeskAccountAnswer;
  onClose: () => void;
  onDone: (until: string) => (result: DeskActionResult) => void;
}) {
  const { mutateAsync } = useDeskAction();
  const [days, setDays] = useState('14');
  // The trial runs on from its end, or from when the dialog opened if it has ended.
  const [opened] = useState(() => Date.now());
  const count = Number(days);
  const from = Math.max(
    answer.account.trialEndsAt ? Date.parse(answer.account.trialEndsAt) : 0,
    opened,
  );
  const until = DAY.format(new Date(from + count * DAY_MS));
  return (
    <ActionDialog
      title={ACTIONS.extendTrial.title}
      submitLabel={ACTIONS.extendTrial.submit}
      fields={(errors: FieldErrors) => (
        <DialogInput
          id="desk-days"
          label={ACTIONS.extendTrial.daysLabel}
          value={days}
          onChange={setDays}
          error={errors.days}
          inputMode="numeric"
        />
      )}
      review={() =>
        Number.isInteger(count) &&
        count >= TRIAL_EXTENSION_DAYS.min &&
        count <= TRIAL_EXTENSION_DAYS.max
          ? { confirm: ACTIONS.extendTrial.confirm(count, until) }
          : { errors: { days: M.daysRange } }
      }
      submit={(key, reason) =>
        mutateAsync({
          kind: 'extendTrial',
          accountId: answer.account.id,
          body: { key, reason, days: count },
        })
      }
      onDone={(result) =>
        onDone(
          result.account.trialEndsAt ? DAY.format(new Date(result.account.trialEndsAt)) : until,
        )(result)
      }
      onClose={onClose}
    />
  );
}

function CreditDialog({
  answer,
  onClose,
  onDone,
}: {
  answer: BillingDeskAccountAnswer;
  onClose: () => void;
  onDone: (amount: string) => (result: DeskActionResult) => void;
}) {
  const { mutateAsync } = useDeskAction();
  const [amount, setAmount] = useState('');
  const cents = dollarsToCents(amount);
  return (
    <ActionDialog
      title={ACTIONS.credit.title}
      submitLabel={ACTIONS.credit.submit}
      fields={(errors: FieldErrors) => (
        <DialogInput
          id="desk-credit"
          label={ACTIONS.credit.amountLabel}
          value={amount}
          onChange={setAmount}
          error={errors.cents}
          inputMode="decimal"
        />
      )}
      review={() =>
        cents === null || cents < 1
          ? { errors: { cents: M.creditPositive } }
          : cents > MAX_DESK_CREDIT_CENTS
            ? { errors: { cents: M.creditTooLarge } }
            : { confirm: ACTIONS.credit.confirm(formatUsd(cents), answer.account.name) }
      }
      submit={(key, reason) =>
        mutateAsync({
          kind: 'credit',
          accountId: answer.account.id,
          body: { key, reason, cents: cents ?? 0 },
        })
      }
      onDone={onDone(formatUsd(cents ?? 0))}
      onClose={onClose}
    />
  );
}

function PaymentDialog({
  answer,
  invoiceId,
  onClose,
  onDone,
}: {
  answer: BillingDeskAccountAnswer;
  invoiceId: string;
  onClose: () => void;
  onDone: (number: string) => (result: DeskActionResult) => void;
}) {
  const { mutateAsync } = useDeskAction();
  const invoice = answer.invoices.find((row) => row.id === invoiceId);
  const [method, setMethod] = useState<OfflinePaymentMethod | ''>('');
  const [reference, setReference] = useState('');
  if (!invoice) return null;
  const amount = formatUsd(invoice.totalCents - invoice.amountPaidCents);
  return (
    <ActionDialog
      title={ACTIONS.markPaid.title}
      submitLabel={ACTIONS.markPaid.submit}
      fields={(errors: FieldErrors) => (
        <>
          <p className={desk.muted}>
            {ACTIONS.markPaid.invoiceLabel}: {invoice.number} · {amount}
          </p>
          <div className={field.field}>
            <label htmlFor="desk-method" className={field.label}>
              {ACTIONS.markPaid.methodLabel}
            </label>
            <select
              id="desk-method"
              className={field.input}
              value={method}
              aria-invalid={errors.method ? true : undefined}
              aria-describedby={errors.method ? 'desk-method-error' : undefined}
              onChange={(event) => setMethod(event.target.value as OfflinePaymentMethod | '')}
            >
              <option value="">{ACTIONS.markPaid.choose}</option>
              {OFFLINE_PAYMENT_METHODS.map((value) => (
                <option key={value} value={value}>
                  {ACTIONS.markPaid.methodOptions[value]}
                </option>
              ))}
            </select>
            {errors.method && (
              <p id="desk-method-error" className={field.error}>
                {errors.method}
              </p>
            )}
          </div>
          <DialogInput
            id="desk-reference"
            label={ACTIONS.markPaid.referenceLabel}
            value={reference}
            onChange={setReference}
            error={errors.reference ?? errors.invoice}
          />
        </>
      )}
      review={() => {
        const errors: FieldErrors = {};
        if (!method) errors.method = M.methodRequired;
        if (!reference.trim()) errors.reference = M.referenceRequired;
        return method && reference.trim()
          ? {
              confirm: ACTIONS.markPaid.confirm(
                invoice.number,
                amount,
                PAYMENT_METHOD_LABELS[method],
              ),
            }
          : { errors };
      }}
      submit={(key, reason) =>
        mutateAsync({
          kind: 'offlinePayment',
          accountId: answer.account.id,
          invoiceId: invoice.id,
          body: { key, reason, method: method || 'check', reference: reference.trim() },
        })
      }
      onDone={onDone(invoice.number)}
      onClose={onClose}
    />
  );
}
