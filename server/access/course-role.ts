import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CourseRole } from '../../common/academy/courses';
import { COURSE_ACCESS_MESSAGES } from '../../common/academy/messages';
import { SESSION_MESSAGES } from '../../common/auth/messages';
import type { CoursesTable, Database } from '../db/schema';
import { AppError } from '../errors';
import { writeAudit } from '../lib/audit';
import { resolveAccount, type SignedInAccount } from '../plugins/session';

/**
 * Who may act on an Academy course (issue 13; the rule of server/access, see guards.ts). No
 * module reads `courses.owner_id` or `course_members` to decide access on its own.
 *
 * - The owner (`courses.owner_id`, the instructor who made it) may do everything.
 * - A co-instructor (`course_members`, role 'instructor', active) may do everything but delete
 *   the course (point 8).
 * - An active participant may learn: read the published course, its lessons and its board.
 * - Everyone else, a pending participant included, gets the same 404 as for a course that does
 *   not exist (point 6), and a signed-in caller's attempt is written to the audit log. Only a
 *   published public course is visible to a signed-in non-member, as the page that joins it.
 */
export type CourseRow = Selectable<CoursesTable>;

type Db = Kysely<Database> | Transaction<Database>;

/** The account's role in the course, or null (not a member, pending, left, or unknown course). */
export async function courseRoleOf(
  db: Db,
  userId: string,
  courseId: string,
): Promise<{ course: CourseRow; role: CourseRole | null } | null> {
  const course = await db
    .selectFrom('courses')
    .selectAll()
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course) return null;
  if (course.owner_id === userId) return { course, role: 'owner' };
  const member = await db
    .selectFrom('course_members')
    .select('role')
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return { course, role: member?.role ?? null };
}

/** Whether the role teaches the course (owner or co-instructor). */
export const isCourseStaff = (role: CourseRole | null): role is 'owner' | 'instructor' =>
  role === 'owner' || role === 'instructor';

/** The signed-in Academy account (instructor or participant): 401 for nobody. */
export async function requireAcademyAccount(request: FastifyRequest): Promise<SignedInAccount> {
  const account = request.account ?? (await resolveAccount(request));
  if (!account) throw new AppError('UNAUTHORIZED', { session: SESSION_MESSAGES.notSignedIn });
  return account;
}

/**
 * The signed-in instructor (a teacher account): 401 for nobody, 403 for a participant account.
 * For creating courses; a course's own routes use `loadCourse`.
 */
export async function requireInstructor(request: FastifyRequest): Promise<SignedInAccount> {
  const account = await requireAcademyAccount(request);
  if (account.type !== 'teacher') {
    throw new AppError('FORBIDDEN', { session: COURSE_ACCESS_MESSAGES.instructorsOnly });
  }
  return account;
}

/** What a route needs of the caller: to teach, to own, or to learn in (or teach) the course. */
export type CourseNeed = 'staff' | 'owner' | 'member';

export interface LoadedCourse {
  account: SignedInAccount;
  course: CourseRow;
  role: CourseRole;
}

const courseNotFound = () =>
  new AppError('NOT_FOUND', { course: COURSE_ACCESS_MESSAGES.courseNotFound });

/**
 * The course from the route, if the signed-in caller may act on it as `need` says. Nobody
 * signed in: 401. A co-instructor asking for what only the owner may do: 403. Anyone else, or
 * an unknown id: 404, audited. A participant sees only a published or archived course: a draft
 * returned to draft after they joined is hidden again.
 */
export async function loadCourse(
  request: FastifyRequest,
  courseId: string,
  need: CourseNeed,
): Promise<LoadedCourse> {
  const account = await requireAcademyAccount(request);
  const found = await courseRoleOf(request.server.db, account.id, courseId);
  const role = found?.role ?? null;
  if (found && role) {
    const allowed =
      need === 'member'
        ? isCourseStaff(role) || found.course.status !== 'draft'
        : need === 'staff'
          ? isCourseStaff(role)
          : role === 'owner';
    if (allowed) return { account, course: found.course, role };
    if (need === 'owner' && role === 'instructor') {
      throw new AppError('FORBIDDEN', { course: COURSE_ACCESS_MESSAGES.ownerOnly });
    }
  }
  await auditCourseAccessDenied(request, account, courseId);
  throw courseNotFound();
}

/** Writes down a signed-in caller's attempt on a course that is not theirs. */
export async function auditCourseAccessDenied(
  request: FastifyRequest,
  account: SignedInAccount,
  courseId: string,
): Promise<void> {
  await writeAudit(request.server.db, {
    action: 'course_access_denied',
    actorType: 'user',
    actorId: account.id,
    targetType: 'course',
    targetId: courseId.slice(0, 40),
    ip: request.ip,
    details: { method: request.method, route: request.routeOptions.url },
  });
}

/** The course's id for every course the account teaches (owner or co-instructor). */
export async function taughtCourseIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('courses')
    .select('id')
    .where('owner_id', '=', userId)
    .union(
      db
        .selectFrom('course_members')
        .select('course_id as id')
        .where('user_id', '=', userId)
        .where('role', '=', 'instructor')
        .where('status', '=', 'active'),
    )
    .execute();
  return rows.map((row) => row.id);
}
