import type { Kysely, Transaction } from 'kysely';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import type { JoinOutcome } from '../../../common/academy/sharing';
import { SHARING_MESSAGES } from '../../../common/academy/sharing-messages';
import type { JoinAnswer } from '../../../common/schemas/academy-sharing';
import {
  assertMayJoin,
  joinOutcomeOf,
  memberRowOf,
  type JoinRoute,
  type MemberRow,
} from '../../access/course-joining';
import { courseRoleOf, isCourseStaff, type CourseRow } from '../../access/course-role';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import type { LiveChannel } from '../../adapters/live/channel';
import {
  announceAcademyNotifications,
  type NotificationRecipient,
} from '../academy-notifications/notify';
import { notifyJoin } from '../academy-notifications/join-events';

/** The answer for a person now in the course (or waiting): where to go next. */
export const joinAnswer = (courseId: string, status: JoinOutcome): JoinAnswer => ({
  status,
  courseId,
  url: status === 'active' ? ACADEMY_PATHS.learnCourse(courseId) : null,
});

/** The seat of a join link could not be taken: the link is full (or was regenerated). */
class SeatRefused extends Error {}
/** Another request for the same person won the race; its outcome is the answer. */
class Raced extends Error {}

export interface EnrolInput {
  course: CourseRow;
  userId: string;
  route: JoinRoute;
  /** The join link used: its seat is taken in the same transaction. */
  linkId?: string;
  now: Date;
  /** Where a join request rings the instructors' bells (issue 13, point 14). */
  live?: LiveChannel;
}

/**
 * Puts a person into a course (or its waiting list), once, whatever the number of clicks:
 *
 * - staff and active members are answered at once; a pending person stays pending (an
 *   invitation lets them in);
 * - the membership row is written conditionally (inserted if absent, updated only from a
 *   status one may rejoin from), so a second request racing the first changes nothing;
 * - the link's seat is taken by a conditional UPDATE (`joined_count < seat_limit`) in the same
 *   transaction: of two people taking the last seat at once, exactly one gets in.
 */
export async function enrol(db: Kysely<Database>, input: EnrolInput): Promise<JoinAnswer> {
  const { course, userId, route } = input;
  const role = (await courseRoleOf(db, userId, course.id))?.role ?? null;
  if (isCourseStaff(role)) return joinAnswer(course.id, 'active');
  const before = await memberRowOf(db, course.id, userId);
  if (before?.status === 'active') return joinAnswer(course.id, 'active');
  if (before?.status === 'pending' && route !== 'invite') return joinAnswer(course.id, 'pending');
  assertMayJoin(before, route);

  const outcome: JoinOutcome = route === 'invite' ? 'active' : joinOutcomeOf(course, route);
  let notified: NotificationRecipient[] = [];
  try {
    notified = await db.transaction().execute(async (trx) => {
      await writeMembership(trx, input, outcome, before);
      if (outcome !== 'pending') return [];
      return notifyJoin(trx, { kind: 'join_requested', course, userId, actorId: userId });
    });
  } catch (error) {
    if (error instanceof SeatRefused) {
      throw new AppError('GONE', { link: SHARING_MESSAGES.linkFull });
    }
    // A concurrent request for the same person (or a unique clash on its insert): answer its
    // outcome, which is what this one would have done.
    const after = await memberRowOf(db, course.id, userId);
    if (after?.status === 'active' || after?.status === 'pending') {
      return joinAnswer(course.id, after.status);
    }
    throw error instanceof Raced
      ? new AppError('CONFLICT', { course: SHARING_MESSAGES.tryAgain })
      : error;
  }
  await writeAudit(db, {
    action: outcome === 'active' ? 'course_joined' : 'course_join_requested',
    actorType: 'user',
    actorId: userId,
    targetType: 'course',
    targetId: course.id,
    details: { route },
  });
  if (input.live) await announceAcademyNotifications(input.live, notified);
  return joinAnswer(course.id, outcome);
}

async function writeMembership(
  trx: Transaction<Database>,
  { course, userId, linkId, now }: EnrolInput,
  outcome: JoinOutcome,
  before: MemberRow | undefined,
): Promise<void> {
  const stamp = now.toISOString();
  const fields = {
    role: 'participant' as const,
    status: outcome,
    join_link_id: linkId ?? null,
    joined_at: outcome === 'active' ? stamp : null,
    updated_at: stamp,
  };
  if (!before) {
    const inserted = await trx
      .insertInto('course_members')
      .values({ course_id: course.id, user_id: userId, created_at: stamp, ...fields })
      .onConflict((conflict) => conflict.columns(['course_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new Raced();
  } else {
    const updated = await trx
      .updateTable('course_members')
      .set(fields)
      .where('course_id', '=', course.id)
      .where('user_id', '=', userId)
      .where('status', '=', before.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new Raced();
  }
  if (!linkId) return;
  const seat = await trx
    .updateTable('course_join_links')
    .set((eb) => ({ joined_count: eb('joined_count', '+', 1) }))
    .where('id', '=', linkId)
    .where('revoked_at', 'is', null)
    .where((eb) =>
      eb.or([eb('seat_limit', 'is', null), eb('joined_count', '<', eb.ref('seat_limit'))]),
    )
    .executeTakeFirst();
  if (Number(seat.numUpdatedRows) === 0) throw new SeatRefused();
}
