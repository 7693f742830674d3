import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { STAFF_DESK_COPY as DESK } from '@common/copy/staff-desk';
import { STAFF_DESK_API } from '@common/schemas/staff-desk';
import {
  ORDER_STATUS_LABELS,
  STAFF_ORDER_STATUSES,
  type StaffOrder,
} from '@common/store/order-views';
import { DeskEmpty, DeskPage } from '~/components/desk/DeskPage';
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
import { DeskTable } from './DeskTable';
import desk from '~/components/desk/Desk.module.css';
import orderDesk from './Desk.module.css';
import styles from './Staff.module.css';

const TABS = ['all', ...STAFF_ORDER_STATUSES] as const;

/**
 * /staff/orders: the order desk (issue 4; issue 12, point 13). Status tabs, search and filters
 * live in the address; the server searches, sorts and pages. Orders can be selected for bulk
 * changes and the production batch; each links to its detail, timeline and refunds.
 */
export function StaffOrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readDeskParams(searchParams);
  const [notice, setNotice] = useState('');
  const [failures, setFailures] = useState<string[]>([]);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const queryClient = useQueryClient();
  const list = useDeskSearch(apiQuery(params, true));
  const { data } = list;
  const orders = useMemo(() => data?.orders ?? [], [data]);
  const selected = orders.filter((order) => selectedIds.has(order.id));

  function change(next: Partial<DeskParams>) {
    setNotice('');
    setFailures([]);
    setSelectedIds(new Set());
    // A new filter starts at its first page; turning a page keeps the filters.
    setSearchParams(writeDeskParams({ ...params, page: 1, ...next }));
  }

  // With a search or filter on, an empty list offers to clear them (the status tab stays).
  const clear = hasFilters(params)
    ? {
        label: DESK.clear,
        onClick: () => change({ q: '', from: '', to: '', schoolId: '', status: params.status }),
      }
    : undefined;

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

  return (
    <DeskPage
      text={{ ...COPY, ...DESK }}
      exportHref={`${STAFF_DESK_API.exportCsv}?${apiQuery(params, false)}`}
      list={list}
      controls={
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
          <p className={desk.notice} role="status">
            {notice}
          </p>
          {failures.length > 0 && (
            <ul className={orderDesk.failures}>
              {failures.map((failure) => (
                <li key={failure}>{failure}</li>
              ))}
            </ul>
          )}
        </>
      }
      count={(answer) => DESK.results(answer.total, answer.more)}
      toolbar={
        selected.length > 0 && (
          <DeskBulkBar
            selected={selected}
            onDone={(text, failed) => {
              setNotice(text);
              setFailures(failed);
              setSelectedIds(new Set());
            }}
          />
        )
      }
      page={params.page}
      onPage={(page) => {
        setSelectedIds(new Set());
        setSearchParams(writeDeskParams({ ...params, page }));
      }}
    >
      {() =>
        orders.length === 0 ? (
          <DeskEmpty title={DESK.emptyTitle} clear={clear}>
            {clear ? DESK.emptyFiltered : DESK.emptyQueue}
          </DeskEmpty>
        ) : (
          <DeskTable
            orders={orders}
            selected={selectedIds}
            onSelect={select}
            onSelectAll={(on) => setSelectedIds(new Set(on ? orders.map((order) => order.id) : []))}
            onMoved={moved}
            onNotice={setNotice}
          />
        )
      }
    </DeskPage>
  );
}
