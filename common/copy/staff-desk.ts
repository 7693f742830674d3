/**
 * The staff order desk's texts and messages (issue 12, points 12 and 13): search, filters,
 * bulk changes, the production batch, exports, the order detail with its timeline, refunds.
 * Used by the server (refusals, emails, CSV headers) and the client.
 */

export const REFUND_MESSAGES = {
  notPaid: 'Only a paid order can be refunded',
  nothingLeft: 'This order is already refunded in full',
  noShipping: 'This order has no shipping charge to refund',
  shippingAfterWhole: 'The whole order is already refunded, shipping included',
  underWay: 'A refund of this order is under way. Reload in a moment to see it.',
  otherProvider: 'This order was paid through another payment provider; refund it there.',
  providerRefused: 'The payment provider refused the refund',
  moreThanPaid: 'A refund cannot be more than was paid',
  notRefunded: 'There is no finished refund of this kind to fail',
} as const;

/**
 * Why a refund failed after it was made (Stripe's refund `failure_reason`, issue 12, point
 * 12), as staff read it; any other code reads as `unknown`.
 */
export const REFUND_FAILURE_REASONS = {
  lost_or_stolen_card: 'the card was reported lost or stolen',
  expired_or_canceled_card: 'the card has expired or was closed',
  charge_for_pending_refund_disputed: 'the buyer disputed the payment',
  insufficient_funds: 'the payment account had too little money to send it',
  declined: 'the card’s bank declined it',
  merchant_request: 'it was cancelled at Lectio’s request',
  unknown: 'the payment provider gave no reason',
} as const;

export const refundFailureText = (code: string | null): string =>
  REFUND_FAILURE_REASONS[(code ?? 'unknown') as keyof typeof REFUND_FAILURE_REASONS] ??
  REFUND_FAILURE_REASONS.unknown;

/** What staff do about a failed refund: said on the timeline, the order page and the email. */
export const REFUND_FAILED_NEXT =
  'The money did not reach the buyer. Retry the refund; if it fails again, contact the buyer to return it another way.';

export const DESK_MESSAGES = {
  forbidden: 'Only Lectio staff can see orders',
  tooManySelected: (max: number) => `Choose at most ${max} orders at a time`,
  noneSelected: 'Choose at least one order',
  dateOrder: 'The start date must be on or before the end date',
  notFound: 'Order not found',
} as const;

export const REFUND_KIND_LABELS = {
  whole: 'Whole order',
  shipping: 'Shipping only',
} as const;

/** The order timeline's entries, by kind. */
export const TIMELINE_LABELS = {
  placed: 'Order placed',
  paid: 'Payment received',
  confirmationEmailed: 'Confirmation emailed to the buyer',
  inProduction: 'Moved to production',
  shipped: 'Shipped; the buyer was emailed the tracking number',
  cancelled: 'Cancelled',
  linksRevoked: 'Status links turned off',
  refunded: (kind: string, amount: string) => `Refunded ${amount} (${kind.toLowerCase()})`,
  refundFailed: (reason: string, kind: string, amount: string) =>
    `Refund failed: ${reason} (${amount}, ${kind.toLowerCase()}). ${REFUND_FAILED_NEXT}`,
  refundCancelled: 'The order was cancelled and will not be printed.',
  refundEmailed: 'Refund emailed to the buyer',
  creditsReturned: (credits: number) =>
    `${credits} teacher ${credits === 1 ? 'credit' : 'credits'} returned to the teacher`,
  batchDownloaded: 'Included in a production batch download',
} as const;

/** The CSV export's and the packing list's column headers. */
export const DESK_CSV = {
  exportFileName: (date: string) => `lectio-orders-${date}.csv`,
  batchFileName: (date: string) => `lectio-production-${date}.zip`,
  packingListName: 'packing-list.csv',
  exportHeader: [
    'Order',
    'Placed',
    'Status',
    'Buyer',
    'Email',
    'School',
    'Book',
    'Book code',
    'Type',
    'Copies',
    'Total (USD)',
    'Refunded (USD)',
    'Tracking number',
  ],
  packingHeader: [
    'Order',
    'Book',
    'Child',
    'Copies',
    'Ship to',
    'Address',
    'City',
    'State',
    'ZIP',
    'Country',
    'Shipping',
    'Print file',
  ],
  noPdf: 'not ready',
} as const;

