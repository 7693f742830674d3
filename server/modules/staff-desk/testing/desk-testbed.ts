import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { TestDatabase } from '../../../../tests/support/databases';
import { startFakeStripe, type FakeStripe } from '../../../../tests/support/fake-stripe';
import { send, signedInAdmin, type Caller } from '../../../../tests/support/factories';
import { buildTestApp } from '../../../../tests/support/test-app';
import { STAFF_DESK_API } from '../../../../common/schemas/staff-desk';
import { seedDeskBook, type DeskBook } from './paid-order';

/** Test setup for the staff desk's refund and attack tests (not a test file). */

/** What a desk test works with: the app, a signed-in platform admin and a book to order. */
export interface DeskTestbed {
  app: FastifyInstance;
  admin: Caller;
  book: DeskBook;
}

/** The same, with the fake Stripe the app pays and refunds through. */
export interface StripeDeskTestbed extends DeskTestbed {
  stripe: FakeStripe;
}

/**
 * Sets up the calling describe (its beforeAll and afterAll): an app on a fresh `database`
 * paying through the local provider, a platform admin and a book. `ready` receives them
 * once made (and may finish its own setup); everything is closed after the describe.
 */
export function setUpDesk(database: TestDatabase, ready: (desk: DeskTestbed) => unknown): void {
  setUp(database, null, ready);
}

/** As setUpDesk, with the app paying and refunding through a fake Stripe. */
export function setUpStripeDesk(
  database: TestDatabase,
  ready: (desk: StripeDeskTestbed) => unknown,
): void {
  setUp(database, startFakeStripe, (desk) => ready({ ...desk, stripe: desk.stripe! }));
}

function setUp(
  database: TestDatabase,
  startStripe: (() => Promise<FakeStripe>) | null,
  ready: (desk: DeskTestbed & { stripe: FakeStripe | null }) => unknown,
): void {
  let app: FastifyInstance | undefined;
  let stripe: FakeStripe | null = null;
  beforeAll(async () => {
    stripe = startStripe ? await startStripe() : null;
    app = await buildTestApp(await database.create(), stripe?.env ?? {});
    await ready({ app, stripe, admin: await signedInAdmin(app), book: await seedDeskBook(app) });
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.close();
    await database.dropAll();
  });
}

/** Asks the desk to refund an order (`kind` unchecked, so tests can send a wrong one). */
export const postRefund = (
  app: FastifyInstance,
  caller: Caller | undefined,
  orderId: string,
  kind: string,
) => send(app, 'POST', STAFF_DESK_API.refund(orderId), caller, { kind });
