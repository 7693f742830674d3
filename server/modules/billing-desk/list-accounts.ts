import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import {
  BILLING_DESK_PAGE_SIZE,
  type BillingDeskFilters,
  type BillingDeskListAnswer,
  type BillingDeskQuery,
  type DeskBillingAccount,
} from '../../../common/schemas/billing-desk';
import type { Database } from '../../db/schema';
import { listAccountQuotes, openQuoteCount } from './list-account-quotes';

const DAY_MS = 86_400_000;
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Whole days from an ISO instant to `now` (0 on the day it falls due). */
export const daysSince = (iso: string, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / DAY_MS));

/**
 * The accounts with their invoice figures: each account joined to one grouped read of its
 * invoices (balance of the open ones, how many are overdue at `now`, the oldest due date).
 */
function accountsWithFigures(db: Kysely<Database>, now: Date) {
  const at = now.toISOString();
  const figures = db
    .selectFrom('billing_invoices')
    .select((eb) => [
      'billing_invoices.account_id',
      sql<number>`sum(case when ${eb.ref('status')} = 'open' then ${eb.ref('total_cents')} - ${eb.ref('amount_paid_cents')} else 0 end)`.as(
        'balance',
      ),
      sql<number>`sum(case when ${eb.ref('status')} = 'open' and ${eb.ref('due_at')} < ${at} then 1 else 0 end)`.as(
        'overdue',
      ),
      sql<
        string | null
      >`min(case when ${eb.ref('status')} = 'open' and ${eb.ref('due_at')} < ${at} then ${eb.ref('due_at')} end)`.as(
        'oldest_due',
      ),
    ])
    .groupBy('billing_invoices.account_id')
    .as('figures');
  return db
    .selectFrom('billing_accounts as a')
    .leftJoin('users as owner', 'owner.id', 'a.user_id')
    .leftJoin(figures, 'figures.account_id', 'a.id');
}

type FromAccounts = ReturnType<typeof accountsWithFigures>;
type Builder = FromAccounts extends { where(eb: (b: infer B) => unknown): unknown } ? B : never;

/** The filters as one condition: the search on name, email, PO and invoice number, and the rest. */
function condition(filters: BillingDeskFilters) {
  return (eb: Builder): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    const q = filters.q.toLowerCase();
    if (q) {
      const pattern = sql<string>`${`%${likeEscaped(q)}%`} escape '\\'`;
      const like = (column: string) => eb(sql`lower(${sql.ref(column)})`, 'like', pattern);
      parts.push(
        eb.or([
          like('a.name'),
          like('a.billing_email'),
          like('owner.email'),
          like('a.po_number'),
          eb.exists(
            eb
              .selectFrom('billing_invoices as i')
              .select('i.id')
              .whereRef('i.account_id', '=', 'a.id')
              .where((inner) =>
                inner.or([
                  inner(sql`lower(${sql.ref('i.number')})`, 'like', pattern),
                  inner(sql`lower(${sql.ref('i.po_number')})`, 'like', pattern),
                ]),
              ),
          ),
        ]),
      );
    }
    if (filters.status !== 'all') parts.push(eb('a.status', '=', filters.status));
    if (filters.plan !== 'all') parts.push(eb('a.plan', '=', filters.plan));
    if (filters.overdue === 'yes') parts.push(eb(sql`coalesce(figures.overdue, 0)`, '>', 0));
    if (filters.overdue === 'no') parts.push(eb(sql`coalesce(figures.overdue, 0)`, '=', 0));
    return eb.and(parts);
  };
}

/**
 * The accounts matching the filters, in the desk's order: overdue first (oldest due date
 * first), then by name; `offset`/`limit` a page of them.
 */
export async function readAccounts(
  db: Kysely<Database>,
  filters: BillingDeskFilters,
  now: Date,
  page: { offset: number; limit: number },
): Promise<DeskBillingAccount[]> {
  const rows = await accountsWithFigures(db, now)
    .where(condition(filters))
    .select([
      'a.id',
      'a.kind',
      'a.name',
      'a.billing_email',
      'owner.email as owner_email',
      'a.plan',
      'a.status',
      'a.period',
      'a.seats_counted',
      'a.seats_billed',
      'a.credit_cents',
      'a.po_number',
      'a.trial_ends_at',
      'a.tax_exempt',
      'a.tax_exempt_certificate',
      sql<number | null>`figures.balance`.as('balance'),
      sql<number | null>`figures.overdue`.as('overdue'),
      sql<string | null>`figures.oldest_due`.as('oldest_due'),
    ])
    .orderBy(sql`case when coalesce(figures.overdue, 0) > 0 then 0 else 1 end`)
    .orderBy(sql`coalesce(figures.oldest_due, '')`)
    .orderBy(sql`lower(a.name)`)
    .orderBy('a.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const quotes = await listAccountQuotes(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    ownerEmail: row.billing_email ?? row.owner_email ?? null,
    plan: row.plan,
    status: row.status,
    period: row.period,
    seatsCounted: row.seats_counted,
    seatsBilled: row.seats_billed,
    balanceCents: Number(row.balance ?? 0),
    creditCents: row.credit_cents,
    overdueInvoices: Number(row.overdue ?? 0),
    oldestOverdueDays: row.oldest_due ? daysSince(row.oldest_due, now) : null,
    openQuotes: openQuoteCount(quotes.get(row.id), now),
    poNumber: row.po_number,
    trialEndsAt: row.trial_ends_at,
    taxExempt: row.tax_exempt === 1,
    taxExemptCertificate: row.tax_exempt_certificate,
  }));
}

/** GET /api/staff/billing/accounts: one page of 25 and how many match. */
export async function listAccounts(
  db: Kysely<Database>,
  query: BillingDeskQuery,
  now: Date,
): Promise<BillingDeskListAnswer> {
  const pageSize = BILLING_DESK_PAGE_SIZE;
  const [accounts, counted] = await Promise.all([
    readAccounts(db, query, now, { offset: (query.page - 1) * pageSize, limit: pageSize }),
    accountsWithFigures(db, now)
      .where(condition(query))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { accounts, total: Number(counted.n), page: query.page, pageSize };
}
