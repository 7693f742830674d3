import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRIVACY_MESSAGES } from '../../../common/copy/privacy';
import { AppError } from '../../errors';
import { resolveAccount, type SignedInAccount } from '../../plugins/session';
import type { ClassAccess } from '../activities/class-access';
import { writeAudit, type AuditEntry } from '../auth/audit';
import { signedInStudent } from '../classroom/guards';
import { isParentOf } from '../family/parent-link';
import { RECORD_ID } from '../../../common/schemas/ids';

export const studentNotFound = () =>
  new AppError('NOT_FOUND', { student: PRIVACY_MESSAGES.notFound });

type Actor = Required<Pick<AuditEntry, 'actorType' | 'actorId'>>;

/**
 * Who is asking: the adult account (cookie t), else a signed-in student (only so a refusal
 * can be audited), else nobody: 401.
 */
export async function callerOf(
  request: FastifyRequest,
): Promise<{ account: SignedInAccount | null; actor: Actor }> {
  const account = request.account ?? (await resolveAccount(request));
  if (account) return { account, actor: { actorType: 'user', actorId: account.id } };
  const student = await signedInStudent(request);
  if (student) return { account: null, actor: { actorType: 'student', actorId: student.id } };
  throw new AppError('UNAUTHORIZED', { session: PRIVACY_MESSAGES.notSignedIn });
}

/** A refusal across the lines: the same 404 as for a student who does not exist, audited. */
async function refuse(
  request: FastifyRequest,
  actor: Actor,
  action: string,
  studentId: string,
): Promise<never> {
  await writeAudit(request.server.db, {
    action,
    ...actor,
    targetType: 'student',
    targetId: studentId.slice(0, 40),
    ip: request.ip,
    details: { method: request.method, route: request.routeOptions.url },
  });
  throw studentNotFound();
}

/** Whether the teacher teaches (owns or co-teaches) one of the student's classes. */
export async function teachesStudent(
  app: FastifyInstance,
  classAccess: ClassAccess,
  teacherId: string,
  studentId: string,
): Promise<boolean> {
  const classIds = await classAccess.teacherClassIds(app.db, teacherId);
  if (classIds.length === 0) return false;
  const row = await app.db
    .selectFrom('class_students')
    .select('student_id')
    .where('student_id', '=', studentId)
    .where('class_id', 'in', classIds)
    .executeTakeFirst();
  return row !== undefined;
}

export interface StudentEducator {
  teacherId: string;
  /** The teacher is the student's administrator (SPEC §3), who alone deletes the account. */
  administers: boolean;
}

/**
 * The signed-in educator of the student: a teacher of one of the student's classes (owner or
 * co-teacher, by the classroom's one access rule) or the teacher who administers the student.
 * Anyone else, and any unknown id, gets a 404 and an audit row.
 */
export async function requireEducatorOf(
  app: FastifyInstance,
  request: FastifyRequest,
  classAccess: ClassAccess,
  studentId: string,
): Promise<StudentEducator> {
  const { account, actor } = await callerOf(request);
  if (account?.type === 'teacher' && RECORD_ID.test(studentId)) {
    const student = await app.db
      .selectFrom('students')
      .select('administrator_id')
      .where('id', '=', studentId)
      .executeTakeFirst();
    if (student) {
      const administers = student.administrator_id === account.id;
      if (administers || (await teachesStudent(app, classAccess, account.id, studentId))) {
        return { teacherId: account.id, administers };
      }
    }
  }
  return refuse(request, actor, 'student_access_denied', studentId);
}

/**
 * The signed-in parent linked to the child. Anyone else gets a 404 and an audit row, like the
 * family module's own routes.
 */
export async function requireParentOf(
  app: FastifyInstance,
  request: FastifyRequest,
  studentId: string,
): Promise<SignedInAccount> {
  const { account, actor } = await callerOf(request);
  if (account?.type === 'parent' && (await isParentOf(app.db, account.id, studentId))) {
    return account;
  }
  return refuse(request, actor, 'child_access_denied', studentId);
}
