import type { FastifyInstance } from 'fastify';
import { BUILDER_MESSAGES as M } from '../../../common/academy/builder-messages';
import type { LoadedCourse } from '../../access/course-role';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { coInstructorEmail } from './co-instructor-email';

const HOUR_MS = 60 * 60 * 1000;
/** Addresses without an instructor account one instructor may try per hour. */
export const CO_INSTRUCTOR_MISSES_PER_HOUR = 20;

/**
 * Makes an existing instructor (teacher) account an active co-instructor of the course and
 * tells them by email. An address without one gets a message that says how to get one;
 * such misses are limited per instructor and audited, so the form cannot sweep for accounts.
 * Answers whether they were newly added (adding twice sends one email).
 */
export async function addCoInstructor(
  app: FastifyInstance,
  loaded: LoadedCourse,
  email: string,
  { ip, link }: { ip: string; link: string },
): Promise<boolean> {
  const { db } = app;
  const { account, course } = loaded;
  const key = `academy-co-instructor:user:${account.id}`;
  const { count } = await app.rateLimitStore.peek(key, HOUR_MS, Date.now());
  if (count >= CO_INSTRUCTOR_MISSES_PER_HOUR) {
    throw new AppError('TOO_MANY_REQUESTS', { email: M.tooManyCoInstructorLookups });
  }
  const colleague = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'account_type'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (!colleague || colleague.account_type !== 'teacher') {
    await app.rateLimitStore.hit(key, HOUR_MS, Date.now());
    await writeAudit(db, {
      action: 'co_instructor_not_found',
      actorType: 'user',
      actorId: account.id,
      targetType: 'course',
      targetId: course.id,
      ip,
    });
    throw new AppError('NOT_FOUND', { email: M.coInstructorNotFound });
  }
  if (colleague.id === course.owner_id) {
    throw new AppError('BAD_REQUEST', { email: M.coInstructorIsOwner });
  }
  const now = new Date().toISOString();
  const current = await db
    .selectFrom('course_members')
    .select(['role', 'status'])
    .where('course_id', '=', course.id)
    .where('user_id', '=', colleague.id)
    .executeTakeFirst();
  if (current?.role === 'instructor' && current.status === 'active') return false;
  if (current) {
    // A former co-instructor comes back; a participant becomes a teacher of the course.
    const result = await db
      .updateTable('course_members')
      .set({ role: 'instructor', status: 'active', joined_at: now, updated_at: now })
      .where('course_id', '=', course.id)
      .where('user_id', '=', colleague.id)
      .where((eb) => eb.or([eb('role', '<>', 'instructor'), eb('status', '<>', 'active')]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
  } else {
    const result = await db
      .insertInto('course_members')
      .values({
        course_id: course.id,
        user_id: colleague.id,
        role: 'instructor',
        status: 'active',
        join_link_id: null,
        joined_at: now,
        last_activity_at: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
  }
  await writeAudit(db, {
    action: 'co_instructor_added',
    actorType: 'user',
    actorId: account.id,
    targetType: 'user',
    targetId: colleague.id,
    ip,
    details: { courseId: course.id },
  });
  await app.email.send({
    to: email,
    ...coInstructorEmail({
      firstName: colleague.first_name,
      addedBy: `${account.firstName} ${account.lastName}`.trim(),
      courseTitle: course.title,
      link,
    }),
  });
  return true;
}

/**
 * The owner removes a co-instructor, or a co-instructor leaves. The owner cannot be removed;
 * a co-instructor removing someone else gets a 403. Removing someone already gone is a 404.
 */
export async function removeCoInstructor(
  app: FastifyInstance,
  loaded: LoadedCourse,
  userId: string,
  ip: string,
): Promise<void> {
  const { account, course, role } = loaded;
  if (userId === course.owner_id) {
    throw new AppError('FORBIDDEN', { instructor: M.ownerCannotBeRemoved });
  }
  const leaving = userId === account.id;
  if (!leaving && role !== 'owner') {
    throw new AppError('FORBIDDEN', { instructor: M.onlyOwnerRemoves });
  }
  const result = await app.db
    .updateTable('course_members')
    .set({ status: leaving ? 'left' : 'removed', updated_at: new Date().toISOString() })
    .where('course_id', '=', course.id)
    .where('user_id', '=', userId)
    .where('role', '=', 'instructor')
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    throw new AppError('NOT_FOUND', { instructor: M.memberNotFound });
  }
  await writeAudit(app.db, {
    action: leaving ? 'co_instructor_left' : 'co_instructor_removed',
    actorType: 'user',
    actorId: account.id,
    targetType: 'user',
    targetId: userId,
    ip,
    details: { courseId: course.id },
  });
}
