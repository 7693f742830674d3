import type { CheckoutState } from './checkout-state';

/**
 * Where the checkout survives a reload: the cart in this tab's session storage (never sent
 * anywhere, gone with the tab), and the payment intent id in local storage under the spec's
 * own key `print_pi_id`, so one intent per cart is updated rather than a new one made.
 * Card details are never stored.
 */
const CHECKOUT_KEY = 'lectio.checkout';
const PAYMENT_INTENT_KEY = 'print_pi_id';

function storage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    // Storage can be switched off (private modes, policies): the checkout still works.
    return null;
  }
}

export function loadCheckout(): CheckoutState | null {
  const raw = storage('session')?.getItem(CHECKOUT_KEY);
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as CheckoutState;
    return saved.book && typeof saved.book.bookCode === 'string' ? saved : null;
  } catch {
    return null;
  }
}

export function saveCheckout(state: CheckoutState): void {
  const store = storage('session');
  if (!store) return;
  if (state.book && state.stage > 0 && state.stage < 4) {
    store.setItem(CHECKOUT_KEY, JSON.stringify(state));
  } else {
    store.removeItem(CHECKOUT_KEY);
  }
}

export const storedPaymentIntentId = () => storage('local')?.getItem(PAYMENT_INTENT_KEY) ?? null;

export function storePaymentIntentId(id: string | null): void {
  const store = storage('local');
  if (!store) return;
  if (id) store.setItem(PAYMENT_INTENT_KEY, id);
  else store.removeItem(PAYMENT_INTENT_KEY);
}
