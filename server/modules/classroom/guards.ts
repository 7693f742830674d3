import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLASSROOM_MESSAGES } from '../../../common/copy/classroom';
import { RECORD_ID } from '../../../common/schemas/ids';
import type { Selectable } from 'kysely';
import type { ClassesTable } from '../../db/schema';
import { AppError } from '../../errors';
import { resolveAccount, type SignedInAccount } from '../../plugins/session';
import { writeAudit } from '../auth/audit';
import { requireTeacherOfClass, type ClassRole } from './access';

/**
 * The signed-in teacher, or an error: 401 when nobody is signed in, 403 for a parent or a
 * student (their own sessions are recognised so they get a clear answer, not a sign-in prompt).
 */
export async function requireTeacher(
  request: FastifyRequest,
  teachersOnly: string = CLASSROOM_MESSAGES.teachersOnly,
): Promise<SignedInAccount> {
  const account = await resolveAccount(request);
  if (account?.type === 'teacher') return account;
  if (account || (await signedInStudent(request))) {
    throw new AppError('FORBIDDEN', { session: teachersOnly });
  }
  throw new AppError('UNAUTHORIZED', { session: CLASSROOM_MESSAGES.notSignedIn });
}

/** The signed-in student (cookie st or Bearer), or null. Leaves `request.account` alone. */
export async function signedInStudent(request: FastifyRequest): Promise<SignedInAccount | null> {
  const adult = request.account;
  const student = await resolveAccount(request, { student: true });
  request.account = adult;
  return student;
}

/** A classes row as read. */
export type ClassRow = Selectable<ClassesTable>;

export interface TaughtClass {
  classRow: ClassRow;
  teacherId: string;
  role: ClassRole;
}

/**
 * The class from the route, taught by the signed-in teacher (owner or co-teacher). Nobody
 * signed in: 401. Anyone else, or an unknown or malformed id: 404, and a signed-in caller's
 * attempt is audited (by the access rule).
 */
export async function loadTaughtClass(
  app: FastifyInstance,
  request: FastifyRequest,
  classId: string,
): Promise<TaughtClass> {
  const account = request.account ?? (await resolveAccount(request));
  if (!account && !(await signedInStudent(request))) {
    throw new AppError('UNAUTHORIZED', { session: CLASSROOM_MESSAGES.notSignedIn });
  }
  const checkedId = RECORD_ID.test(classId) ? classId : 'invalid-id';
  const { teacherId, role } = await requireTeacherOfClass(app, request, checkedId);
  const classRow = await app.db
    .selectFrom('classes')
    .selectAll()
    .where('id', '=', checkedId)
    .executeTakeFirstOrThrow();
  return { classRow, teacherId, role };
}

/** Only the class's owner may do this (a co-teacher learns why: they know the class exists). */
export function requireOwner(taught: TaughtClass, message: string): void {
  if (taught.role !== 'owner') throw new AppError('FORBIDDEN', { class: message });
}

/**
 * A student of the class. A teacher of the class naming a student who is not in it gets a 404,
 * audited like any attempt across the lines.
 */
export async function loadClassStudent(
  request: FastifyRequest,
  taught: TaughtClass,
  studentId: string,
) {
  const { db } = request.server;
  const student = RECORD_ID.test(studentId)
    ? await db
        .selectFrom('class_students')
        .innerJoin('students', 'students.id', 'class_students.student_id')
        .selectAll('students')
        .select('class_students.joined_at as joined_at')
        .where('class_students.class_id', '=', taught.classRow.id)
        .where('class_students.student_id', '=', studentId)
        .executeTakeFirst()
    : undefined;
  if (student) return student;
  await writeAudit(db, {
    action: 'class_student_access_denied',
    actorType: 'user',
    actorId: taught.teacherId,
    targetType: 'student',
    targetId: studentId.slice(0, 40),
    ip: request.ip,
    details: { classId: taught.classRow.id, route: request.routeOptions.url },
  });
  throw new AppError('NOT_FOUND', { student: CLASSROOM_MESSAGES.studentNotFound });
}
