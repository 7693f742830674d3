import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { PERIOD_WORDS } from '@common/billing/choice';
import {
  canSwitchPeriod,
  formatDollars,
  standardAmountCents,
  type BillingPeriod,
} from '@common/billing/plans';
import { billingDate } from '@common/copy/billing-documents';
import { BILLING_PAGE_COPY as COPY } from '@common/copy/billing-pages';
import type { AcceptQuoteBody, BillingQuote } from '@common/schemas/billing';
import { Button, ButtonLink } from '~/components/ui/Button';
import { InputField } from '~/components/ui/FormField';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { EmptyState } from '~/components/ui/EmptyState';
import type {
  BillingAccountView,
  BillingInvoice,
  BillingView as Billing,
} from '../api/get-billing';
import { isOverdue, overdueInvoice, planLine } from '../utils/plan-words';
import { useAction } from './use-action';
import styles from './Billing.module.css';

/** What the page's buttons do; each answers an error message, or null when it went well. */
export interface BillingActions {
  choose(period: BillingPeriod): Promise<string | null>;
  startTrial(): Promise<string | null>;
  switchPeriod(period: BillingPeriod): Promise<string | null>;
  manage(): Promise<string | null>;
  pay(): Promise<string | null>;
  requestQuote(period: BillingPeriod): Promise<string | null>;
  /** Accepts a quote with the school's PO (and its tax exemption): Standard is active now. */
  acceptQuote(quoteId: string, body: AcceptQuoteBody): Promise<string | null>;
}

export interface BillingViewProps {
  billing: Billing;
  quotes: readonly BillingQuote[] | undefined;
  now: Date;
  /** `?start=`: the Standard choice to open on, ready to confirm. */
  start?: BillingPeriod | null;
  /** `?return=`: where "Not now" leads (a path of this site). */
  returnTo?: string | null;
  actions: BillingActions;
  /** The workbook licences section (the workbooks feature's, composed by the route). */
  workbooks?: ReactNode;
  /** The school or parish section: near the top for a school's teachers, last for managers. */
  school?: ReactNode;
}

/**
 * /teacher/billing (issue 16, point 1): the plan and its status in words, a paused account's
 * reason and its one "Pay now", the Standard choices and the trial on Small Class, how the
 * seats were counted, the next charge, invoices and receipts, quotes for purchase orders.
 * People who cannot manage the account read it without the buttons.
 */
export function BillingView({
  billing,
  quotes,
  now,
  start,
  returnTo,
  actions,
  workbooks,
  school,
}: BillingViewProps) {
  const { account, invoices } = billing;
  const manage = account.canManage;
  const paused = account.status === 'paused';
  const choosing =
    manage &&
    !paused &&
    (account.status === 'free' || account.status === 'canceled' || account.status === 'trialing');

  return (
    <div className={styles.layout}>
      {paused && <PausedNotice account={account} invoices={invoices} now={now} actions={actions} />}
      {account.status === 'past_due' && (
        <PastDueNotice account={account} canPay={manage} actions={actions} />
      )}
      <PlanPanel account={account} now={now} actions={actions} />
      {!manage && (
        <p className={styles.note} data-testid="billing-read-only">
          {COPY.readOnly}
        </p>
      )}
      {!manage && school}
      {choosing && (
        <PlanChoices
          account={account}
          start={start ?? null}
          returnTo={returnTo ?? null}
          actions={actions}
        />
      )}
      <SeatsPanel account={account} />
      {manage && workbooks}
      <InvoicesPanel invoices={invoices} now={now} />
      {manage && !paused && <QuotesPanel quotes={quotes} invoices={invoices} actions={actions} />}
      {manage && school}
    </div>
  );
}

