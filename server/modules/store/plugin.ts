import fp from 'fastify-plugin';
import { scheduleJob } from '../../lib/schedule';
import { CART_EXPIRY_INTERVAL_MS, expireCreditCarts } from './expire-carts';

export interface StorePluginOptions {
  /** Runs the cart-expiry job on a timer (off in tests, which call expireCreditCarts). */
  schedule: boolean;
}

/** Releases the held credits of carts left unpaid (see expire-carts.ts). */
export default fp<StorePluginOptions>(
  async (app, { schedule }) => {
    if (!schedule) return;
    scheduleJob(app, {
      name: 'Store: cart expiry',
      intervalMs: CART_EXPIRY_INTERVAL_MS,
      run: () => expireCreditCarts(app),
    });
  },
  { name: 'store', dependencies: ['database', 'payments', 'fulfilment'] },
);
