import type { Kysely } from 'kysely';
import type { ClassValues } from '../../../common/schemas/classroom';
import type { Database } from '../../db/schema';
import { findOrCreateSchool } from './find-or-create-school';
import { AppError } from '../../errors';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';
import { generateAccessCode } from './generate-access-code';
import type { ClassRow } from '../../access/teaches-class';

/** Codes tried before giving up; with 31^5 ≈ 28.6 million codes a second try is already rare. */
const ACCESS_CODE_ATTEMPTS = 10;

/**
 * Creates the teacher's class with a unique Access Code. Uniqueness rests on the database's
 * unique constraint: a colliding code fails the insert and another is drawn. The school is the
 * one given, which the teacher's account then remembers (`users.school_id`), or without one the
 * school remembered from before; a teacher with neither is asked for it.
 */
export async function createClass(
  db: Kysely<Database>,
  teacherId: string,
  values: ClassValues,
  now = new Date(),
): Promise<ClassRow> {
  const schoolId = await schoolOf(db, teacherId, values.school, now);
  for (let attempt = 1; ; attempt++) {
    const row: ClassRow = {
      id: crypto.randomUUID(),
      title: values.title,
      access_code: generateAccessCode(),
      teacher_id: teacherId,
      school_id: schoolId,
      grade_level: values.gradeLevel,
      subject: values.subject,
      created_at: now.toISOString(),
      archived_at: null,
      // Notification email to students stays off until a teacher allows it (migration 0026).
      student_email_notifications: 0,
    };
    try {
      await db.insertInto('classes').values(row).execute();
      return row;
    } catch (error) {
      const taken = await db
        .selectFrom('classes')
        .select('id')
        .where('access_code', '=', row.access_code)
        .executeTakeFirst();
      if (!taken || attempt >= ACCESS_CODE_ATTEMPTS) throw error;
    }
  }
}

async function schoolOf(
  db: Kysely<Database>,
  teacherId: string,
  school: ClassValues['school'],
  now: Date,
): Promise<string> {
  if (school) {
    const id = await findOrCreateSchool(db, school, now);
    await db.updateTable('users').set({ school_id: id }).where('id', '=', teacherId).execute();
    return id;
  }
  const remembered = await db
    .selectFrom('users')
    .innerJoin('schools', 'schools.id', 'users.school_id')
    .select('schools.id')
    .where('users.id', '=', teacherId)
    .executeTakeFirst();
  if (!remembered) throw new AppError('BAD_REQUEST', { school: CLASSROOM_MESSAGES.schoolRequired });
  return remembered.id;
}
