// The staff order desk at scale (`npm run bench -- --only=desk`; issue 12, point 16): "the
// staff desk search at 100,000 orders has p95 < 50 ms". A fresh SQLite database is filled with
// 100,000 orders of 400 books in 200 schools, then the search API (GET /api/staff-desk/orders,
// a signed-in platform admin) is called in process (Fastify's inject: the whole request, from
// routing and validation to the JSON answer, without the network) for each kind of search.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { ROOT } from '../lib/build.mjs';
import { percentile } from './api-throughput.mjs';
import { importServerTs } from './import-server-ts.mjs';

export const DESK_LOAD = {
  orders: 100_000,
  schools: 200,
  booksPerSchool: 2,
  warmup: 20,
  runs: 200,
};

const STATUSES = [
  ...Array(80).fill('shipped'),
  ...Array(10).fill('paid'),
  ...Array(5).fill('in_production'),
  ...Array(3).fill('cancelled'),
  ...Array(2).fill('awaiting_payment'),
];
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const DAY_MS = 86_400_000;
/** The orders span two years up to this day. */
const LAST_DAY = Date.parse('2026-09-01T00:00:00Z');

/** A book code from a number: five letters of the store's alphabet, unique per number. */
export function bookCode(index) {
  let code = '';
  let rest = index + 1000;
  for (let place = 0; place < 5; place++) {
    code += CODE_ALPHABET[rest % CODE_ALPHABET.length];
    rest = Math.floor(rest / CODE_ALPHABET.length);
  }
  return code;
}

/**
 * @param {{ load?: typeof DESK_LOAD, onStep?: (text: string) => void }} [options]
 * @returns {Promise<DeskFigures>}
 */
