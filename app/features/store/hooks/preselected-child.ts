import { STORE_CHILD_PARAMS } from '@common/routes';
import type { StudentSearchResult } from '@common/schemas/store';
import { isPerChild, type CheckoutState } from '../state/checkout-state';
import { checkoutReducer } from '../state/checkout-state';

/** The child a parent's 'Order this book' names (storeOrderPath in common/routes.ts), if any. */
export function preselectedChildOf(params: URLSearchParams) {
  const studentId = params.get(STORE_CHILD_PARAMS.child)?.trim();
  const name = params.get(STORE_CHILD_PARAMS.name)?.trim();
  return studentId && name ? { studentId, name } : null;
}

/**
 * The checkout with the named child chosen, when the book's own name search finds that very
 * child (so a tampered link chooses nobody, and the name shown is the store's 'Maria G.').
 * Without a match, or for a type bought without children, the state is unchanged.
 */
export async function withPreselectedChild(
  state: CheckoutState,
  child: { studentId: string; name: string },
  search: (q: string) => Promise<StudentSearchResult[]>,
): Promise<CheckoutState> {
  if (!isPerChild(state.type)) return state;
  const found = await search(child.name).catch(() => []);
  const match = found.find((entry) => entry.studentId === child.studentId);
  return match ? checkoutReducer(state, { type: 'addChild', child: match }) : state;
}
