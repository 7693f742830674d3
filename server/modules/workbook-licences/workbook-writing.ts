import type { Kysely } from 'kysely';
import { WORKBOOK_MESSAGES } from '../../../common/copy/workbooks';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { accountForClass } from '../billing/billing-accounts';
import { schoolYearKey } from './licence-rules';
import { standardIsOn } from './standard-guard';

/**
 * Whether a student may write in a workbook activity now (issue 16, point 8): with a licence for
 * the workbook this school year, while the class's account has Standard on. Seeing it needs
 * only a licence (student-visibility.ts), so when Standard lapses the activity turns read-only
 * and every word already written stays. Other activities: always writable (null workbook).
 */
export async function workbookWritingRefusal(
  db: Kysely<Database>,
  input: { studentId: string; classId: string; workbookId: string | null | undefined; now: Date },
): Promise<string | null> {
  if (!input.workbookId) return null;
  const licence = await db
    .selectFrom('workbook_licences')
    .select('id')
    .where('student_id', '=', input.studentId)
    .where('workbook_id', '=', input.workbookId)
    .where('school_year', '=', schoolYearKey(input.now))
    .executeTakeFirst();
  if (!licence) return WORKBOOK_MESSAGES.noLicence;
  const account = await accountForClass(db, input.classId, input.now);
  return standardIsOn(account) ? null : WORKBOOK_MESSAGES.readOnly;
}

/** 403 with the reason when the student may not write in this workbook activity now. */
export async function requireWorkbookWritable(
  db: Kysely<Database>,
  input: { studentId: string; classId: string; workbookId: string | null | undefined; now: Date },
): Promise<void> {
  const refusal = await workbookWritingRefusal(db, input);
  if (refusal) throw new AppError('FORBIDDEN', { answers: refusal });
}

/**
 * Records the student's first writing in the workbook: from then on their licence cannot move
 * to another student. Later writing changes nothing.
 */
export async function markWorkbookWritten(
  db: Kysely<Database>,
  input: { studentId: string; workbookId: string | null | undefined; now: Date },
): Promise<void> {
  if (!input.workbookId) return;
  await db
    .updateTable('workbook_licences')
    .set({ first_written_at: input.now.toISOString() })
    .where('student_id', '=', input.studentId)
    .where('workbook_id', '=', input.workbookId)
    .where('school_year', '=', schoolYearKey(input.now))
    .where('first_written_at', 'is', null)
    .execute();
}
