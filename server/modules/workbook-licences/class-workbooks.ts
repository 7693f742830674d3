import type { Kysely } from 'kysely';
import { schoolYearOf, WORKBOOK_LICENCE_CENTS } from '../../../common/billing/plans';
import type { ClassWorkbooksView } from '../../../common/schemas/workbooks';
import { WORKBOOKS } from '../../../common/workbooks';
import type { Database } from '../../db/schema';
import { accountForClass } from '../billing/billing-accounts';
import { classPacks } from './class-packs';
import { schoolYearKey } from './licence-rules';
import { managesAccount } from '../../access/billing-member';
import { standardIsOn } from './standard-guard';

/** The class page's Workbooks tab: every workbook, the class's licences this year, the roster. */
export async function classWorkbooks(
  db: Kysely<Database>,
  input: { classId: string; teacherId: string; now: Date },
): Promise<ClassWorkbooksView> {
  const account = await accountForClass(db, input.classId, input.now);
  const year = schoolYearKey(input.now);
  const [students, licences, added] = await Promise.all([
    db
      .selectFrom('class_students')
      .innerJoin('students', 'students.id', 'class_students.student_id')
      .select(['students.id', 'students.first_name', 'students.last_name'])
      .where('class_students.class_id', '=', input.classId)
      .orderBy('students.last_name')
      .orderBy('students.first_name')
      .execute(),
    db
      .selectFrom('workbook_licences')
      .select(['id', 'workbook_id', 'student_id', 'first_written_at'])
      .where('class_id', '=', input.classId)
      .where('school_year', '=', year)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('activity_assignments as a')
      .innerJoin('activities', 'activities.id', 'a.activity_id')
      .select('activities.workbook_id')
      .distinct()
      .where('a.class_id', '=', input.classId)
      .where('activities.workbook_id', 'is not', null)
      .execute(),
  ]);
  const packs = await classPacks(db, input.classId);
  const addedIds = new Set(added.map((row) => row.workbook_id));
  return {
    classId: input.classId,
    standardOn: standardIsOn(account),
    mayBuy: await managesAccount(db, account, input.teacherId),
    collectionMethod: account.collection_method,
    unitCents: WORKBOOK_LICENCE_CENTS,
    schoolYear: schoolYearOf(input.now),
    students: students.map((row) => ({
      id: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
    })),
    workbooks: WORKBOOKS.map((workbook) => ({
      id: workbook.id,
      title: workbook.title,
      label: workbook.label,
      course: workbook.course,
      status: workbook.status,
      activityCount: workbook.activities.length,
      added: addedIds.has(workbook.id),
      licences: licences
        .filter((licence) => licence.workbook_id === workbook.id)
        .map((licence) => ({
          id: licence.id,
          studentId: licence.student_id,
          firstWrittenAt: licence.first_written_at,
        })),
      packs: packs.get(workbook.id) ?? [],
    })),
  };
}