export const STAFF_DESK_COPY = {
  searchLabel: 'Search orders',
  searchPlaceholder: 'Number, email, school or book code',
  search: 'Search',
  clear: 'Clear filters',
  allStatuses: 'All',
  from: 'Placed from',
  to: 'Placed to',
  school: 'School',
  anySchool: 'Any school',
  sort: 'Sort by',
  sortOptions: {
    'created:desc': 'Newest first',
    'created:asc': 'Oldest first',
    'total:desc': 'Highest total',
    'total:asc': 'Lowest total',
    'number:asc': 'Order number',
  },
  results: (total: number, more: boolean) =>
    more
      ? `${total.toLocaleString('en-US')}+ orders: search or filter to narrow them`
      : `${total.toLocaleString('en-US')} ${total === 1 ? 'order' : 'orders'}`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: 'Previous page',
  next: 'Next page',
  pagination: 'Pages',
  selectAll: 'Select every order on this page',
  selectOrder: (orderNumber: string) => `Select ${orderNumber}`,
  selected: (count: number) => `${count} selected`,
  bulkLabel: 'With the selected orders',
  bulkInProduction: 'Mark in production',
  bulkShip: 'Mark shipped…',
  bulkShipTitle: 'Ship the selected orders',
  bulkShipDescription: 'Enter each parcel’s tracking number. The buyers are emailed.',
  bulkShipConfirm: 'Mark shipped',
  bulkDone: (moved: number, failed: number) =>
    failed === 0
      ? `${moved} ${moved === 1 ? 'order' : 'orders'} moved.`
      : `${moved} moved, ${failed} could not be moved.`,
  bulkFailure: (orderNumber: string, reason: string) => `${orderNumber}: ${reason}`,
  downloadBatch: 'Download production batch',
  exportCsv: 'Export CSV',
  emptyTitle: 'No orders match',
  emptyFiltered: 'Try another search, or clear the filters to see every order in this status.',
  emptyQueue: 'Nothing waiting here. New paid orders appear in Paid as soon as buyers pay.',
  tryAgain: 'Try again',
  view: 'Details',
  viewOrder: (orderNumber: string) => `Details of ${orderNumber}`,
  refunded: 'Refunded',
  partlyRefunded: 'Partly refunded',
  // The detail page
  back: 'Back to orders',
  detailTitle: (orderNumber: string) => `Order ${orderNumber}`,
  detailFailed: 'This order could not be loaded.',
  buyer: 'Buyer',
  shipTo: 'Ship to',
  book: 'Book',
  payment: 'Payment',
  items: 'Copies',
  booksLine: 'Books',
  creditsLine: (credits: number) => `Teacher credits (${credits})`,
  shippingLine: 'Shipping',
  totalLine: 'Total paid',
  refundedLine: 'Refunded',
  timeline: 'Timeline',
  timelineEmpty: 'Nothing has happened to this order yet.',
  by: (name: string) => `by ${name}`,
  refundTitle: 'Refund',
  refundIntro: 'Refunds go back to the card through the payment provider. The buyer is emailed.',
  refundWhole: 'Refund whole order',
  refundShipping: 'Refund shipping only',
  refundConfirmTitle: (amount: string) => `Refund ${amount}?`,
  refundConfirmWhole: (orderNumber: string, amount: string) =>
    `${amount} goes back to the buyer of ${orderNumber}. The order will not be printed if it has not been yet, and any teacher credits it used are returned. This cannot be undone.`,
  refundConfirmShipping: (orderNumber: string, amount: string) =>
    `${amount} of shipping goes back to the buyer of ${orderNumber}. This cannot be undone.`,
  refundConfirm: (amount: string) => `Refund ${amount}`,
  refunding: 'Refunding…',
  refundDone: (amount: string) => `Refunded ${amount}. The buyer has been emailed.`,
  refundFailedTitle: (kind: string, amount: string) =>
    `Refund failed: ${amount} (${kind.toLowerCase()})`,
  refundFailedReason: (reason: string, when: string) =>
    `On ${when} the payment provider reported that the refund failed: ${reason}.`,
  refundFailedNext: REFUND_FAILED_NEXT,
  refundRetry: (amount: string) => `Retry refund (${amount})`,
  refundRetryConfirm: (orderNumber: string, amount: string) =>
    `${amount} goes back to the buyer of ${orderNumber}, trying again after the refund failed. This cannot be undone.`,
  fullyRefunded: 'This order is refunded in full.',
  cancel: 'Cancel',
  teacherCredits: 'Teacher credits',
  creditsUsed: (credits: number, teacher: string) =>
    `${credits} ${credits === 1 ? 'credit' : 'credits'} of ${teacher} used`,
  creditsBack: (credits: number, teacher: string, balance: number) =>
    `${credits} ${credits === 1 ? 'credit' : 'credits'} returned to ${teacher} (balance now ${balance})`,
} as const;

/** The email to staff (every platform admin) when a refund fails after it was made. */
export const REFUND_FAILED_EMAIL = {
  subject: (orderNumber: string) => `Refund failed for order ${orderNumber}`,
  heading: 'A refund failed',
  what: (kind: string, amount: string, orderNumber: string, reason: string) =>
    `The refund of ${amount} (${kind.toLowerCase()}) for order ${orderNumber} failed: ${reason}.`,
  next: REFUND_FAILED_NEXT,
  button: 'Open the order',
  reason: 'You received this email because you are Lectio staff.',
} as const;

/** The refund email to the buyer. */
export const REFUND_EMAIL = {
  subject: (orderNumber: string) => `Your refund for order ${orderNumber}`,
  heading: 'Your refund is on its way',
  whole: (amount: string) => `We have refunded ${amount}, the whole order, to your card.`,
  shipping: (amount: string) => `We have refunded ${amount}, the order’s shipping, to your card.`,
  timing: 'Depending on your bank, it shows on your statement within 5 to 10 business days.',
} as const;
