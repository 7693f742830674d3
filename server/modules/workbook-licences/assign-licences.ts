import type { Kysely } from 'kysely';
import { WORKBOOK_MESSAGES } from '../../../common/copy/workbooks';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { accountForClass, lockAccount } from '../billing/billing-accounts';
import { licensableWorkbook, schoolYearKey } from './licence-rules';
import { requireStandard } from './standard-guard';

/**
 * Gives the class's unassigned licences of a workbook to named students of the class (issue 16,
 * point 8): `studentIds`, or every student of the class without one. Students who already hold
 * a licence for the workbook this school year are left as they are. All or nothing: too few
 * unassigned licences is a 409 that says how many there are. Needs Standard (402).
 */
export async function assignLicences(
  db: Kysely<Database>,
  input: { classId: string; workbookId: string; studentIds?: string[]; now: Date },
): Promise<number> {
  const workbook = licensableWorkbook(input.workbookId);
  const year = schoolYearKey(input.now);
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const resolved = await accountForClass(trx, input.classId, input.now);
    // One change to the account's licences at a time (FOR UPDATE on PostgreSQL).
    requireStandard(await lockAccount(trx, resolved.id));
    const roster = (
      await trx
        .selectFrom('class_students')
        .select('student_id')
        .where('class_id', '=', input.classId)
        .execute()
    ).map((row) => row.student_id);
    const chosen = input.studentIds ? [...new Set(input.studentIds)] : roster;
    if (chosen.some((id) => !roster.includes(id))) {
      throw new AppError('BAD_REQUEST', { studentIds: WORKBOOK_MESSAGES.studentNotInClass });
    }
    if (chosen.length === 0) return 0;
    const licensed = new Set(
      (
        await trx
          .selectFrom('workbook_licences')
          .select('student_id')
          .where('workbook_id', '=', workbook.id)
          .where('school_year', '=', year)
          .where('student_id', 'in', chosen)
          .execute()
      ).map((row) => row.student_id),
    );
    const needing = chosen.filter((id) => !licensed.has(id));
    if (needing.length === 0) return 0;
    const free = await trx
      .selectFrom('workbook_licences')
      .select('id')
      .where('class_id', '=', input.classId)
      .where('workbook_id', '=', workbook.id)
      .where('school_year', '=', year)
      .where('student_id', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .limit(needing.length)
      .execute();
    if (free.length < needing.length) {
      throw new AppError('CONFLICT', {
        licences: WORKBOOK_MESSAGES.notEnoughLicences(free.length, needing.length),
      });
    }
    for (const [i, studentId] of needing.entries()) {
      await trx
        .updateTable('workbook_licences')
        .set({ student_id: studentId, assigned_at: at })
        .where('id', '=', free[i]!.id)
        .where('student_id', 'is', null)
        .execute();
    }
    return needing.length;
  });
}

/**
 * Moves a licence to another student of the class, or back to unassigned (`studentId` null),
 * until its student first writes in the workbook: then 409, and the licence stays theirs.
 */
export async function moveLicence(
  db: Kysely<Database>,
  input: { classId: string; licenceId: string; studentId: string | null; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const resolved = await accountForClass(trx, input.classId, input.now);
    requireStandard(await lockAccount(trx, resolved.id));
    const licence = await trx
      .selectFrom('workbook_licences')
      .selectAll()
      .where('id', '=', input.licenceId)
      .where('class_id', '=', input.classId)
      .executeTakeFirst();
    if (!licence) throw new AppError('NOT_FOUND', { licence: WORKBOOK_MESSAGES.licenceNotFound });
    if (licence.student_id === input.studentId) return;
    if (licence.first_written_at !== null) {
      throw new AppError('CONFLICT', { licence: WORKBOOK_MESSAGES.licenceInUse });
    }
    if (input.studentId !== null) {
      const seated = await trx
        .selectFrom('class_students')
        .select('student_id')
        .where('class_id', '=', input.classId)
        .where('student_id', '=', input.studentId)
        .executeTakeFirst();
      if (!seated) {
        throw new AppError('BAD_REQUEST', { studentId: WORKBOOK_MESSAGES.studentNotInClass });
      }
      const held = await trx
        .selectFrom('workbook_licences')
        .select('id')
        .where('workbook_id', '=', licence.workbook_id)
        .where('school_year', '=', licence.school_year)
        .where('student_id', '=', input.studentId)
        .executeTakeFirst();
      if (held) throw new AppError('CONFLICT', { studentId: WORKBOOK_MESSAGES.alreadyLicensed });
    }
    const moved = await trx
      .updateTable('workbook_licences')
      .set({
        student_id: input.studentId,
        assigned_at: input.studentId ? input.now.toISOString() : null,
      })
      .where('id', '=', licence.id)
      .where('first_written_at', 'is', null)
      .executeTakeFirst();
    // The student wrote between the read and the update.
    if (Number(moved.numUpdatedRows) !== 1) {
      throw new AppError('CONFLICT', { licence: WORKBOOK_MESSAGES.licenceInUse });
    }
  });
}
