import type { BookDetails } from '@common/schemas/store';
import { CREDITS_PER_BOOK } from '@common/constants';
import { UNITED_STATES } from '@common/store/countries';
import type { PurchaseType } from '@common/store/pricing';

/**
 * The checkout's state and its transitions (SPEC §4 'Checkout stage'). Pure, so every rule
 * is unit-tested without a browser; the pages only dispatch and render.
 *
 * Stages: 0 code entry, 1 the book, 2 details and shipping, 3 payment, 4 paid.
 * `copies` follows the spec literally: Standard's number-of-copies input, or for Premium and
 * Journal the sum of the chosen children's quantities (adding, changing or removing a child
 * moves it by that child's quantity).
 */

export type CheckoutStage = 0 | 1 | 2 | 3 | 4;

export interface ChosenChild {
  studentId: string;
  studentName: string;
  quantity: number;
  /**
   * The name printed on this child's Premium cover, as the buyer typed it (issue 12, point 6);
   * prefilled with what the store shows (first name and last initial). The preview draws it.
   */
  coverName?: string;
}

export interface CheckoutAddress {
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  address_1: string;
  address_2: string;
  city: string;
  zip: string;
  /** ISO 3166-1 alpha-2. */
  country_code: string;
  /** A US state code; always empty outside the United States. */
  state_code: string;
}

export interface CheckoutState {
  stage: CheckoutStage;
  book: BookDetails | null;
  type: PurchaseType;
  copies: number;
  items: ChosenChild[];
  address: CheckoutAddress;
  /** The id of the chosen shipping option (not used for class orders). */
  shippingOptionId: string | null;
  /** In credits: 13 per redeemed book (SPEC §9). */
  creditsRedeemed: number;
}

export const EMPTY_ADDRESS: CheckoutAddress = {
  firstName: '',
  lastName: '',
  email: '',
  telephone: '',
  address_1: '',
  address_2: '',
  city: '',
  zip: '',
  country_code: UNITED_STATES,
  state_code: '',
};

export const INITIAL_CHECKOUT: CheckoutState = {
  stage: 0,
  book: null,
  type: 'premium',
  copies: 0,
  items: [],
  address: EMPTY_ADDRESS,
  shippingOptionId: null,
  creditsRedeemed: 0,
};

export type CheckoutAction =
  | { type: 'bookFound'; book: BookDetails }
  | { type: 'reset' }
  | { type: 'chooseType'; purchaseType: PurchaseType }
  | { type: 'setCopies'; copies: number }
  | { type: 'addChild'; child: { studentId: string; studentName: string } }
  | { type: 'setChildQuantity'; studentId: string; quantity: number }
  | { type: 'removeChild'; studentId: string }
  // preview (issue 12)
  | { type: 'setCoverName'; studentId: string; coverName: string }
  | { type: 'goToStage'; stage: CheckoutStage }
  | { type: 'editOrder' }
  | { type: 'editShipping' }
  | {
      type: 'setAddressField';
      field: Exclude<keyof CheckoutAddress, 'country_code'>;
      value: string;
    }
  | { type: 'setCountry'; countryCode: string }
  | { type: 'prefillAddress'; address: Partial<CheckoutAddress> }
  | { type: 'selectShipping'; optionId: string | null }
  | { type: 'redeemBooks'; books: number }
  | { type: 'paid' };

/** The types a book offers: Premium or Standard for a story, one Journal option for a journal. */
export const typesFor = (book: BookDetails): PurchaseType[] =>
  book.type === 'journal' ? ['journal'] : ['premium', 'standard'];

/** Whether the type is bought per child through the child search (Premium and Journal). */
export const isPerChild = (type: PurchaseType) => type !== 'standard';

/** SPEC §4: books to 0, items emptied, copies 0 for Premium or 1 otherwise (per child: 0). */
function startType(state: CheckoutState, type: PurchaseType): CheckoutState {
  return { ...state, type, items: [], copies: isPerChild(type) ? 0 : 1, creditsRedeemed: 0 };
}

/** Copy inputs are numbers, minimum 0 (SPEC §5); anything else counts as 0. */
export const wholeCopies = (value: number) =>
  Number.isFinite(value) ? Math.max(0, Math.min(1000, Math.trunc(value))) : 0;

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'bookFound': {
      const [firstType = 'premium'] = typesFor(action.book);
      return startType(
        { ...INITIAL_CHECKOUT, address: state.address, stage: 1, book: action.book },
        firstType,
      );
    }
    case 'reset':
      return { ...INITIAL_CHECKOUT, address: state.address };
    case 'chooseType':
      return action.purchaseType === state.type ? state : startType(state, action.purchaseType);
    case 'setCopies':
      return { ...state, copies: wholeCopies(action.copies), creditsRedeemed: 0 };
    case 'addChild': {
      if (state.items.some((item) => item.studentId === action.child.studentId)) return state;
      return {
        ...state,
        items: [
          ...state.items,
          { ...action.child, quantity: 1, coverName: action.child.studentName },
        ],
        copies: state.copies + 1,
        creditsRedeemed: 0,
      };
    }
    case 'setChildQuantity': {
      const quantity = wholeCopies(action.quantity);
      const item = state.items.find((entry) => entry.studentId === action.studentId);
      if (!item) return state;
      return {
        ...state,
        items: state.items.map((entry) => (entry === item ? { ...entry, quantity } : entry)),
        copies: Math.max(0, state.copies + quantity - item.quantity),
        creditsRedeemed: 0,
      };
    }
    case 'removeChild': {
      const item = state.items.find((entry) => entry.studentId === action.studentId);
      if (!item) return state;
      return {
        ...state,
        items: state.items.filter((entry) => entry !== item),
        copies: Math.max(0, state.copies - item.quantity),
        creditsRedeemed: 0,
      };
    }
    // preview (issue 12)
    case 'setCoverName':
      return {
        ...state,
        items: state.items.map((entry) =>
          entry.studentId === action.studentId ? { ...entry, coverName: action.coverName } : entry,
        ),
      };
    case 'goToStage':
      return { ...state, stage: action.stage };
    case 'editOrder':
      return { ...state, stage: 1, creditsRedeemed: 0 };
    case 'editShipping':
      return { ...state, stage: 2, creditsRedeemed: 0 };
    case 'setAddressField':
      return { ...state, address: { ...state.address, [action.field]: action.value } };
    case 'setCountry':
      // A new country clears the chosen option; its options are loaded again (SPEC §4).
      return {
        ...state,
        address: {
          ...state.address,
          country_code: action.countryCode,
          state_code: action.countryCode === UNITED_STATES ? state.address.state_code : '',
        },
        shippingOptionId: null,
      };
    case 'prefillAddress': {
      // Only empty fields are filled: what the buyer already typed wins over stored details.
      const address = { ...state.address };
      for (const [field, value] of Object.entries(action.address) as [
        keyof CheckoutAddress,
        string | undefined,
      ][]) {
        if (value && (!address[field] || field === 'country_code')) address[field] = value;
      }
      if (address.country_code !== UNITED_STATES) address.state_code = '';
      const countryChanged = address.country_code !== state.address.country_code;
      return {
        ...state,
        address,
        shippingOptionId: countryChanged ? null : state.shippingOptionId,
      };
    }
    case 'selectShipping':
      return { ...state, shippingOptionId: action.optionId };
    case 'redeemBooks':
      return {
        ...state,
        creditsRedeemed: state.creditsRedeemed + wholeCopies(action.books) * CREDITS_PER_BOOK,
      };
    case 'paid':
      return { ...state, stage: 4 };
  }
}
