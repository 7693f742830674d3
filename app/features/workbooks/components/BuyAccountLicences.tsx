import { useId, useRef, useState } from 'react';
import { formatDollars } from '@common/billing/plans';
import { WORKBOOK_BILLING_COPY as COPY, WORKBOOK_COPY } from '@common/copy/workbooks';
import type { AccountWorkbooks } from '@common/schemas/billing-workbooks';
import type { WorkbookQuote } from '@common/schemas/workbooks';
import { Button } from '~/components/ui/Button';
import { ApiError } from '~/lib/api';
import { useAccountPurchase, useAccountQuote } from '../api/account-licences';
import type { CardFieldComponent, CardHandle } from './WorkbooksTab';
import { payForLicences } from './pay-for-licences';
import styles from './WorkbooksTab.module.css';

const messageOf = (error: unknown, fallback: string) =>
  (error instanceof ApiError && Object.values(error.body.errors ?? {})[0]) || fallback;

/**
 * "Buy licences" on the billing page (issue 16, point 8): the workbook, the class (its roster is
 * the default number) or another number, the server's total and the terms, then the card or the
 * next invoice, through the same purchase as the class's Workbooks tab.
 */
export function BuyAccountLicences({
  summary,
  CardField,
}: {
  summary: AccountWorkbooks;
  CardField: CardFieldComponent;
}) {
  const id = useId();
  const first = summary.classes[0];
  const [workbookId, setWorkbookId] = useState(summary.workbooks[0]?.id ?? '');
  const [classId, setClassId] = useState(first?.id ?? '');
  const [quantity, setQuantity] = useState(String(Math.max(1, first?.students ?? 1)));
  const [quote, setQuote] = useState<(WorkbookQuote & { classId: string }) | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const card = useRef<CardHandle>(null);
  const pricing = useAccountQuote();
  const { buy, confirm } = useAccountPurchase();
  const invoiced = summary.collectionMethod === 'send_invoice';

  if (summary.classes.length === 0) return <p className={styles.muted}>{COPY.noClasses}</p>;

  function chooseClass(chosen: string) {
    setClassId(chosen);
    const roster = summary.classes.find((klass) => klass.id === chosen)?.students ?? 1;
    setQuantity(String(Math.max(1, roster)));
  }

  async function review() {
    setError(null);
    setDone(null);
    try {
      const priced = await pricing.mutateAsync({ classId, workbookId, quantity });
      setQuote({ ...priced, classId });
      setKey(crypto.randomUUID());
    } catch (caught) {
      setError(messageOf(caught, COPY.loadFailed));
    }
  }

  function finished(count: number) {
    setQuote(null);
    setPaying(false);
    setDone(`${COPY.bought(count)}${invoiced ? ` ${COPY.invoicedNote}` : ''}`);
  }

  async function purchase() {
    if (!quote || paying) return;
    setPaying(true);
    setError(null);
    setCardError(null);
    try {
      const bought = await buy.mutateAsync({
        classId: quote.classId,
        workbookId: quote.workbookId,
        quantity: quote.quantity,
        idempotencyKey: key,
      });
      const payment = await payForLicences(bought, card.current, confirm.mutateAsync);
      if (payment.outcome === 'bought') return finished(payment.quantity);
      setPaying(false);
      if (payment.outcome === 'card-refused') setCardError(payment.message);
      else setError(WORKBOOK_COPY.notPaidYet);
    } catch (caught) {
      setPaying(false);
      setError(messageOf(caught, COPY.loadFailed));
    }
  }

  return (
    <div className={styles.buy} data-testid="buy-workbook-licences">
      <h3 className={styles.subheading}>{COPY.buyHeading}</h3>
      <div className={styles.field}>
        <label htmlFor={`${id}-workbook`} className={styles.label}>
          {WORKBOOK_COPY.workbookLabel}
        </label>
        <select
          id={`${id}-workbook`}
          className={styles.input}
          value={workbookId}
          disabled={quote !== null}
          onChange={(event) => setWorkbookId(event.target.value)}
        >
          {summary.workbooks.map((workbook) => (
            <option key={workbook.id} value={workbook.id}>
              {COPY.courseTitle(workbook.course, workbook.title)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-class`} className={styles.label}>
            {COPY.classLabel}
          </label>
          <select
            id={`${id}-class`}
            className={styles.input}
            value={classId}
            disabled={quote !== null}
            onChange={(event) => chooseClass(event.target.value)}
          >
            {summary.classes.map((klass) => (
              <option key={klass.id} value={klass.id}>
                {COPY.classOption(klass.title, klass.students)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-quantity`} className={styles.label}>
            {WORKBOOK_COPY.quantityLabel}
          </label>
          <input
            id={`${id}-quantity`}
            className={styles.input}
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            value={quantity}
            disabled={quote !== null}
            aria-describedby={`${id}-quantity-hint`}
            onChange={(event) => setQuantity(event.target.value)}
          />
          <p id={`${id}-quantity-hint`} className={styles.hint}>
            {COPY.quantityHint}
          </p>
        </div>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p className={styles.success} role="status">
        {done}
      </p>
      {quote === null ? (
        <Button onClick={() => void review()} disabled={pricing.isPending || !workbookId}>
          {pricing.isPending ? WORKBOOK_COPY.reviewing : WORKBOOK_COPY.review}
        </Button>
      ) : (
        <div className={styles.review} aria-busy={paying}>
          <p className={styles.total}>
            {WORKBOOK_COPY.total}:{' '}
            <strong data-testid="account-licence-total">{quote.sentence}</strong>
          </p>
          <p className={styles.terms}>{WORKBOOK_COPY.terms}</p>
          {!invoiced && <CardField ref={card} error={cardError} />}
          <div className={styles.actions}>
            <Button onClick={() => void purchase()} disabled={paying}>
              {paying
                ? invoiced
                  ? WORKBOOK_COPY.adding
                  : WORKBOOK_COPY.paying
                : invoiced
                  ? WORKBOOK_COPY.addToInvoice
                  : `${WORKBOOK_COPY.payWithCard} ${formatDollars(quote.amountCents)}`}
            </Button>
            <Button variant="ghost" onClick={() => setQuote(null)} disabled={paying}>
              {WORKBOOK_COPY.cancel}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
