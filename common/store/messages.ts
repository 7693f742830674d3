export const STORE_MESSAGES = {
  codeNotFound: 'No such code found, please check input',
  selectChildWriting: "Please select your child's writing",
  completeAllFields: 'Please complete all fields',
  selectShippingOption: 'Please select a shipping option',
  insufficientCredits: 'Insufficient credits',
  noMatches: 'No matches found',
  loadingShipping: 'Loading shipping options',
} as const;

/** Store errors of our own (the spec leaves these texts unshown). */
export const STORE_SERVER_MESSAGES = {
  priceChanged: 'Prices have changed. Please review your order total and try again.',
  shippingUnavailable: 'This shipping option is no longer available. Please choose another.',
  tooManySearches: 'Too many searches. Please wait a minute and try again.',
  tooManyWrongCodes:
    "Too many codes that didn't match a book. Please check the code with your child's teacher and try again in 15 minutes.",
  orderAlreadyPaid: 'This order has already been paid.',
  paymentNotComplete: 'The payment has not been completed.',
  unknownChild: "Please select your child's writing",
  classOrderTooMany: (max: number) =>
    `A class order can have at most ${max} copies: one per student and a few to spare.`,
} as const;

/**
 * Card payment answers (SPEC §8: 'card provider error text shown as given'). The card texts are
 * Stripe's own wording, which the local test provider reproduces for Stripe's test cards.
 */
export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a moment.',
  incorrectNumber: 'Your card number is incorrect.',
  incompleteNumber: 'Your card number is incomplete.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  expiryMonthPast: "Your card's expiration date is in the past.",
  expiryYearPast: "Your card's expiration year is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  unavailable: 'Card payments are unavailable right now. Please try again later.',
  tooManyAttempts: 'Too many declined attempts. Please wait a few minutes and try again.',
  unknownPayment: 'This payment could not be found. Please start the checkout again.',
  alreadyCompleted: 'This payment has already been completed.',
  closed: 'This payment can no longer be changed. Please start the checkout again.',
  /** Stripe's minimum charge in US dollars. */
  amountTooSmall: 'Amount must be at least $0.50 usd',
} as const;

/** Order status links end (issue 15, point 13): a revoked or expired link is gone, not wrong. */
export const ORDER_LINK_MESSAGES = {
  ended: 'This order status link no longer works.',
} as const;

/** The order desk and status pages' refusals (/api/orders). */
export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  /** Also the answer to anyone who may not have the file: nothing tells them it exists. */
  pdfNotReady: 'The PDF is not ready yet',
} as const;

/** Checkout (issue 12, point 11): the order lookup at /store/orders, for anyone. */
export const ORDER_LOOKUP_MESSAGES = {
  numberRequired: 'Order number is required',
  numberInvalid: 'Order numbers look like LB-100042',
  /** The same answer whether or not the pair exists, so the form tells nothing to a stranger. */
  sent: 'If an order with that number was placed with that email, its link is on its way there. It can take a few minutes to arrive.',
  tooMany: 'Too many lookups from here. Please try again in a few minutes.',
  receiptNotReady: 'A receipt is ready once the order is paid',
} as const;
