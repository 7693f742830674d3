import type { Kysely } from 'kysely';
import { schoolYearOf, WORKBOOK_LICENCE_CENTS } from '../../../common/billing/plans';
import { WORKBOOK_MESSAGES } from '../../../common/copy/workbooks';
import type {
  AccountLicenceRow,
  AccountWorkbooks,
} from '../../../common/schemas/billing-workbooks';
import { WORKBOOKS } from '../../../common/workbooks';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { accountClasses } from '../billing/account-view';
import type { BillingAccount } from '../billing/billing-accounts';
import { accountClassIds } from '../billing/count-seats';
import { standardIsOn } from './standard-guard';

/** A stored school year ('2027-07-31') as the page names it ('2026–27'). */
const yearOf = (endsOn: string) => ({ label: schoolYearOf(new Date(endsOn)).label, endsOn });

/**
 * The billing page's workbook licences (issue 16, point 1): per workbook and school year, the
 * licences granted to the account, how many are assigned, and the classes they were bought
 * for. A card purchase counts once it is paid (its licences are granted then).
 */
export async function accountWorkbooks(
  db: Kysely<Database>,
  account: BillingAccount,
  now: Date,
): Promise<AccountWorkbooks> {
  const [rows, classes] = await Promise.all([
    db
      .selectFrom('workbook_licences as licence')
      .leftJoin('classes', 'classes.id', 'licence.class_id')
      .select((eb) => [
        'licence.workbook_id',
        'licence.school_year',
        'licence.class_id',
        'classes.title',
        eb.fn.countAll<number | string>().as('bought'),
        eb.fn.count<number | string>('licence.student_id').as('assigned'),
      ])
      .where('licence.account_id', '=', account.id)
      .groupBy(['licence.workbook_id', 'licence.school_year', 'licence.class_id', 'classes.title'])
      .execute(),
    accountClasses(db, account),
  ]);

  const order = new Map(WORKBOOKS.map((workbook, index) => [workbook.id, index]));
  const grouped = new Map<string, AccountLicenceRow>();
  for (const row of rows) {
    const key = `${row.school_year}|${row.workbook_id}`;
    const workbook = WORKBOOKS.find((candidate) => candidate.id === row.workbook_id);
    const summary = grouped.get(key) ?? {
      workbookId: row.workbook_id,
      title: workbook?.title ?? row.workbook_id,
      course: workbook?.course ?? '',
      schoolYear: yearOf(row.school_year),
      bought: 0,
      assigned: 0,
      unassigned: 0,
      classes: [],
    };
    const bought = Number(row.bought);
    const assigned = Number(row.assigned);
    summary.bought += bought;
    summary.assigned += assigned;
    summary.unassigned = summary.bought - summary.assigned;
    summary.classes.push({ classId: row.class_id, title: row.title, bought, assigned });
    grouped.set(key, summary);
  }
  const licences = [...grouped.values()].sort(
    (a, b) =>
      b.schoolYear.endsOn.localeCompare(a.schoolYear.endsOn) ||
      (order.get(a.workbookId) ?? 0) - (order.get(b.workbookId) ?? 0),
  );
  for (const summary of licences) {
    summary.classes.sort((a, b) => (a.title ?? '\uffff').localeCompare(b.title ?? '\uffff'));
  }

  return {
    standardOn: standardIsOn(account),
    paused: account.status === 'paused',
    collectionMethod: account.collection_method,
    unitCents: WORKBOOK_LICENCE_CENTS,
    schoolYear: schoolYearOf(now),
    classes,
    workbooks: WORKBOOKS.filter((workbook) => workbook.status === 'complete').map((workbook) => ({
      id: workbook.id,
      title: workbook.title,
      course: workbook.course,
    })),
    licences,
  };
}

/**
 * The class a purchase on the billing page is for: one of the account's own (non-archived)
 * classes, else 404, whoever teaches it.
 */
export async function requireAccountClass(
  db: Kysely<Database>,
  account: BillingAccount,
  classId: string,
): Promise<string> {
  const found = await db
    .selectFrom('classes')
    .select('id')
    .where('id', '=', classId)
    .where('id', 'in', accountClassIds(db, account))
    .executeTakeFirst();
  if (!found) throw new AppError('NOT_FOUND', { classId: WORKBOOK_MESSAGES.classNotOnAccount });
  return found.id;
}
