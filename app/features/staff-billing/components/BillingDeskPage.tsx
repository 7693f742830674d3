import { Link, useSearchParams } from 'react-router';
import {
  BILLING_DESK_TEXT as TEXT,
  BILLING_KIND_LABELS,
  BILLING_PERIOD_LABELS,
  BILLING_PLAN_LABELS,
  BILLING_STATUS_LABELS,
} from '@common/copy/billing-desk';
import { PATHS, staffBillingAccountPath } from '@common/routes';
import {
  BILLING_DESK_API,
  BILLING_DESK_SEARCH_MAX_LENGTH,
  BILLING_STATUSES,
  type DeskBillingAccount,
} from '@common/schemas/billing-desk';
import { formatUsd } from '@common/store/pricing';
import { DeskSearch, DeskSelect } from '~/components/desk/DeskSearch';
import { AppShell } from '~/components/layout/AppShell';
import { Button, ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { useSignInWhenUnauthorized } from '~/lib/use-sign-in-when-unauthorized';
import { useBillingAccounts } from '../api/list-billing-accounts';
import {
  hasFilters,
  readDeskParams,
  writeDeskParams,
  type BillingDeskParams,
} from '../utils/desk-params';
import styles from './BillingDesk.module.css';

/**
 * /staff/billing: every billing account (issue 16, point 6), overdue first. The search and
 * filters live in the address; the server searches, sorts and pages (25). Each account links
 * to its page with invoices, audit trail and actions; "Export CSV" downloads the filtered list.
 */
export function BillingDeskPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readDeskParams(searchParams);
  const query = writeDeskParams(params).toString();
  const { data, error, isPending, isFetching, refetch } = useBillingAccounts(query);
  const signingIn = useSignInWhenUnauthorized(error, PATHS.teacherSignIn);
  const forbidden = statusOf(error) === 403;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  function change(next: Partial<BillingDeskParams>) {
    // A new filter starts at its first page; turning a page keeps the filters.
    setSearchParams(writeDeskParams({ ...params, page: 1, ...next }));
  }

  const exportHref = `${BILLING_DESK_API.csv}?${writeDeskParams(params, false).toString()}`;

  return (
    <AppShell
      area={TEXT.area}
      title={TEXT.title}
      intro={forbidden ? undefined : TEXT.intro}
      actions={
        forbidden ? undefined : (
          <ButtonLink href={exportHref} variant="secondary" size="sm" download>
            {TEXT.exportCsv}
          </ButtonLink>
        )
      }
    >
      {forbidden ? (
        <LoadFailed message={TEXT.forbidden} />
      ) : (
        <>
          <Filters params={params} onChange={change} />
          {(isPending || signingIn) && <Skeleton label={TEXT.loading} lines={6} />}
          {error && !signingIn && (
            <LoadFailed message={TEXT.loadFailed} onRetry={() => void refetch()} />
          )}
          {data && (
            <>
              <div className={styles.toolbar}>
                <p className={styles.count} aria-live="polite" aria-busy={isFetching}>
                  {TEXT.resultCount(data.total)}
                </p>
              </div>
              {data.accounts.length === 0 ? (
                <EmptyState
                  title={TEXT.emptyTitle}
                  action={
                    hasFilters(params) ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() =>
                          change({ q: '', status: 'all', plan: 'all', overdue: 'all' })
                        }
                      >
                        {TEXT.clearFilters}
                      </Button>
                    ) : undefined
                  }
                >
                  {hasFilters(params) ? TEXT.empty : TEXT.emptyNoAccounts}
                </EmptyState>
              ) : (
                <AccountsTable accounts={data.accounts} />
              )}
              {pages > 1 && (
                <nav className={styles.pages} aria-label={TEXT.pagination}>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={params.page <= 1}
                    onClick={() =>
                      setSearchParams(writeDeskParams({ ...params, page: params.page - 1 }))
                    }
                  >
                    {TEXT.previous}
                  </Button>
                  <span aria-current="page">{TEXT.pageOf(params.page, pages)}</span>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={params.page >= pages}
                    onClick={() =>
                      setSearchParams(writeDeskParams({ ...params, page: params.page + 1 }))
                    }
                  >
                    {TEXT.next}
                  </Button>
                </nav>
              )}
            </>
          )}
        </>
      )}
    </AppShell>
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
    <div className={styles.region} tabIndex={0} role="region" aria-label={TEXT.title}>
      <table className={styles.table}>
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
                    <span className={styles.muted}>{account.ownerEmail}</span>
                  </>
                )}
              </th>
              <td data-label={columns.kind}>{BILLING_KIND_LABELS[account.kind]}</td>
              <td data-label={columns.plan}>
                {BILLING_PLAN_LABELS[account.plan]}
                {account.period && (
                  <span className={styles.muted}> · {BILLING_PERIOD_LABELS[account.period]}</span>
                )}
                <br />
                <span className={styles.badge} data-status={account.status}>
                  {BILLING_STATUS_LABELS[account.status]}
                </span>
              </td>
              <td data-label={columns.seats} className={styles.nowrap}>
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
                    <span className={styles.muted}>{TEXT.openQuotes(account.openQuotes)}</span>
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
