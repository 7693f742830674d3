import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CreatedStudent, newStudentSchema } from '../../../common/schemas/classroom';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { issueLoginCode } from '../roster/login-codes';
import { deriveUsernameBase, firstFreeUsername } from './derive-username';
import type { ClassRow } from '../../access/teaches-class';
import { toClassStudent } from './student-views';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';
import { seatStudents } from '../billing/seat-gate';

type NewStudent = z.output<typeof newStudentSchema>;

/** Inserts tried before giving up when concurrent additions keep taking the same usernames. */
const ATTEMPTS = 3;

/**
 * Creates students in the class, administered by the class's owner (SPEC §1: students exist
 * only under an educator administrator), each with a unique username (chosen, or made from
 * the names) and a fresh login code. The codes are in this answer only: they are stored
 * hashed. Usernames rest on the unique constraint: a concurrent addition that takes one makes
 * the batch try again with the next free names. The seat gate (decision 0022) runs in the same
 * transaction: past what the plan allows it answers 402 with the priced choice, and the whole
 * batch, students rows too, rolls back.
 */
export async function addStudents(
  db: Kysely<Database>,
  classRow: ClassRow,
  students: NewStudent[],
  now = new Date(),
): Promise<CreatedStudent[]> {
  const classGrade =
    classRow.grade_level && classRow.grade_level !== 'mixed' ? classRow.grade_level : null;
  const at = now.toISOString();
  for (let attempt = 1; ; attempt++) {
    const usernames = await pickUsernames(db, students);
    const rows = students.map((student, index) => ({
      id: crypto.randomUUID(),
      first_name: student.firstName,
      last_name: student.lastName,
      grade: student.grade ?? classGrade,
      username: usernames[index] ?? null,
      email: null,
      password_hash: null,
      login_code_hash: null,
      administrator_id: classRow.teacher_id,
      google_subject: null,
      created_at: at,
      updated_at: at,
    }));
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('students').values(rows).execute();
        await seatStudents(trx, {
          classId: classRow.id,
          studentIds: rows.map((row) => row.id),
          now,
        });
        await trx
          .insertInto('class_students')
          .values(rows.map((row) => ({ class_id: classRow.id, student_id: row.id, joined_at: at })))
          .execute();
      });
    } catch (error) {
      // A refusal (the plan, a taken username) is an answer, not a race: never retried.
      if (error instanceof AppError || attempt >= ATTEMPTS) throw error;
      continue;
    }
    // Hashing is slow by design; the codes are made after the rows are safely in.
    const codes = await Promise.all(rows.map((row) => issueLoginCode(db, row.id, now)));
    return rows.map((row, index) => {
      const issued = codes[index];
      if (!issued) throw new Error(`No login code for student ${row.id}`);
      return {
        ...toClassStudent(
          {
            ...row,
            login_code_hash: 'set',
            login_code_expires_at: issued.expiresAt,
            joined_at: at,
          },
          0,
        ),
        loginCode: issued.code,
      };
    });
  }
}

/** Chosen usernames (refused when taken) and free ones made from the names for the rest. */
async function pickUsernames(db: Kysely<Database>, students: NewStudent[]): Promise<string[]> {
  const chosen = students.flatMap((student) => (student.username ? [student.username] : []));
  if (chosen.length > 0) {
    const taken = new Set(
      (
        await db.selectFrom('students').select('username').where('username', 'in', chosen).execute()
      ).map((row) => row.username),
    );
    const errors: Record<string, string> = {};
    students.forEach((student, index) => {
      if (student.username && taken.has(student.username)) {
        errors[`students.${index}.username`] = CLASSROOM_MESSAGES.usernameTaken;
      }
    });
    if (Object.keys(errors).length > 0) throw new AppError('BAD_REQUEST', errors);
  }
  const bases = students.map((student) =>
    student.username ? null : deriveUsernameBase(student.firstName, student.lastName),
  );
  const distinct = [...new Set(bases.filter((base): base is string => base !== null))];
  const used = new Set<string>(chosen);
  if (distinct.length > 0) {
    const existing = await db
      .selectFrom('students')
      .select('username')
      .where((eb) => eb.or(distinct.flatMap((base) => [eb('username', 'like', `${base}%`)])))
      .execute();
    for (const row of existing) if (row.username) used.add(row.username);
  }
  return students.map((student, index) => {
    if (student.username) return student.username;
    const username = firstFreeUsername(bases[index] ?? 'student', used);
    used.add(username);
    return username;
  });
}
