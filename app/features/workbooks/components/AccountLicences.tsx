import { billingDate } from '@common/copy/billing-documents';
import { WORKBOOK_BILLING_COPY as COPY, WORKBOOK_COPY } from '@common/copy/workbooks';
import { WORKBOOKS_PATH } from '@common/routes';
import type { AccountLicenceRow, AccountWorkbooks } from '@common/schemas/billing-workbooks';
import { ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useAccountWorkbooks } from '../api/account-licences';
import { BuyAccountLicences } from './BuyAccountLicences';
import type { CardFieldComponent } from './WorkbooksTab';
import tab from './WorkbooksTab.module.css';
import styles from './AccountLicences.module.css';

/** Where "See the Standard choices" leads: the billing page's own plan choice. */
export const STANDARD_CHOICES_ANCHOR = '#choose-title';

/** The billing page's "Workbook licences" section, read from the server. */
export function AccountLicences({ CardField }: { CardField: CardFieldComponent }) {
  const summary = useAccountWorkbooks();
  return (
    <section className={styles.section} aria-labelledby="workbook-licences-title">
      <h2 id="workbook-licences-title" className={styles.title}>
        {COPY.heading}
      </h2>
      {summary.isPending && <Skeleton label={COPY.loading} lines={4} />}
      {summary.isError && (
        <LoadFailed message={COPY.loadFailed} onRetry={() => void summary.refetch()} />
      )}
      {summary.data && <AccountLicencesView summary={summary.data} CardField={CardField} />}
    </section>
  );
}

/**
 * The licences per workbook and school year, or what workbooks are and where to see them; then
 * the purchase, or why it needs Standard first and the way there.
 */
export function AccountLicencesView({
  summary,
  CardField,
}: {
  summary: AccountWorkbooks;
  CardField: CardFieldComponent;
}) {
  return (
    <>
      <p className={tab.muted}>
        {COPY.intro(summary.schoolYear.label, billingDate(summary.schoolYear.endsOn))}
      </p>
      {summary.licences.length === 0 ? (
        <EmptyState
          title={COPY.emptyTitle}
          action={
            <ButtonLink href={WORKBOOKS_PATH} variant="secondary">
              {COPY.catalogueLink}
            </ButtonLink>
          }
        >
          {COPY.emptyText}
        </EmptyState>
      ) : (
        <LicenceTable rows={summary.licences} />
      )}
      {summary.standardOn ? (
        <BuyAccountLicences summary={summary} CardField={CardField} />
      ) : (
        <div className={tab.note} role="note" data-testid="workbooks-need-standard">
          <p>
            <strong>{COPY.needsStandard}</strong>
          </p>
          <p>{summary.paused ? COPY.paused : COPY.needsStandardNext}</p>
          {!summary.paused && (
            <ButtonLink href={STANDARD_CHOICES_ANCHOR} variant="secondary">
              {COPY.toStandard}
            </ButtonLink>
          )}
        </div>
      )}
    </>
  );
}

function LicenceTable({ rows }: { rows: readonly AccountLicenceRow[] }) {
  const columns = COPY.columns;
  return (
    <table className={styles.table} data-testid="workbook-licences">
      <thead>
        <tr>
          <th scope="col">{columns.workbook}</th>
          <th scope="col">{columns.year}</th>
          <th scope="col" className={styles.number}>
            {columns.bought}
          </th>
          <th scope="col" className={styles.number}>
            {columns.assigned}
          </th>
          <th scope="col" className={styles.number}>
            {columns.unassigned}
          </th>
          <th scope="col">{columns.classes}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.schoolYear.endsOn}-${row.workbookId}`}>
            <th scope="row">{COPY.courseTitle(row.course, row.title)}</th>
            <td data-label={columns.year}>{WORKBOOK_COPY.schoolYear(row.schoolYear.label)}</td>
            <td data-label={columns.bought} className={styles.number}>
              {row.bought}
            </td>
            <td data-label={columns.assigned} className={styles.number}>
              {row.assigned}
            </td>
            <td data-label={columns.unassigned} className={styles.number}>
              {row.unassigned}
            </td>
            <td data-label={columns.classes}>
              <ul className={styles.classes}>
                {row.classes.map((klass) => (
                  <li key={klass.classId ?? 'deleted'}>
                    {COPY.classLine(klass.title, klass.bought, klass.assigned)}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
