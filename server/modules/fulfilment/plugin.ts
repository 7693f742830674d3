import fp from 'fastify-plugin';
import { createOrderLinks, type OrderLinks } from './order-links-service';
import { sweepPaidOrders, SWEEP_INTERVAL_MS } from './sweep-paid-orders';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed order status links (issue 4, fulfilment). */
    orderLinks: OrderLinks;
  }
}

export interface FulfilmentPluginOptions {
  publicBaseUrl: string;
  /** ORDER_LINK_SECRET; empty: a random key kept in app_meta. */
  orderLinkSecret: string;
  /** The recovery sweep of paid orders missing their email or PDF (off in tests). */
  sweep: boolean;
}

/**
 * Decorates `app.orderLinks` and runs the recovery sweep every few minutes once the server
 * is ready. The timer is unref'd so it never keeps the process alive.
 */
export default fp<FulfilmentPluginOptions>(
  async (app, { publicBaseUrl, orderLinkSecret, sweep }) => {
    app.decorate(
      'orderLinks',
      createOrderLinks(app.db, { publicBaseUrl, secret: orderLinkSecret }),
    );
    if (!sweep) return;
    let timer: NodeJS.Timeout | undefined;
    const run = () => {
      sweepPaidOrders(app).catch((error: unknown) =>
        app.log.error({ err: error }, 'Fulfilment: the recovery sweep failed'),
      );
    };
    app.addHook('onReady', async () => {
      timer = setInterval(run, SWEEP_INTERVAL_MS);
      timer.unref();
      run();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'fulfilment', dependencies: ['database', 'email'] },
);