function PausedNotice({
  account,
  invoices,
  now,
  actions,
}: {
  account: BillingAccountView;
  invoices: readonly BillingInvoice[];
  now: Date;
  actions: BillingActions;
}) {
  const pay = useAction(actions.pay);
  return (
    <section className={styles.alert} aria-labelledby="paused-title" data-testid="billing-paused">
      <h2 id="paused-title" className={styles.alertTitle}>
        {COPY.pausedTitle}
      </h2>
      <p>{COPY.pausedBecause(overdueInvoice(invoices, now))}</p>
      <p>{COPY.pausedStudents(account.pausedStudents)}</p>
      <p>{COPY.nothingDeleted}</p>
      {account.pausedDeletion && (
        <p data-testid="billing-paused-deletion">
          {COPY.pausedDeletion(
            account.pausedDeletion.on,
            account.pausedDeletion.students.map((student) => student.name),
          )}
        </p>
      )}
      {account.canManage ? (
        <>
          <Button onClick={() => void pay.run()} disabled={pay.busy}>
            {pay.busy ? COPY.payBusy : COPY.payNow}
          </Button>
          {pay.error && (
            <p className={styles.error} role="alert">
              {pay.error}
            </p>
          )}
        </>
      ) : null}
    </section>
  );
}

function PastDueNotice({
  account,
  canPay,
  actions,
}: {
  account: BillingAccountView;
  canPay: boolean;
  actions: BillingActions;
}) {
  const pay = useAction(actions.pay);
  return (
    <section className={styles.alert} aria-labelledby="past-due-title">
      <h2 id="past-due-title" className={styles.alertTitle}>
        {COPY.pastDueTitle}
      </h2>
      <p>{COPY.pastDueText(account.pastDueSince ?? new Date().toISOString())}</p>
      {canPay && (
        <Button onClick={() => void pay.run()} disabled={pay.busy}>
          {pay.busy ? COPY.payBusy : COPY.payNow}
        </Button>
      )}
      {pay.error && (
        <p className={styles.error} role="alert">
          {pay.error}
        </p>
      )}
    </section>
  );
}

function PlanPanel({
  account,
  now,
  actions,
}: {
  account: BillingAccountView;
  now: Date;
  actions: BillingActions;
}) {
  const manage = useAction(actions.manage);
  const standardOn = account.status === 'active' || account.status === 'past_due';
  const canChange = account.canManage && account.status !== 'paused';
  return (
    <section className={styles.panel} aria-labelledby="plan-title">
      <h2 id="plan-title" className={styles.panelTitle}>
        {COPY.statusLabel}
      </h2>
      <p className={styles.plan} data-testid="billing-plan">
        {planLine(account, now)}
      </p>
      {account.status === 'trialing' && account.trialEndsAt && (
        <p className={styles.note}>{COPY.trialEnds(account.trialEndsAt)}</p>
      )}
      {account.status === 'canceled' && <p className={styles.note}>{COPY.canceledText}</p>}
      <h3 className={styles.subTitle}>{COPY.nextChargeTitle}</h3>
      <p data-testid="billing-next-charge">
        {account.nextCharge
          ? `${COPY.nextCharge(account.nextCharge.amountCents, account.nextCharge.on)} · ${account.nextCharge.description}`
          : COPY.noNextCharge}
      </p>
      {account.creditCents > 0 && <p>{COPY.credit(account.creditCents)}</p>}
      {account.poNumber && <p>{COPY.poNumber(account.poNumber)}</p>}
      {account.taxExempt && <p>{COPY.taxExempt}</p>}
      {canChange && standardOn && (
        <>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void manage.run()} disabled={manage.busy}>
              {manage.busy ? COPY.manageBusy : COPY.manage}
            </Button>
          </div>
          {manage.error && (
            <p className={styles.error} role="alert">
              {manage.error}
            </p>
          )}
          {account.period &&
            account.status === 'active' &&
            canSwitchPeriod(account.collectionMethod) && (
              <SwitchPeriod account={account} period={account.period} actions={actions} />
            )}
        </>
      )}
    </section>
  );
}

