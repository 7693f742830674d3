import { useId } from 'react';
import { ADMIN_DESK, formatDay, formatDollars } from '@common/copy/admin-desk';
import type { Dashboard, DashboardWeek } from '@common/schemas/admin-desk';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useDashboard } from '../api/get-dashboard';
import { RecordTable, type Column } from './RecordTable';
import styles from './AdminDesk.module.css';

const COPY = ADMIN_DESK.dashboard;
type Measure = keyof Dashboard['totals'];
const MEASURES = Object.keys(COPY.totals) as Measure[];

const show = (measure: Measure, value: number) =>
  measure === 'revenueCents' ? formatDollars(value) : value.toLocaleString('en-US');

const WEEK_COLUMNS: Column<DashboardWeek & { id: string }>[] = [
  { label: COPY.week, cell: (week) => formatDay(week.start) },
  ...MEASURES.map((measure) => ({
    label: COPY.totals[measure],
    numeric: true,
    cell: (week: DashboardWeek) => show(measure, week[measure]),
  })),
];

/** /admin: the totals, what is new this week, and the last 12 weeks as a chart and a table. */
export function DashboardDesk() {
  const id = useId();
  const query = useDashboard();
  if (query.isError) {
    return (
      <LoadFailed
        message={ADMIN_DESK.loadFailed(ADMIN_DESK.sections.dashboard)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const data = query.data;
  if (!data)
    return <Skeleton label={ADMIN_DESK.loading(ADMIN_DESK.sections.dashboard)} lines={6} />;
  const thisWeek = data.weeks.at(-1);
  return (
    <>
      <section aria-labelledby={`${id}-totals`} className={styles.panel}>
        <h2 id={`${id}-totals`} className={styles.panelTitle}>
          {COPY.totalsTitle}
        </h2>
        <ul className={styles.stats}>
          {MEASURES.map((measure) => (
            <li key={measure} className={styles.stat} data-testid={`stat-${measure}`}>
              <span className={styles.statLabel}>{COPY.totals[measure]}</span>
              <span className={styles.statValue}>{show(measure, data.totals[measure])}</span>
              {thisWeek && (
                <span className={styles.muted}>
                  {COPY.thisWeek(show(measure, thisWeek[measure]))}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${id}-trends`} className={styles.panel}>
        <h2 id={`${id}-trends`} className={styles.panelTitle}>
          {COPY.trendsTitle}
        </h2>
        <p className={styles.muted}>{COPY.trendsIntro}</p>
        <RevenueChart weeks={data.weeks} />
        <RecordTable
          caption={{ id: `${id}-table`, text: COPY.tableCaption }}
          columns={WEEK_COLUMNS}
          compact
          rows={[...data.weeks].reverse().map((week) => ({ ...week, id: week.start }))}
        />
      </section>
    </>
  );
}

const WIDTH = 600;
const HEIGHT = 180;
const BASE = 150;

/**
 * Revenue by week as bars, each labelled with its amount and week, so nothing depends on
 * colour; the table below gives every number. One image with a summary for screen readers.
 */
function RevenueChart({ weeks }: { weeks: DashboardWeek[] }) {
  const top = Math.max(1, ...weeks.map((week) => week.revenueCents));
  const slot = WIDTH / weeks.length;
  const total = weeks.reduce((sum, week) => sum + week.revenueCents, 0);
  const orders = weeks.reduce((sum, week) => sum + week.orders, 0);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={styles.chart}
      role="img"
      aria-label={COPY.chartLabel(formatDollars(total), orders, weeks.length)}
    >
      {weeks.map((week, index) => {
        const height = Math.round((week.revenueCents / top) * (BASE - 20));
        const x = index * slot + slot * 0.15;
        return (
          <g key={week.start}>
            <rect
              className={styles.bar}
              x={x}
              y={BASE - Math.max(height, 1)}
              width={slot * 0.7}
              height={Math.max(height, 1)}
              rx={3}
            />
            {week.revenueCents > 0 && (
              <text
                className={styles.barValue}
                x={x + slot * 0.35}
                y={BASE - height - 4}
                textAnchor="middle"
              >
                {`$${Math.round(week.revenueCents / 100)}`}
              </text>
            )}
            <text className={styles.axis} x={x + slot * 0.35} y={BASE + 18} textAnchor="middle">
              {formatDay(week.start).replace(/, \d{4}$/, '')}
            </text>
          </g>
        );
      })}
      <line x1={0} x2={WIDTH} y1={BASE} y2={BASE} stroke="currentColor" strokeOpacity={0.3} />
    </svg>
  );
}
