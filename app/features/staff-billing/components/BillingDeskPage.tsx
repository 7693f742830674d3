import { Link, useSearchParams } from 'react-router';
import {
  BILLING_DESK_TEXT as TEXT,
  BILLING_KIND_LABELS,
  BILLING_PERIOD_LABELS,
  BILLING_PLAN_LABELS,
  BILLING_STATUS_LABELS,
} from '@common/copy/billing-desk';
import { staffBillingAccountPath } from '@common/routes';
import {
  BILLING_DESK_API,
  BILLING_DESK_SEARCH_MAX_LENGTH,
  BILLING_STATUSES,
  type DeskBillingAccount,
} from '@common/schemas/billing-desk';
import { formatUsd } from '@common/store/pricing';
import { DeskEmpty, DeskPage } from '~/components/desk/DeskPage';
import { DeskSearch, DeskSelect } from '~/components/desk/DeskSearch';
import { useBillingAccounts } from '../api/list-billing-accounts';
import {
  hasFilters,
  readDeskParams,
  writeDeskParams,
  type BillingDeskParams,
} from '../utils/desk-params';
import desk from '~/components/desk/Desk.module.css';
import styles from './BillingDesk.module.css';

/**
 * /staff/billing: every billing account (issue 16, point 6), overdue first. The search and
 * filters live in the address; the server searches, sorts and pages (25). Each account links
 * to its page with invoices, audit trail and actions; "Export CSV" downloads the filtered list.
 */
export function BillingDeskPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readDeskParams(searchParams);
  const accounts = useBillingAccounts(writeDeskParams(params).toString());

  function change(next: Partial<BillingDeskParams>) {
    // A new filter starts at its first page; turning a page keeps the filters.
    setSearchParams(writeDeskParams({ ...params, page: 1, ...next }));
  }

  // With a search or filter on, an empty list offers to clear them.
  const clear = hasFilters(params)
    ? {
        label: TEXT.clearFilters,
        onClick: () => change({ q: '', status: 'all', plan: 'all', overdue: 'all' }),
      }
    : undefined;

  return (
    <DeskPage
      text={{ ...TEXT, failed: TEXT.loadFailed, page: TEXT.pageOf }}
      exportHref={`${BILLING_DESK_API.csv}?${writeDeskParams(params, false).toString()}`}
      list={accounts}
      controls={<Filters params={params} onChange={change} />}
      count={(data) => TEXT.resultCount(data.total)}
      page={params.page}
      onPage={(page) => setSearchParams(writeDeskParams({ ...params, page }))}
    >
      {(data) =>
        data.accounts.length === 0 ? (
          <DeskEmpty title={TEXT.emptyTitle} clear={clear}>
            {clear ? TEXT.empty : TEXT.emptyNoAccounts}
          </DeskEmpty>
        ) : (
          <AccountsTable accounts={data.accounts} />
        )
      }
    </DeskPage>
  );
}

/** The search (applied on submit) and the filters (applied at once): the desks' shared form. */
function Filters({
  params,
  onChange,
}: {
  params: BillingDeskParams;
  onChange: (next: Partial<BillingDeskParams>) => void;
}) {
  return (
    <DeskSearch
      label={TEXT.searchLabel}
      placeholder={TEXT.searchHint}
      submitLabel={TEXT.searchButton}
      maxLength={BILLING_DESK_SEARCH_MAX_LENGTH}
      q={params.q}
      onSearch={(q) => onChange({ q: q.trim() })}
    >
      <DeskSelect
        label={TEXT.statusLabel}
        value={params.status}
        onChange={(status) => onChange({ status: status as BillingDeskParams['status'] })}
      >
        <option value="all">{TEXT.allStatuses}</option>
        {BILLING_STATUSES.map((status) => (
          <option key={status} value={status}>
            {BILLING_STATUS_LABELS[status]}
          </option>
        ))}
      </DeskSelect>
      <DeskSelect
        label={TEXT.planLabel}
        value={params.plan}
        onChange={(plan) => onChange({ plan: plan as BillingDeskParams['plan'] })}
      >
        <option value="all">{TEXT.allPlans}</option>
        <option value="small">{BILLING_PLAN_LABELS.small}</option>
        <option value="standard">{BILLING_PLAN_LABELS.standard}</option>
      </DeskSelect>
      <DeskSelect
        label={TEXT.overdueLabel}
        value={params.overdue}
        onChange={(overdue) => onChange({ overdue: overdue as BillingDeskParams['overdue'] })}
      >
        <option value="all">{TEXT.overdueAll}</option>
        <option value="yes">{TEXT.overdueYes}</option>
        <option value="no">{TEXT.overdueNo}</option>
      </DeskSelect>
    </DeskSearch>
  );
}

function AccountsTable({ accounts }: { accounts: DeskBillingAccount[] }) {
  const { columns } = TEXT;
  return (
    // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    <div className={desk.region} tabIndex={0} role="region" aria-label={TEXT.title}>
      <table className={desk.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.first}>
              {columns.name}
            </th>
            <th scope="col">{columns.kind}</th>
            <th scope="col">{columns.plan}</th>
            <th scope="col">{columns.seats}</th>
            <th scope="col">{columns.balance}</th>
            <th scope="col">{columns.overdue}</th>
            <th scope="col">{columns.po}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id} data-account={account.id}>
              <th scope="row" className={styles.first}>
                <Link className={styles.name} to={staffBillingAccountPath(account.id)}>
                  {account.name}
                </Link>
                {account.ownerEmail && (
                  <>
                    <br />
                    <span className={desk.muted}>{account.ownerEmail}</span>
                  </>
                )}
              </th>
              <td data-label={columns.kind}>{BILLING_KIND_LABELS[account.kind]}</td>
              <td data-label={columns.plan}>
                {BILLING_PLAN_LABELS[account.plan]}
                {account.period && (
                  <span className={desk.muted}> · {BILLING_PERIOD_LABELS[account.period]}</span>
                )}
                <br />
                <span className={styles.badge} data-status={account.status}>
                  {BILLING_STATUS_LABELS[account.status]}
                </span>
              </td>
              <td data-label={columns.seats} className={desk.nowrap}>
                {TEXT.seats(account.seatsCounted, account.seatsBilled)}
              </td>
              <td data-label={columns.balance} className={styles.money}>
                {formatUsd(account.balanceCents)}
              </td>
              <td
                data-label={columns.overdue}
                className={account.overdueInvoices > 0 ? styles.overdue : undefined}
              >
                {TEXT.overdueCell(account.overdueInvoices, account.oldestOverdueDays)}
              </td>
              <td data-label={columns.po}>
                {account.poNumber ?? TEXT.none}
                {account.openQuotes > 0 && (
                  <>
                    <br />
                    <span className={desk.muted}>{TEXT.openQuotes(account.openQuotes)}</span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
