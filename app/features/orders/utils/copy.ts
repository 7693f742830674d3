import { ORDER_LINK_DAYS_AFTER_SHIPPING } from '@common/store/order-views';
import { ORDER_LINK_MESSAGES } from '@common/store/messages';

/** The order pages' own texts (beyond the spec, issue 4). */
export const ORDERS_COPY = {
  area: 'Bookstore',
  backToStore: 'Back to the bookstore',
  statusTitle: (orderNumber: string) => `Order ${orderNumber}`,
  statusIntro: 'Where your printed book is, from payment to your door.',
  progressLabel: 'Order progress',
  loading: 'Loading your order…',
  notFound:
    'We could not find this order. Please open the link from your order email again, or sign in to see your orders.',
  failed: 'Your order could not be loaded. Please try again.',
  linkEnded: ORDER_LINK_MESSAGES.ended,
  linkEndedWhy: `Status links stop working ${ORDER_LINK_DAYS_AFTER_SHIPPING} days after an order ships, or sooner if our team turns them off to keep an order private.`,
  linkEndedSignedIn: 'Ordered while signed in? Your orders are always under',
  myOrders: 'My orders',
  linkEndedContact: (orderNumber: string) =>
    `Otherwise, write to us with your order number (${orderNumber}) and we will tell you where your book is:`,
  cancelled: 'This order was cancelled.',
  items: 'Items',
  wholeClass: "The whole class's book",
  copies: 'Copies',
  books: 'Books',
  credits: (credits: number) => `Teacher credits (${credits})`,
  shipping: 'Shipping',
  total: 'Total',
  shipTo: 'Ships to',
  tracking: 'Tracking number',
  trackingPending: 'You will get the tracking number by email when your order ships.',
  estimated: (estimate: string) => `Estimated delivery: ${estimate}`,
  mineTitle: 'My orders',
  mineIntro: 'The books you ordered. Open one to see where it is.',
  mineEmpty: 'You have no orders yet.',
  mineLoading: 'Loading your orders…',
  ordered: (date: string) => `Ordered ${date}`,
  copiesCount: (copies: number) => (copies === 1 ? '1 copy' : `${copies} copies`),
} as const;
