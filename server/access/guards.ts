/**
 * server/access: the one place that decides who may act on what. Routes call these guards and
 * relations; no module reads `classes.teacher_id`, `class_teachers`, `parent_students` or
 * `students.administrator_id` to decide access on its own.
 *
 * - `guards.ts` (this file): who is signed in. `requireTeacher`, `requireParent`,
 *   `requireStudent`, `requireAdmin` (platform staff), `requireAdult` (any teacher or parent),
 *   `callerOf` (an adult, else a student only so a refusal can be audited), and the audited
 *   404 of a student record across the lines (`refuseStudentAccess`).
 * - `teaches-class.ts`: `teachesClass` (owner or co-teacher, with the role, for the one thing
 *   only an owner does: delete the class), `teacherClassIds`, `teachersOfClasses`, and the
 *   route guards `requireTeacherOfClass`, `loadTaughtClass`, `requireOwner`, `loadClassStudent`.
 * - `teaches-student.ts`: `teachesStudent` (owner or co-teacher of any class the student is in).
 * - `educator-of.ts`: `administersStudent` (the student's data controller, SPEC §3),
 *   `educatesStudent` (teaches or administers) and the route guard `requireEducatorOf`.
 * - `parent-of.ts`: `isParentOf` and the route guard `requireParentOf`.
 * - `may-impersonate.ts`: who may "Log in as" whom, and `isOwnStudent`.
 * - `may-upload.ts`: who may upload files (`requireUploader`).
 * - `course-role.ts`: the Academy's courses: `courseRoleOf` (owner, co-instructor or active
 *   participant), `loadCourse` (the route guard: 'staff', 'owner' or 'member'),
 *   `requireInstructor`, `requireAcademyAccount`, `taughtCourseIds`.
 * - `site-accounts.ts`: which accounts each app admits (the Journals site, the Academy); the
 *   session layer refuses the others' sessions (decision 0020).
 *
 * Anyone refused a record that belongs to someone else gets the same 404 as for a record that
 * does not exist, and a signed-in caller's attempt is written to the audit log. Nobody signed
 * in gets 401; the wrong kind of account gets 403 with a sentence saying who may.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { resolveAccount, type SignedInAccount } from '../plugins/session';
import { writeAudit, type AuditEntry } from '../lib/audit';
import { SESSION_MESSAGES } from '../../common/auth/messages';
import { CLASSROOM_MESSAGES } from '../../common/classroom/messages';
import { ADMIN_MESSAGES } from '../../common/admin/messages';
import { PRIVACY_MESSAGES } from '../../common/privacy/messages';

const notSignedIn = () => new AppError('UNAUTHORIZED', { session: SESSION_MESSAGES.notSignedIn });

/** The signed-in student (cookie st or Bearer), or null. Leaves `request.account` alone. */
export async function signedInStudent(request: FastifyRequest): Promise<SignedInAccount | null> {
  const adult = request.account;
  const student = await resolveAccount(request, { student: true });
  request.account = adult;
  return student;
}

/** The signed-in adult (teacher, parent or admin; cookie t or Bearer), or 401. */
export async function requireAdult(request: FastifyRequest): Promise<SignedInAccount> {
  const account = await resolveAccount(request);
  if (!account) throw notSignedIn();
  return account;
}

/**
 * The signed-in adult of this type, or an error: 401 when nobody is signed in, 403 with the
 * refusal for another kind of adult or a student (their own sessions are recognised so they get
 * a clear answer, not a sign-in prompt).
 */
async function requireAdultOfType(
  request: FastifyRequest,
  type: 'teacher' | 'parent',
  refusal: string,
): Promise<SignedInAccount> {
  const account = await resolveAccount(request);
  if (account?.type === type) return account;
  if (account || (await signedInStudent(request))) {
    throw new AppError('FORBIDDEN', { session: refusal });
  }
  throw notSignedIn();
}

/** The signed-in teacher: 401 for nobody, 403 (with the refusal) for anyone else. */
export const requireTeacher = (
  request: FastifyRequest,
  refusal: string = CLASSROOM_MESSAGES.teachersOnly,
): Promise<SignedInAccount> => requireAdultOfType(request, 'teacher', refusal);

/** The signed-in parent: 401 for nobody, 403 (with the refusal) for anyone else. */
export const requireParent = (
  request: FastifyRequest,
  refusal: string = CLASSROOM_MESSAGES.parentsOnly,
): Promise<SignedInAccount> => requireAdultOfType(request, 'parent', refusal);

/**
 * The signed-in student (cookie st or Bearer). Otherwise 401, or, when a refusal is given,
 * 403 with it for a signed-in adult.
 */
export async function requireStudent(
  request: FastifyRequest,
  refusal?: string,
): Promise<SignedInAccount> {
  const student = await signedInStudent(request);
  if (student) return student;
  if (refusal !== undefined && (await resolveAccount(request))) {
    throw new AppError('FORBIDDEN', { session: refusal });
  }
  throw notSignedIn();
}

/** Platform admins (Lectio staff) only: 401 when nobody is signed in, else 403. */
export async function requireAdmin(
  request: FastifyRequest,
  refusal: string = ADMIN_MESSAGES.adminsOnly,
): Promise<SignedInAccount> {
  const account = await requireAdult(request);
  if (!account.isPlatformAdmin) throw new AppError('FORBIDDEN', { session: refusal });
  return account;
}

/** Who a refusal is written down against. */
export type Actor = Required<Pick<AuditEntry, 'actorType' | 'actorId'>>;

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
  throw notSignedIn();
}

export const studentNotFound = () =>
  new AppError('NOT_FOUND', { student: PRIVACY_MESSAGES.notFound });

/** A refusal across the lines: the same 404 as for a student who does not exist, audited. */
export async function refuseStudentAccess(
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