/** Monthly ⇄ annual, with proration explained and confirmed. */
export function SwitchPeriod({
  account,
  period,
  actions,
}: {
  account: BillingAccountView;
  period: BillingPeriod;
  actions: Pick<BillingActions, 'switchPeriod'>;
}) {
  const other: BillingPeriod = period === 'month' ? 'year' : 'month';
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const seats = Math.max(account.seats.counted, account.seats.billed);
  return (
    <div>
      <h3 className={styles.subTitle}>{COPY.switchTitle}</h3>
      <p>{PERIOD_WORDS[period].adjective}</p>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {COPY.switchTo(other)}
      </Button>
      <p className={styles.success} role="status">
        {done}
      </p>
      <ConfirmDialog
        open={open}
        title={COPY.switchConfirmTitle(other)}
        description={COPY.switchExplain(other, seats, standardAmountCents(seats, other))}
        confirmLabel={COPY.switchConfirm}
        cancelLabel={COPY.cancelChoice}
        onConfirm={async () => {
          const failure = await actions.switchPeriod(other);
          if (!failure) {
            setOpen(false);
            setDone(COPY.switched(other));
          }
          return failure;
        }}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

function PlanChoices({
  account,
  start,
  returnTo,
  actions,
}: {
  account: BillingAccountView;
  start: BillingPeriod | null;
  returnTo: string | null;
  actions: BillingActions;
}) {
  const [chosen, setChosen] = useState<BillingPeriod | null>(start);
  const choose = useAction(actions.choose);
  const trial = useAction(actions.startTrial);
  const [trialDone, setTrialDone] = useState(false);
  const termsId = useId();
  // Standard charges every counted student once there are more than five.
  const seats = Math.max(account.seats.counted, account.seats.free + 1);
  return (
    <section className={styles.panel} aria-labelledby="choose-title" data-testid="billing-choices">
      <h2 id="choose-title" className={styles.panelTitle}>
        {COPY.chooseTitle}
      </h2>
      <p className={styles.muted}>{COPY.chooseIntro}</p>
      <div className={styles.choices}>
        {(['month', 'year'] as const).map((period) => (
          <div
            key={period}
            className={`${styles.choice} ${chosen === period ? styles.choiceSelected : ''}`}
            data-testid={`choice-${period}`}
          >
            <p className={styles.choiceTitle}>{COPY.choice(period)}</p>
            <p>{COPY.choicePrice(seats, period, standardAmountCents(seats, period))}</p>
            {chosen === period ? (
              <>
                <p id={termsId} className={styles.terms}>
                  {COPY.terms}
                </p>
                <div className={styles.actions}>
                  <Button
                    onClick={() => void choose.run(period)}
                    disabled={choose.busy}
                    aria-describedby={termsId}
                  >
                    {choose.busy ? COPY.agreeBusy : COPY.agree}
                  </Button>
                  {returnTo ? (
                    <ButtonLink href={returnTo} variant="ghost">
                      {COPY.cancelChoice}
                    </ButtonLink>
                  ) : (
                    <Button variant="ghost" onClick={() => setChosen(null)}>
                      {COPY.cancelChoice}
                    </Button>
                  )}
                </div>
                {choose.error && (
                  <p className={styles.error} role="alert">
                    {choose.error}
                  </p>
                )}
              </>
            ) : (
              <Button variant="secondary" onClick={() => setChosen(period)}>
                {COPY.choose(period)}
              </Button>
            )}
          </div>
        ))}
        {account.trialAvailable && account.status === 'free' && (
          <div className={styles.choice} data-testid="choice-trial">
            <p className={styles.choiceTitle}>{COPY.trialTitle}</p>
            <p>{COPY.trialText}</p>
            <Button
              variant="secondary"
              disabled={trial.busy || trialDone}
              onClick={async () => setTrialDone((await trial.run()) === null)}
            >
              {trial.busy ? COPY.trialBusy : COPY.startTrial}
            </Button>
            <p className={styles.success} role="status">
              {trialDone ? COPY.trialStarted : null}
            </p>
            {trial.error && (
              <p className={styles.error} role="alert">
                {trial.error}
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

function SeatsPanel({ account }: { account: BillingAccountView }) {
  const { seats } = account;
  return (
    <section className={styles.panel} aria-labelledby="seats-title" data-testid="billing-seats">
      <h2 id="seats-title" className={styles.panelTitle}>
        {COPY.seatsTitle}
      </h2>
      <p className={styles.plan}>{COPY.seatsSummary(seats.counted, seats.countedAt)}</p>
      <p className={styles.muted}>{COPY.seatsHow}</p>
      {account.classes.length === 0 ? (
        <p>{COPY.noClasses}</p>
      ) : (
        <ul className={styles.classes}>
          {account.classes.map((klass) => (
            <li key={klass.id} className={styles.classRow}>
              <span>{klass.title}</span>
              <span className={styles.muted}>{COPY.classStudents(klass.students)}</span>
            </li>
          ))}
        </ul>
      )}
      {account.sharedStudents > 0 && <p>{COPY.sharedStudents(account.sharedStudents)}</p>}
      <p className={styles.muted}>{COPY.archivedNote}</p>
      {account.plan === 'small' ? (
        <p>{COPY.freeSeats(seats.counted)}</p>
      ) : (
        <p>
          {COPY.billedSeats(seats.billed)}
          {seats.allowance !== null && (
            <>
              {'. '}
              {COPY.allowance(seats.allowance)}
            </>
          )}
        </p>
      )}
    </section>
  );
}

function InvoicesPanel({ invoices, now }: { invoices: readonly BillingInvoice[]; now: Date }) {
  const columns = COPY.invoiceColumns;
  return (
    <section className={styles.panel} aria-labelledby="invoices-title">
      <h2 id="invoices-title" className={styles.panelTitle}>
        {COPY.invoicesTitle}
      </h2>
      {invoices.length === 0 ? (
        <EmptyState title={COPY.invoicesEmpty}>{COPY.invoicesEmptyNote}</EmptyState>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="billing-invoices">
            <thead>
              <tr>
                <th scope="col">{columns.number}</th>
                <th scope="col">{columns.date}</th>
                <th scope="col" className={styles.amount}>
                  {columns.amount}
                </th>
                <th scope="col">{columns.status}</th>
                <th scope="col">{columns.pdf}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td data-label={columns.number}>{invoice.number}</td>
                  <td data-label={columns.date}>{billingDate(invoice.issuedAt)}</td>
                  <td data-label={columns.amount} className={styles.amount}>
                    {formatDollars(invoice.totalCents)}
                  </td>
                  <td data-label={columns.status}>
                    {isOverdue(invoice, now) ? COPY.overdue : COPY.invoiceStatus[invoice.status]}
                  </td>
                  <td data-label={columns.pdf}>
                    {invoice.pdfUrl ? (
                      <a href={invoice.pdfUrl} aria-label={COPY.pdf(invoice.number)}>
                        {columns.pdf}
                      </a>
                    ) : (
                      <span className={styles.muted}>{COPY.pdfPending}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function QuotesPanel({
  quotes,
  invoices,
  actions,
}: {
  quotes: readonly BillingQuote[] | undefined;
  invoices: readonly BillingInvoice[];
  actions: BillingActions;
}) {
  const [period, setPeriod] = useState<BillingPeriod>('year');
  const [accepted, setAccepted] = useState<string | null>(null);
  const request = useAction(actions.requestQuote);
  const selectId = useId();
  const done = accepted ? quotes?.find((quote) => quote.id === accepted) : undefined;
  const invoice = done
    ? invoices.find((row) => row.kind === 'quote' && row.poNumber === done.poNumber)
    : undefined;
  return (
    <section className={styles.panel} aria-labelledby="quotes-title">
      <h2 id="quotes-title" className={styles.panelTitle}>
        {COPY.quotesTitle}
      </h2>
      <p className={styles.muted}>{COPY.quotesIntro}</p>
      <div className={styles.actions}>
        <label htmlFor={selectId} className="visually-hidden">
          {COPY.quotePeriodLabel}
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={period}
          onChange={(event) => setPeriod(event.target.value === 'month' ? 'month' : 'year')}
        >
          <option value="year">{COPY.choice('year')}</option>
          <option value="month">{COPY.choice('month')}</option>
        </select>
        <Button
          variant="secondary"
          onClick={() => void request.run(period)}
          disabled={request.busy}
        >
          {request.busy ? COPY.requestQuoteBusy : COPY.requestQuote}
        </Button>
      </div>
      {request.error && (
        <p className={styles.error} role="alert">
          {request.error}
        </p>
      )}
      <div role="status" data-testid="quote-accepted">
        {done && (
          <div className={styles.accepted}>
            <p className={styles.success}>{COPY.accepted(done.number)}</p>
            {invoice && (
              <p>
                {COPY.acceptedInvoice(invoice.number, invoice.dueAt, invoice.poNumber)}{' '}
                {invoice.pdfUrl && (
                  <a href={invoice.pdfUrl} aria-label={COPY.pdf(invoice.number)}>
                    {COPY.invoiceColumns.pdf}
                  </a>
                )}
              </p>
            )}
          </div>
        )}
      </div>
      {quotes && quotes.length > 0 && (
        <ul className={styles.quotes} data-testid="billing-quotes">
          {quotes.map((quote) => (
            <QuoteRow
              key={quote.id}
              quote={quote}
              actions={actions}
              onAccepted={() => setAccepted(quote.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One quote: its number (the PDF), seats, total and date, and "Enter PO number" while open. */
function QuoteRow({
  quote,
  actions,
  onAccepted,
}: {
  quote: BillingQuote;
  actions: BillingActions;
  onAccepted: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <li className={styles.quote} data-testid={`quote-${quote.number}`}>
      <p className={styles.quoteLine}>
        <a href={quote.pdfUrl} aria-label={COPY.openQuote(quote.number)}>
          {quote.number}
        </a>{' '}
        · {COPY.quoteRow(quote.seats, quote.period, quote.totalCents, quote.validUntil)} ·{' '}
        {COPY.quoteStatus[quote.status]}
        {quote.poNumber && ` · ${COPY.poNumber(quote.poNumber)}`}
      </p>
      {quote.status === 'expired' && <p className={styles.muted}>{COPY.quoteExpiredNote}</p>}
      {quote.status === 'open' && !open && (
        <div>
          <Button
            variant="secondary"
            size="sm"
            aria-label={COPY.enterPoFor(quote.number)}
            onClick={() => setOpen(true)}
          >
            {COPY.enterPo}
          </Button>
        </div>
      )}
      {quote.status === 'open' && open && (
        <PoForm
          quote={quote}
          actions={actions}
          onCancel={() => setOpen(false)}
          onAccepted={() => {
            setOpen(false);
            onAccepted();
          }}
        />
      )}
    </li>
  );
}

/** The PO number, and the tax exemption with its certificate; checked here, then by the server. */
function PoForm({
  quote,
  actions,
  onCancel,
  onAccepted,
}: {
  quote: BillingQuote;
  actions: BillingActions;
  onCancel: () => void;
  onAccepted: () => void;
}) {
  const id = useId();
  const [po, setPo] = useState('');
  const [exempt, setExempt] = useState(false);
  const [certificate, setCertificate] = useState('');
  const [errors, setErrors] = useState<{ po?: string; certificate?: string }>({});
  const accept = useAction(actions.acceptQuote);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const poNumber = po.trim();
    const cert = certificate.trim();
    const found: { po?: string; certificate?: string } = {};
    if (!poNumber) found.po = COPY.poRequired;
    else if (poNumber.length > 60) found.po = COPY.poTooLong;
    if (exempt && !cert) found.certificate = COPY.certificateRequired;
    else if (exempt && cert.length > 80) found.certificate = COPY.certificateTooLong;
    setErrors(found);
    if (found.po || found.certificate) return;
    const failure = await accept.run(quote.id, {
      poNumber,
      ...(exempt ? { taxExempt: { certificate: cert } } : {}),
    });
    if (!failure) onAccepted();
  }

  return (
    <form
      className={styles.poForm}
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <h3 id={`${id}-title`} className={styles.subTitle}>
        {COPY.poTitle(quote.number)}
      </h3>
      <InputField
        id={`${id}-po`}
        label={COPY.poLabel}
        hint={COPY.poHint}
        value={po}
        onChange={setPo}
        error={errors.po}
      />
      <div className={styles.checkbox}>
        <input
          id={`${id}-exempt`}
          type="checkbox"
          checked={exempt}
          onChange={(event) => setExempt(event.target.checked)}
        />
        <label htmlFor={`${id}-exempt`}>{COPY.taxExemptLabel}</label>
      </div>
      {exempt && (
        <InputField
          id={`${id}-certificate`}
          label={COPY.certificateLabel}
          value={certificate}
          onChange={setCertificate}
          error={errors.certificate}
        />
      )}
      <p className={styles.muted}>{COPY.acceptTerms}</p>
      <div className={styles.actions}>
        <Button type="submit" disabled={accept.busy}>
          {accept.busy ? COPY.acceptBusy : COPY.acceptQuote}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={accept.busy}>
          {COPY.acceptCancel}
        </Button>
      </div>
      {accept.error && (
        <p className={styles.error} role="alert">
          {accept.error}
        </p>
      )}
    </form>
  );
}
