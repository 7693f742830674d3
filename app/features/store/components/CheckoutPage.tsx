import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { STORE_COPY } from '@common/copy/store';
import { PATHS } from '@common/routes';
import { COUNTRIES, US_STATES } from '@common/store/countries';
import { useShippingOptions } from '../api/get-shipping-options';
import { useUserDetails } from '../api/get-user-details';
import { useCheckout } from '../hooks/use-checkout';
import { classOrderTermsOf } from '../state/checkout-rules';
import { BookStep } from './BookStep';
import { DetailsStep } from './DetailsStep';
import { PaymentCompletedModal } from './PaymentCompletedModal';
import { PaymentStep } from './PaymentStep';
import { StepIndicator } from './StepIndicator';
// preview (issue 12)
import { StorePreviewPanel } from './StorePreviewPanel';
import previewStyles from './BookPreview.module.css';
import styles from './Store.module.css';

const COPY = STORE_COPY.checkout;
const codeOf = (list: typeof COUNTRIES, name: string) =>
  list.find((region) => region.name === name)?.code ?? '';

/**
 * /store/checkout: stages 1 to 4 of SPEC §4 over the book found on /store. Without book
 * details (a direct visit, a new tab) it goes back to /store; a reload keeps the cart.
 */
export function CheckoutPage() {
  const id = useId();
  const navigate = useNavigate();
  const [state, dispatch] = useCheckout();
  const user = useUserDetails().data ?? null;
  const [paidOrder, setPaidOrder] = useState<string | null>(null);
  const { book } = state;
  const classOrder = book ? classOrderTermsOf(book) : null;
  // A class order to a school whose address is not checked is priced from the rate table.
  const needsRates = book !== null && (!classOrder || !classOrder.flatShipping);
  const shipping = useShippingOptions(
    classOrder ? classOrder.countryCode : state.address.country_code,
    state.copies,
    needsRates && state.stage >= 2,
  );

  useEffect(() => {
    if (!book) void navigate(PATHS.store, { replace: true });
  }, [book, navigate]);

  // A signed-in buyer's stored details fill what is still empty; a teacher's credits show.
  useEffect(() => {
    if (!user) return;
    dispatch({
      type: 'prefillAddress',
      address: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        address_1: user.address_1,
        address_2: user.address_2,
        city: user.city,
        zip: user.zip,
        country_code: codeOf(COUNTRIES, user.countryName),
        state_code: codeOf(US_STATES, user.stateName),
      },
    });
  }, [user, dispatch]);

  // A new list (another country or quantity) keeps the chosen option if it is still offered,
  // otherwise selects the first (SPEC §4).
  const { options } = shipping;
  useEffect(() => {
    if (!options || classOrder) return;
    if (options.some((option) => option.id === state.shippingOptionId)) return;
    dispatch({ type: 'selectShipping', optionId: options[0]?.id ?? null });
  }, [options, classOrder, state.shippingOptionId, dispatch]);

  if (!book) return null;
  const steps = book.openClassOrder ? COPY.classSteps : COPY.steps;
  const stage = paidOrder ? 3 : Math.min(Math.max(state.stage, 1), 3);

  return (
    <section className={`container ${styles.checkout}`} aria-labelledby={`${id}-title`}>
      <Link to={PATHS.store} className={styles.back}>
        {COPY.back}
      </Link>
      <header className={styles.bookHeader}>
        <p className={styles.eyebrow}>{COPY.title}</p>
        <h1 id={`${id}-title`} className={styles.pageTitle}>
          {book.bookName}
        </h1>
        <p className={styles.lead}>
          {book.classTitle} · {COPY.bookBy(book.teacher, book.school)}
        </p>
        {book.openClassOrder && <p className={styles.notice}>{COPY.classOrderNote}</p>}
      </header>
      <StepIndicator steps={steps} current={stage} />
      {stage === 1 && (
        <div className={previewStyles.bookLayout}>
          <StorePreviewPanel state={state} book={book} />
          <BookStep state={state} book={book} dispatch={dispatch} />
        </div>
      )}
      {stage === 2 && (
        <DetailsStep state={state} book={book} shipping={shipping} dispatch={dispatch} />
      )}
      {stage === 3 && (
        <PaymentStep
          state={state}
          book={book}
          options={options ?? []}
          user={user}
          dispatch={dispatch}
          onPaid={(orderNumber) => {
            setPaidOrder(orderNumber);
            dispatch({ type: 'paid' });
          }}
        />
      )}
      <PaymentCompletedModal
        orderNumber={paidOrder}
        onClose={() => {
          dispatch({ type: 'reset' });
          void navigate(PATHS.store);
        }}
      />
    </section>
  );
}