export async function measureDesk({ load = DESK_LOAD, onStep = () => {} } = {}) {
  const [{ buildApp }, { loadConfig }, factories] = await Promise.all([
    importServerTs(join(ROOT, 'server/app.ts')),
    importServerTs(join(ROOT, 'server/config.ts')),
    importServerTs(join(ROOT, 'tests/support/factories.ts')),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'lectio-bench-desk-'));
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
      FILES_DIR: join(dir, 'files'),
      CLIENT_DIR: join(dir, 'no-client'),
      STRIPE_SECRET_KEY: 'sk_test_lectio_bench',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_lectio_bench',
      STRIPE_WEBHOOK_SECRET: 'whsec_lectio_bench',
      STRIPE_BILLING_WEBHOOK_SECRET: 'whsec_lectio_bench',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    }),
  });
  try {
    onStep(`Desk: seeding ${load.orders.toLocaleString('en-US')} orders`);
    const seeded = await seedOrders(app, factories, load);
    const admin = await factories.signedInAdmin(app);
    const searches = deskSearches(seeded);
    /** @type {DeskSearchFigure[]} */
    const results = [];
    for (const search of searches) {
      onStep(`Desk: ${search.name}`);
      const times = [];
      let found = 0;
      for (let run = 0; run < load.warmup + load.runs; run++) {
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: `/api/staff-desk/orders?${search.query}`,
          cookies: admin.cookies,
        });
        const ms = performance.now() - started;
        if (response.statusCode !== 200) {
          throw new Error(`${search.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        if (run >= load.warmup) times.push(ms);
        found = response.json().total;
      }
      times.sort((a, b) => a - b);
      results.push({
        name: search.name,
        query: search.query,
        found,
        p50Ms: percentile(times, 50),
        p95Ms: percentile(times, 95),
        maxMs: times[times.length - 1] ?? 0,
      });
    }
    return { orders: load.orders, schools: load.schools, runs: load.runs, searches: results };
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @param {any} app
 * @param {any} factories
 * @param {typeof DESK_LOAD} load
 */
async function seedOrders(app, factories, load) {
  const now = new Date().toISOString();
  const teacherId = await factories.insertUser(app, { email: 'desk.bench@example.org' });
  /** @type {{ id: string, code: string, schoolId: string, schoolName: string }[]} */
  const books = [];
  await app.db.transaction().execute(async (trx) => {
    for (let school = 0; school < load.schools; school++) {
      const schoolId = crypto.randomUUID();
      const schoolName = `St. ${['Brigid', 'Jerome', 'Agnes', 'Patrick'][school % 4]} School ${school}`;
      await trx
        .insertInto('schools')
        .values({
          id: schoolId,
          name: schoolName,
          address_1: '1 Main St',
          address_2: null,
          city: 'Boston',
          zip: '02108',
          country_code: 'US',
          state_code: 'MA',
          created_at: now,
        })
        .execute();
      const classId = crypto.randomUUID();
      await trx
        .insertInto('classes')
        .values({
          id: classId,
          title: `Theology ${school}`,
          access_code: `B${bookCode(school)}X`,
          teacher_id: teacherId,
          school_id: schoolId,
          created_at: now,
        })
        .execute();
      for (let index = 0; index < load.booksPerSchool; index++) {
        const id = crypto.randomUUID();
        const code = bookCode(books.length);
        await trx
          .insertInto('books')
          .values({
            id,
            code,
            name: `Psalms ${school}.${index}`,
            class_id: classId,
            teacher_id: teacherId,
            type: 'story',
            published_at: now,
            created_at: now,
            updated_at: now,
          })
          .execute();
        books.push({ id, code, schoolId, schoolName });
      }
    }
    const batch = 400;
    for (let start = 0; start < load.orders; start += batch) {
      const rows = [];
      for (let index = start; index < Math.min(load.orders, start + batch); index++) {
        const book = books[(index * 7919) % books.length];
        const created = new Date(LAST_DAY - ((index * 104_729) % (730 * DAY_MS))).toISOString();
        const status = STATUSES[(index * 31) % STATUSES.length];
        const copies = 1 + (index % 4);
        rows.push({
          id: crypto.randomUUID(),
          number: `LB-${100000 + index}`,
          book_id: book.id,
          buyer_user_id: null,
          email: `buyer${index}@family${index % 5000}.example.com`,
          first_name: 'Maria',
          last_name: `Family${index % 5000}`,
          telephone: null,
          address_1: '12 Elm Road',
          address_2: null,
          city: 'Springfield',
          zip: '62701',
          country_code: 'US',
          state_code: 'IL',
          book_type: 'standard',
          copies,
          unit_price_cents: 1099,
          books_cents: 1099 * copies,
          shipping_name: 'Priority Mail',
          shipping_estimated: '3-5 business days',
          shipping_tracking: 1,
          shipping_cents: 799,
          total_cents: 1099 * copies + 799,
          currency: 'usd',
          status,
          payment_provider: 'local',
          payment_intent_id: `pi_bench_${index}`,
          paid_at: status === 'awaiting_payment' ? null : created,
          created_at: created,
          updated_at: created,
        });
      }
      await trx.insertInto('orders').values(rows).execute();
    }
  });
  // Fresh statistics, as a database that has been running a while has (SQLite's planner).
  await sql`analyze`.execute(app.db);
  return { books };
}

/** @param {{ books: { id: string, code: string, schoolId: string, schoolName: string }[] }} seeded */
function deskSearches({ books }) {
  const book = books[17];
  const other = books[123];
  return [
    { name: 'Newest first, every status', query: '' },
    { name: 'By order number', query: 'q=LB-154321' },
    { name: 'By email prefix', query: 'q=buyer4242%40' },
    {
      name: 'By school name',
      query: `q=${encodeURIComponent(book.schoolName.split(' ').slice(-2).join(' '))}`,
    },
    { name: 'By book code', query: `q=${other.code.toLowerCase()}` },
    { name: 'Paid, one quarter', query: 'status=paid&from=2026-03-01&to=2026-05-31' },
    { name: 'School filter, shipped', query: `schoolId=${book.schoolId}&status=shipped` },
    { name: 'Highest total, page 20', query: 'sort=total&dir=desc&page=20' },
  ];
}

/**
 * @typedef {{ name: string, query: string, found: number, p50Ms: number, p95Ms: number, maxMs: number }} DeskSearchFigure
 * @typedef {{ orders: number, schools: number, runs: number, searches: DeskSearchFigure[] }} DeskFigures
 */
