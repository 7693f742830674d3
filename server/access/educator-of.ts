import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { RECORD_ID } from '../../common/schemas/ids';
import type { Database } from '../db/schema';
import { callerOf, refuseStudentAccess } from './guards';
import { teachesStudent } from './teaches-student';

/** The same rule on a students row already read (for lists). */
export const isAdministeredBy = (
  student: { administrator_id: string },
  teacherId: string,
): boolean => student.administrator_id === teacherId;

/**
 * Whether the teacher administers the student: `students.administrator_id`, the teacher whose
 * class the student was first added to, their data controller (SPEC §3), who alone deletes the
 * student outright and keeps them when another teacher takes them out of every class.
 */
export async function administersStudent(
  db: Kysely<Database>,
  teacherId: string,
  studentId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('students')
    .select('id')
    .where('id', '=', studentId)
    .where('administrator_id', '=', teacherId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * How a teacher stands to a student: 'administrator' when they administer the student (whether
 * or not they also teach them), 'teacher' when they only teach one of the student's classes
 * (owner or co-teacher), else null.
 */
export async function educatesStudent(
  db: Kysely<Database>,
  teacherId: string,
  studentId: string,
): Promise<'administrator' | 'teacher' | null> {
  if (!RECORD_ID.test(studentId)) return null;
  if (await administersStudent(db, teacherId, studentId)) return 'administrator';
  return (await teachesStudent(db, teacherId, studentId)) ? 'teacher' : null;
}

export interface StudentEducator {
  teacherId: string;
  /** The teacher is the student's administrator (SPEC §3), who alone deletes the account. */
  administers: boolean;
}

/**
 * The signed-in educator of the student: a teacher of one of the student's classes (owner or
 * co-teacher) or the teacher who administers the student. Anyone else, and any unknown id, gets
 * a 404 and an audit row (`student_access_denied`, or the action given).
 */
export async function requireEducatorOf(
  request: FastifyRequest,
  studentId: string,
  deniedAction = 'student_access_denied',
): Promise<StudentEducator> {
  const { account, actor } = await callerOf(request);
  if (account?.type === 'teacher') {
    const relation = await educatesStudent(request.server.db, account.id, studentId);
    if (relation) return { teacherId: account.id, administers: relation === 'administrator' };
  }
  return refuseStudentAccess(request, actor, deniedAction, studentId);
}
