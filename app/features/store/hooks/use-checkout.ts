import { useEffect, useReducer } from 'react';
import { checkoutReducer, INITIAL_CHECKOUT, type CheckoutState } from '../state/checkout-state';
import { loadCheckout, saveCheckout } from '../state/checkout-storage';

/** The checkout state, restored from this tab's storage and saved after every change. */
export function useCheckout() {
  const [state, dispatch] = useReducer(
    checkoutReducer,
    INITIAL_CHECKOUT,
    (initial): CheckoutState => loadCheckout() ?? initial,
  );
  useEffect(() => saveCheckout(state), [state]);
  return [state, dispatch] as const;
}
