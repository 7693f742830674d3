import { useId, useState } from 'react';
import { WORKBOOK_BILLING_COPY as COPY } from '@common/copy/workbooks';
import type { AccountWorkbooks } from '@common/schemas/billing-workbooks';
import { useAccountPurchase, useAccountQuote } from '../api/account-licences';
import {
  controlOf,
  LicenceField,
  LicencePurchaseReview,
  QuantityField,
  useLicencePurchase,
  WorkbookField,
} from './LicencePurchaseReview';
import type { CardFieldComponent } from './WorkbooksTab';
import styles from './WorkbooksTab.module.css';

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
  const [classId, setClassId] = useState(first?.id ?? '');
  const pricing = useAccountQuote();
  const { buy, confirm } = useAccountPurchase();
  const invoiced = summary.collectionMethod === 'send_invoice';
  const purchase = useLicencePurchase({
    workbookId: summary.workbooks[0]?.id ?? '',
    quantity: String(Math.max(1, first?.students ?? 1)),
    reviewing: pricing.isPending,
    price: async (order) => ({ ...(await pricing.mutateAsync({ classId, ...order })), classId }),
    buy: (quote, idempotencyKey) =>
      buy.mutateAsync({
        classId: quote.classId,
        workbookId: quote.workbookId,
        quantity: quote.quantity,
        idempotencyKey,
      }),
    confirm: confirm.mutateAsync,
    failed: COPY.loadFailed,
    bought: (count) => `${COPY.bought(count)}${invoiced ? ` ${COPY.invoicedNote}` : ''}`,
  });

  if (summary.classes.length === 0) return <p className={styles.muted}>{COPY.noClasses}</p>;

  function chooseClass(chosen: string) {
    setClassId(chosen);
    const roster = summary.classes.find((klass) => klass.id === chosen)?.students ?? 1;
    purchase.setQuantity(String(Math.max(1, roster)));
  }

  return (
    <div className={styles.buy} data-testid="buy-workbook-licences">
      <h3 className={styles.subheading}>{COPY.buyHeading}</h3>
      <WorkbookField id={id} workbooks={summary.workbooks} purchase={purchase} />
      <div className={styles.row}>
        <LicenceField id={`${id}-class`} label={COPY.classLabel}>
          <select
            {...controlOf(`${id}-class`, purchase)}
            value={classId}
            onChange={(event) => chooseClass(event.target.value)}
          >
            {summary.classes.map((klass) => (
              <option key={klass.id} value={klass.id}>
                {COPY.classOption(klass.title, klass.students)}
              </option>
            ))}
          </select>
        </LicenceField>
        <QuantityField id={id} hint={COPY.quantityHint} purchase={purchase} />
      </div>
      <LicencePurchaseReview
        purchase={purchase}
        invoiced={invoiced}
        CardField={CardField}
        totalTestId="account-licence-total"
        statusAlways
      />
    </div>
  );
}
