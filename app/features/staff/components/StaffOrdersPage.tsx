import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { STAFF_DESK_COPY as DESK } from '@common/copy/staff-desk';
import { PATHS } from '@common/routes';
import { STAFF_DESK_API } from '@common/schemas/staff-desk';
import {
  ORDER_STATUS_LABELS,
  STAFF_ORDER_STATUSES,
  type StaffOrder,
} from '@common/store/order-views';
import { AppShell } from '~/components/layout/AppShell';
import { ButtonLink, Button } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { useSignInWhenUnauthorized } from '~/lib/use-sign-in-when-unauthorized';
import { DESK_KEYS } from '../api/desk-keys';
import { useDeskSearch } from '../api/search-desk-orders';
import {
  apiQuery,
  hasFilters,
  readDeskParams,
  writeDeskParams,
  type DeskParams,
} from '../utils/desk-params';
import { STAFF_COPY as COPY } from '../utils/copy';
import { DeskBulkBar } from './DeskBulkBar';
import { DeskFilters } from './DeskFilters';
import { DeskPagination } from './DeskPagination';
import { DeskTable } from './DeskTable';
import styles from './Staff.module.css';
import desk from './Desk.module.css';

const TABS = ['all', ...STAFF_ORDER_STATUSES] as const;

/**
 * /staff/orders: the order desk (issue 4; issue 12, point 13). Status tabs, search and filters
 * live in the address; the server searches, sorts and pages. Orders can be selected for bulk
 * changes and the production batch; each links to its detail, timeline and refunds.
 */
export function StaffOrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readDeskParams(searchParams);
  const query = apiQuery(params, true);
  const [notice, setNotice] = useState('');
  const [failures, setFailures] = useState<string[]>([]);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const queryClient = useQueryClient();
  const { data, error, isPending, isFetching, refetch } = useDeskSearch(query);
  const signingIn = useSignInWhenUnauthorized(error, PATHS.teacherSignIn);
  const forbidden = statusOf(error) === 403;
  const orders = useMemo(() => data?.orders ?? [], [data]);
  const selected = orders.filter((order) => selectedIds.has(order.id));
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  function change(next: Partial<DeskParams>) {
    setNotice('');
    setFailures([]);
    setSelectedIds(new Set());
    // A new filter starts at its first page; turning a page keeps the filters.
    setSearchParams(writeDeskParams({ ...params, page: 1, ...next }));
  }

  function moved(order: StaffOrder) {
    setNotice(COPY.moved(order.number, ORDER_STATUS_LABELS[order.status].toLowerCase()));
    void queryClient.invalidateQueries({ queryKey: DESK_KEYS.all });
  }

  function select(orderId: string, on: boolean) {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (on) next.add(orderId);
      else next.delete(orderId);
      return next;
    });
  }

  const exportHref = `${STAFF_DESK_API.exportCsv}?${apiQuery(params, false)}`;

  return (
    <AppShell
      area={COPY.area}
      title={COPY.title}
      intro={forbidden ? undefined : COPY.intro}
      actions={
        forbidden ? undefined : (
          <ButtonLink href={exportHref} variant="secondary" size="sm" download>
            {DESK.exportCsv}
          </ButtonLink>
        )
      }
    >
      {forbidden ? (
        <LoadFailed message={COPY.forbidden} />
      ) : (
        <>
          <nav aria-label={COPY.tabsLabel}>
            <ul className={styles.tabs}>
              {TABS.map((status) => (
                <li key={status}>
                  <button
                    type="button"
                    className={styles.tab}
                    aria-current={status === params.status ? 'page' : undefined}
                    onClick={() => status !== params.status && change({ status })}
                  >
                    {status === 'all' ? DESK.allStatuses : ORDER_STATUS_LABELS[status]}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <DeskFilters params={params} onChange={change} />
          <p className={styles.notice} role="status">
            {notice}
          </p>
          {failures.length > 0 && (
            <ul className={desk.failures}>
              {failures.map((failure) => (
                <li key={failure}>{failure}</li>
              ))}
            </ul>
          )}
          {(isPending || signingIn) && <Skeleton label={COPY.loading} lines={6} />}
          {error && !signingIn && (
            <LoadFailed message={COPY.failed} onRetry={() => void refetch()} />
          )}
          {data && (
            <>
              <div className={desk.toolbar}>
                <p className={desk.count} aria-live="polite" aria-busy={isFetching}>
                  {DESK.results(data.total, data.more)}
                </p>
                {selected.length > 0 && (
                  <DeskBulkBar
                    selected={selected}
                    onDone={(text, failed) => {
                      setNotice(text);
                      setFailures(failed);
                      setSelectedIds(new Set());
                    }}
                  />
                )}
              </div>
              {orders.length === 0 ? (
                <EmptyState
                  title={DESK.emptyTitle}
                  action={
                    hasFilters(params) ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() =>
                          change({ q: '', from: '', to: '', schoolId: '', status: params.status })
                        }
                      >
                        {DESK.clear}
                      </Button>
                    ) : undefined
                  }
                >
                  {hasFilters(params) ? DESK.emptyFiltered : DESK.emptyQueue}
                </EmptyState>
              ) : (
                <DeskTable
                  orders={orders}
                  selected={selectedIds}
                  onSelect={select}
                  onSelectAll={(on) =>
                    setSelectedIds(new Set(on ? orders.map((order) => order.id) : []))
                  }
                  onMoved={moved}
                  onNotice={setNotice}
                />
              )}
              <DeskPagination
                page={params.page}
                pages={pages}
                onPage={(page) => {
                  setSelectedIds(new Set());
                  setSearchParams(writeDeskParams({ ...params, page }));
                }}
              />
            </>
          )}
        </>
      )}
    </AppShell>
  );
}
