import { useRef, useState, type ReactNode } from 'react';
import { formatDollars } from '@common/billing/plans';
import { WORKBOOK_BILLING_COPY, WORKBOOK_COPY as COPY } from '@common/copy/workbooks';
import type { PurchaseAnswer, WorkbookQuote } from '@common/schemas/workbooks';
import { Button } from '~/components/ui/Button';
import { messageOf } from '~/lib/api';
import type { CardFieldComponent, CardHandle } from './WorkbooksTab';
import { payForLicences } from './pay-for-licences';
import styles from './WorkbooksTab.module.css';

/** What the form holds when its price is asked: the workbook and the number as typed. */
export interface LicenceOrder {
  workbookId: string;
  quantity: string;
}

/** Where a licence purchase form starts, what it asks of the server, and what it says. */
export interface LicencePurchaseSetup<TQuote extends WorkbookQuote> extends LicenceOrder {
  /** The price is being asked (the quote call is running). */
  reviewing: boolean;
  /** The server's price for the order. */
  price: (order: LicenceOrder) => Promise<TQuote>;
  /** Buys what the quote priced; the key makes a retry the same purchase. */
  buy: (quote: TQuote, idempotencyKey: string) => Promise<PurchaseAnswer>;
  /** Asks the server again once the card has paid. */
  confirm: (purchaseId: string) => Promise<PurchaseAnswer>;
  /** What a refusal says when the server gives no words of its own. */
  failed: string;
  /** What is said once the licences are bought. */
  bought: (count: number) => string;
}

/**
 * A licence purchase form, the same on the class's Workbooks tab and the billing page (issue
 * 16, point 8): the workbook and the number, the server's quote, then one purchase per quote (a
 * new key each time) paid through payForLicences, with the form's and the card's failures and
 * the sentence once it is done.
 */
export function useLicencePurchase<TQuote extends WorkbookQuote>(
  setup: LicencePurchaseSetup<TQuote>,
) {
  const [workbookId, setWorkbookId] = useState(setup.workbookId);
  const [quantity, setQuantity] = useState(setup.quantity);
  const [quote, setQuote] = useState<TQuote | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  async function review() {
    setError(null);
    setDone(null);
    try {
      setQuote(await setup.price({ workbookId, quantity }));
      setKey(crypto.randomUUID());
    } catch (caught) {
      setError(messageOf(caught, setup.failed));
    }
  }

  function finished(count: number) {
    setQuote(null);
    setPaying(false);
    setDone(setup.bought(count));
  }

  /** Buys the quoted licences, paying with the card field's card unless the account is invoiced. */
  async function purchase(card: CardHandle | null) {
    if (!quote || paying) return;
    setPaying(true);
    setError(null);
    setCardError(null);
    try {
      const bought = await setup.buy(quote, key);
      const payment = await payForLicences(bought, card, setup.confirm);
      if (payment.outcome === 'bought') return finished(payment.quantity);
      setPaying(false);
      if (payment.outcome === 'card-refused') setCardError(payment.message);
      else setError(COPY.notPaidYet);
    } catch (caught) {
      setPaying(false);
      setError(messageOf(caught, setup.failed));
    }
  }

  return {
    workbookId,
    setWorkbookId,
    quantity,
    setQuantity,
    reviewing: setup.reviewing,
    quote,
    error,
    cardError,
    done,
    paying,
    review,
    purchase,
    cancel: () => setQuote(null),
  };
}

export type LicencePurchase = ReturnType<typeof useLicencePurchase>;

/** A purchase form's field: its label, then the control (and whatever follows it). */
export function LicenceField({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A control's own attributes: its id, the design system's input, fixed once priced. */
export const controlOf = (id: string, purchase: LicencePurchase) => ({
  id,
  className: styles.input,
  disabled: purchase.quote !== null,
});

interface FieldProps {
  /** The form's id, before each field's own suffix. */
  id: string;
  purchase: LicencePurchase;
}

/** The workbook to buy licences for, each as "Course I: its title"; fixed once priced. */
export function WorkbookField({ id, purchase, workbooks }: FieldProps & { workbooks: Workbooks }) {
  return (
    <LicenceField id={`${id}-workbook`} label={COPY.workbookLabel}>
      <select
        {...controlOf(`${id}-workbook`, purchase)}
        value={purchase.workbookId}
        onChange={(event) => purchase.setWorkbookId(event.target.value)}
      >
        {workbooks.map((workbook) => (
          <option key={workbook.id} value={workbook.id}>
            {WORKBOOK_BILLING_COPY.courseTitle(workbook.course, workbook.title)}
          </option>
        ))}
      </select>
    </LicenceField>
  );
}

type Workbooks = readonly { id: string; course: string; title: string }[];

/** How many licences (1 to 500), with its hint; fixed once priced. */
export function QuantityField({ id, purchase, hint }: FieldProps & { hint: string }) {
  return (
    <LicenceField id={`${id}-quantity`} label={COPY.quantityLabel}>
      <input
        {...controlOf(`${id}-quantity`, purchase)}
        type="number"
        inputMode="numeric"
        min={1}
        max={500}
        value={purchase.quantity}
        aria-describedby={`${id}-quantity-hint`}
        onChange={(event) => purchase.setQuantity(event.target.value)}
      />
      <p id={`${id}-quantity-hint`} className={styles.hint}>
        {hint}
      </p>
    </LicenceField>
  );
}

/**
 * Below a purchase form's fields: its failure and its sentence once done, then "Review the
 * price", or the server's total, the terms, the card (unless the account is invoiced) and
 * paying by card or adding to the next invoice.
 */
export function LicencePurchaseReview({
  purchase,
  invoiced,
  CardField,
  totalTestId,
  statusAlways = false,
}: {
  purchase: LicencePurchase;
  invoiced: boolean;
  CardField: CardFieldComponent;
  totalTestId: string;
  /** The status line stays in the page, empty until there is something to say. */
  statusAlways?: boolean;
}) {
  const card = useRef<CardHandle>(null);
  const { quote, paying, reviewing } = purchase;
  return (
    <>
      {purchase.error && (
        <p className={styles.error} role="alert">
          {purchase.error}
        </p>
      )}
      {(statusAlways || purchase.done) && (
        <p className={styles.success} role="status">
          {purchase.done}
        </p>
      )}
      {quote === null ? (
        <Button onClick={() => void purchase.review()} disabled={reviewing || !purchase.workbookId}>
          {reviewing ? COPY.reviewing : COPY.review}
        </Button>
      ) : (
        <div className={styles.review} aria-busy={paying}>
          <p className={styles.total}>
            {COPY.total}: <strong data-testid={totalTestId}>{quote.sentence}</strong>
          </p>
          <p className={styles.terms}>{COPY.terms}</p>
          {!invoiced && <CardField ref={card} error={purchase.cardError} />}
          <div className={styles.actions}>
            <Button onClick={() => void purchase.purchase(card.current)} disabled={paying}>
              {paying
                ? invoiced
                  ? COPY.adding
                  : COPY.paying
                : invoiced
                  ? COPY.addToInvoice
                  : `${COPY.payWithCard} ${formatDollars(quote.amountCents)}`}
            </Button>
            <Button variant="ghost" onClick={purchase.cancel} disabled={paying}>
              {COPY.cancel}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
