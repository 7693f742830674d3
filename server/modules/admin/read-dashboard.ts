import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DASHBOARD_WEEKS, type Dashboard } from '../../../common/schemas/admin-desk';
import type { Database } from '../../db/schema';

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week holding `now`. */
export function weekStart(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

/**
 * Orders that were paid: refunds and cancellations after payment still count as orders made;
 * revenue is what was kept, net of refunds (migration 0032), in the week it was paid.
 */
const PAID = sql<boolean>`o.paid_at is not null`;

/**
 * The admin dashboard (issue 12, point 14): totals, and what is new in each of the last
 * DASHBOARD_WEEKS weeks (Monday to Monday, UTC), oldest first. Two queries whatever the data:
 * the weeks are a derived table of their bounds, each measure a correlated count over an
 * indexed timestamp column (ISO text in UTC, so text order is time order on both databases).
 */
export async function readDashboard(
  db: Kysely<Database>,
  { now = new Date() }: { now?: Date } = {},
): Promise<Dashboard> {
  const first = weekStart(now).getTime() - (DASHBOARD_WEEKS - 1) * DAY_MS * 7;
  const bounds = Array.from({ length: DASHBOARD_WEEKS }, (_, index) => ({
    start: new Date(first + index * 7 * DAY_MS).toISOString(),
    end: new Date(first + (index + 1) * 7 * DAY_MS).toISOString(),
  }));
  const weeks = sql.join(
    bounds.map(
      ({ start, end }, index) =>
        sql`select ${sql.lit(index)} as n, cast(${start} as varchar(40)) as start_at,
          cast(${end} as varchar(40)) as end_at`,
    ),
    sql` union all `,
  );
  const inWeek = (column: RawBuilder<unknown>) =>
    sql`${column} >= w.start_at and ${column} < w.end_at`;
  const measures = (scope: 'week' | 'all') => {
    const when = (column: RawBuilder<unknown>) => (scope === 'week' ? inWeek(column) : sql`1 = 1`);
    return sql`
      (select count(*) from schools s where ${when(sql.ref('s.created_at'))}) as schools,
      (select count(*) from users u where u.account_type = 'teacher'
         and ${when(sql.ref('u.created_at'))}) as teachers,
      (select count(*) from students st where ${when(sql.ref('st.created_at'))}) as students,
      (select count(*) from books b where b.published_at is not null
         and ${when(sql.ref('b.published_at'))}) as books_published,
      (select count(*) from orders o where ${PAID} and ${when(sql.ref('o.paid_at'))}) as orders,
      (select coalesce(sum(o.total_cents - o.refunded_cents), 0) from orders o where ${PAID}
         and ${when(sql.ref('o.paid_at'))}) as revenue_cents`;
  };
  type Row = Record<
    'schools' | 'teachers' | 'students' | 'books_published' | 'orders' | 'revenue_cents',
    number | string
  >;
  const [weekly, totals] = await Promise.all([
    sql<Row & { n: number | string }>`select w.n, ${measures('week')}
      from (${weeks}) w order by w.n`.execute(db),
    sql<Row>`select ${measures('all')}`.execute(db),
  ]);
  const shape = (row: Row) => ({
    schools: Number(row.schools),
    teachers: Number(row.teachers),
    students: Number(row.students),
    booksPublished: Number(row.books_published),
    orders: Number(row.orders),
    revenueCents: Number(row.revenue_cents),
  });
  return {
    totals: shape(totals.rows[0]!),
    weeks: weekly.rows.map((row) => ({
      start: bounds[Number(row.n)]!.start.slice(0, 10),
      ...shape(row),
    })),
    asOf: now.toISOString(),
  };
}
