import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CourseMemberStatus } from '../../../common/academy/courses';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import { SHARING_MESSAGES } from '../../../common/academy/sharing-messages';
import type { Participant, RequestsAnswer } from '../../../common/schemas/academy-sharing';
import { memberRowOf } from '../../access/course-joining';
import type { CourseRow } from '../../access/course-role';
import { courseJoinAnsweredTemplate } from '../../adapters/email/templates/course-join-answered';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { notifyJoin } from '../academy-notifications/join-events';
import { announceAcademyNotifications } from '../academy-notifications/notify';

/** The course's participants (never its co-instructors) with these statuses. */
const participantsQuery = (
  db: Kysely<Database>,
  courseId: string,
  statuses: readonly CourseMemberStatus[],
) =>
  db
    .selectFrom('course_members')
    .innerJoin('users', 'users.id', 'course_members.user_id')
    .select([
      'course_members.user_id',
      'course_members.status',
      'course_members.joined_at',
      'course_members.updated_at',
      'users.first_name',
      'users.last_name',
      'users.email',
    ])
    .where('course_members.course_id', '=', courseId)
    .where('course_members.role', '=', 'participant')
    .where('course_members.status', 'in', [...statuses]);

/** People waiting for approval, oldest request first. */
export async function listRequests(
  db: Kysely<Database>,
  courseId: string,
): Promise<RequestsAnswer['requests']> {
  const rows = await participantsQuery(db, courseId, ['pending'])
    .orderBy('course_members.updated_at')
    .orderBy('course_members.user_id')
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    requestedAt: row.updated_at,
  }));
}

/** The participants' basic list (active, then those who left or were removed), by name. */
export async function listParticipants(
  db: Kysely<Database>,
  courseId: string,
): Promise<Participant[]> {
  const rows = await participantsQuery(db, courseId, ['active', 'left', 'removed'])
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('course_members.user_id')
    .execute();
  const order: Partial<Record<CourseMemberStatus, number>> = { active: 0, left: 1, removed: 2 };
  return rows
    .map((row) => ({
      userId: row.user_id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      status: row.status,
      joinedAt: row.joined_at,
    }))
    .sort((a, b) => (order[a.status] ?? 0) - (order[b.status] ?? 0));
}

export interface AnswerDeps {
  app: FastifyInstance;
  academyBaseUrl: string;
}

/**
 * An instructor approves or declines a pending request; the person is emailed. Only a pending
 * row changes (a conditional update), so a double click answers once and emails once. A
 * decline gives the seat back to the link it was taken from, and counts: the second is final.
 */
export async function answerRequest(
  { app, academyBaseUrl }: AnswerDeps,
  course: CourseRow,
  staffId: string,
  userId: string,
  approved: boolean,
  now: Date,
): Promise<{ status: CourseMemberStatus }> {
  const { db } = app;
  const before = await memberRowOf(db, course.id, userId);
  const done = approved ? 'active' : 'declined';
  if (before?.role === 'participant' && before.status === done) return { status: done };
  if (before?.role !== 'participant' || before.status !== 'pending') {
    throw new AppError('NOT_FOUND', { request: SHARING_MESSAGES.requestNotFound });
  }
  const stamp = now.toISOString();
  const changed = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('course_members')
      .set((eb) =>
        approved
          ? { status: 'active', joined_at: stamp, updated_at: stamp }
          : { status: 'declined', decline_count: eb('decline_count', '+', 1), updated_at: stamp },
      )
      .where('course_id', '=', course.id)
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return null;
    if (approved) {
      return notifyJoin(trx, { kind: 'join_approved', course, userId, actorId: staffId });
    }
    if (before.join_link_id) {
      await trx
        .updateTable('course_join_links')
        .set((eb) => ({ joined_count: eb('joined_count', '-', 1) }))
        .where('id', '=', before.join_link_id)
        .where('joined_count', '>', 0)
        .execute();
    }
    return [];
  });
  if (!changed) {
    const after = await memberRowOf(db, course.id, userId);
    if (after?.status === done) return { status: done };
    throw new AppError('NOT_FOUND', { request: SHARING_MESSAGES.requestNotFound });
  }
  await writeAudit(db, {
    action: approved ? 'course_join_approved' : 'course_join_declined',
    actorType: 'user',
    actorId: staffId,
    targetType: 'user',
    targetId: userId,
    details: { courseId: course.id },
  });
  await announceAcademyNotifications(app.live, changed);
  const person = await db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const base = academyBaseUrl.replace(/\/+$/, '');
  await app.email.send({
    to: person.email,
    ...courseJoinAnsweredTemplate({
      firstName: person.first_name,
      courseTitle: course.title,
      approved,
      link: `${base}${approved ? ACADEMY_PATHS.learnCourse(course.id) : ACADEMY_PATHS.home}`,
    }),
  });
  return { status: done };
}

/**
 * Removes a participant (status 'removed': their history stays the course's). Removing twice
 * changes nothing; co-instructors are not participants and are not found here.
 */
export async function removeParticipant(
  db: Kysely<Database>,
  course: CourseRow,
  staffId: string,
  userId: string,
  now: Date,
): Promise<{ status: CourseMemberStatus }> {
  const before = await memberRowOf(db, course.id, userId);
  if (before?.role !== 'participant' || before.status === 'declined') {
    throw new AppError('NOT_FOUND', { participant: SHARING_MESSAGES.participantNotFound });
  }
  if (before.status === 'removed') return { status: 'removed' };
  await db
    .updateTable('course_members')
    .set({ status: 'removed', updated_at: now.toISOString() })
    .where('course_id', '=', course.id)
    .where('user_id', '=', userId)
    .where('role', '=', 'participant')
    .execute();
  await writeAudit(db, {
    action: 'course_participant_removed',
    actorType: 'user',
    actorId: staffId,
    targetType: 'user',
    targetId: userId,
    details: { courseId: course.id },
  });
  return { status: 'removed' };
}
