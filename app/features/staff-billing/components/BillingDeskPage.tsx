import { useState, type FormEvent } from 'react';
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

/** The search (applied on submit) and the filters (applied at once). */
function Filters({
  params,
  onChange,
}: {
  params: BillingDeskParams;
  onChange: (next: Partial<BillingDeskParams>) => void;
}) {
  const [q, setQ] = useState(params.q);
  const [applied, setApplied] = useState(params.q);
  // Clearing the filters (or going back) empties or refills the box.
  if (applied !== params.q) {
    setApplied(params.q);
    setQ(params.q);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ q: q.trim() });
  }

  return (
    <form className={styles.filters} role="search" onSubmit={submit} noValidate>
      <label className={styles.field}>
        {TEXT.searchLabel}
        <span className={styles.searchRow}>
          <input
            className={styles.control}
            type="search"
            name="q"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            maxLength={BILLING_DESK_SEARCH_MAX_LENGTH}
            placeholder={TEXT.searchHint}
          />
          <Button size="sm" type="submit">
            {TEXT.searchButton}
          </Button>
        </span>
      </label>
      <label className={styles.field}>
        {TEXT.statusLabel}
        <select
          className={styles.control}
          value={params.status}
          onChange={(event) =>
            onChange({ status: event.target.value as BillingDeskParams['status'] })
          }
        >
          <option value="all">{TEXT.allStatuses}</option>
          {BILLING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {BILLING_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {TEXT.planLabel}
        <select
          className={styles.control}
          value={params.plan}
          onChange={(event) => onChange({ plan: event.target.value as BillingDeskParams['plan'] })}
        >
          <option value="all">{TEXT.allPlans}</option>
          <option value="small">{BILLING_PLAN_LABELS.small}</option>
          <option value="standard">{BILLING_PLAN_LABELS.standard}</option>
        </select>
      </label>
      <label className={styles.field}>
        {TEXT.overdueLabel}
        <select
          className={styles.control}
          value={params.overdue}
          onChange={(event) =>
            onChange({ overdue: event.target.value as BillingDeskParams['overdue'] })
          }
        >
          <option value="all">{TEXT.overdueAll}</option>
          <option value="yes">{TEXT.overdueYes}</option>
          <option value="no">{TEXT.overdueNo}</option>
        </select>
      </label>
    </form>
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
