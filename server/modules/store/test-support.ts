import type { FastifyInstance } from 'fastify';
import { grantCredits } from '../credits/ledger';
import { insertUser, logIn, post, TEST_PASSWORD } from '../../../tests/support/factories';
import { PAYMENT_API } from '../../../common/schemas/payments';
import { DEMO_BOOKS } from './seed-demo';

/** Helpers shared by the store API tests (not a test file itself). */

export const US_ADDRESS = {
  firstName: 'Lucia',
  lastName: 'Gomez',
  email: 'buyer@example.org',
  telephone: '',
  address_1: '12 Vine Street',
  address_2: '',
  city: 'Springfield',
  zip: '62704',
  country_code: 'US',
  country_name: 'United States',
  state_code: 'IL',
  state_name: 'Illinois',
};

let ipCounter = 0;
/** Each lookup gets its own address so the per-IP lookup limits never leak between tests. */
export const freshIp = () =>
  `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${++ipCounter & 255}`;

export function storeClient(app: FastifyInstance) {
  const get = (url: string, options: { t?: string; ip?: string } = {}) =>
    app.inject({
      method: 'GET',
      url,
      remoteAddress: options.ip ?? freshIp(),
      ...(options.t ? { cookies: { t: options.t } } : {}),
    });

  async function childOf(code: string, typed: string) {
    const results = (await get(`/api/store/students_search?code=${code}&q=${typed}`)).json();
    return results[0] as { studentId: string; studentName: string };
  }

  async function usOptions(quantity: number) {
    return (await get(`/api/store/shipping?countryCode=US&quantity=${quantity}`)).json() as {
      id: string;
      price: number;
    }[];
  }

  /** A premium order of the demo story book for one child, priced as the checkout would. */
  async function premiumPayload(quantity = 2, creditsRedeemed = 0) {
    const child = await childOf(DEMO_BOOKS.story.code, 'mat');
    const [option] = await usOptions(quantity);
    const books = 12.99 * Math.max(0, quantity - creditsRedeemed / 13);
    return {
      code: DEMO_BOOKS.story.code,
      type: 'premium',
      quantity,
      students: [{ ...child, quantity }],
      shippingOption: option!.id,
      shippingPrice: option!.price,
      booksPrice: Math.round(books * 100) / 100,
      totalPrice: Math.round((books + option!.price) * 100) / 100,
      creditsRedeemed,
      address: US_ADDRESS,
      email: US_ADDRESS.email,
      firstName: US_ADDRESS.firstName,
      lastName: US_ADDRESS.lastName,
    };
  }

  const payWith = (clientSecret: string, number = '4242 4242 4242 4242') =>
    post(app, PAYMENT_API.localConfirm, {
      clientSecret,
      card: { number, expiry: '12 / 40', cvc: '123' },
      billing: { name: 'Lucia Gomez', email: US_ADDRESS.email },
    });

  const printOrder = (payload: unknown, options: { t?: string; piId?: string } = {}) =>
    post(
      app,
      `/api/store/print_order${options.piId ? `?pi_id=${options.piId}` : ''}`,
      payload,
      options.t ? { cookies: { t: options.t } } : {},
    );

  const reportSuccess = (piId: string) =>
    post(app, `/api/store/print_order_success?pi_id=${piId}`, {});

  const signIn = (email: string, password = TEST_PASSWORD) => logIn(app, email, password);

  /** A new signed-in teacher holding exactly `credits`. */
  async function teacherWithCredits(credits: number) {
    const email = `credits-${crypto.randomUUID()}@example.org`;
    const id = await insertUser(app, { email });
    if (credits > 0) await grantCredits(app.db, app.dbKind, { teacherId: id, credits });
    return { id, email, t: await signIn(email) };
  }

  const orderByIntent = (piId: string) =>
    app.db
      .selectFrom('orders')
      .selectAll()
      .where('payment_intent_id', '=', piId)
      .executeTakeFirstOrThrow();

  return {
    get,
    childOf,
    usOptions,
    premiumPayload,
    payWith,
    printOrder,
    reportSuccess,
    signIn,
    teacherWithCredits,
    orderByIntent,
  };
}
