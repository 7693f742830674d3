import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Whether the teacher teaches the student: owns or co-teaches (by the rule of teaches-class.ts)
 * any class the student is in. One query.
 */
export async function teachesStudent(
  db: Kysely<Database>,
  teacherId: string,
  studentId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('class_students')
    .select('student_id')
    .where('student_id', '=', studentId)
    .where((eb) =>
      eb.or([
        eb(
          'class_id',
          'in',
          eb.selectFrom('classes').select('id').where('teacher_id', '=', teacherId),
        ),
        eb(
          'class_id',
          'in',
          eb.selectFrom('class_teachers').select('class_id').where('teacher_id', '=', teacherId),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
