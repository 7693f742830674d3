import type { Kysely, Selectable, Transaction } from 'kysely';
import { SHARING_LIMITS, type JoinOutcome } from '../../common/academy/sharing';
import { SHARING_MESSAGES } from '../../common/academy/sharing-messages';
import type { CourseMembersTable, Database } from '../db/schema';
import { AppError } from '../errors';
import type { CourseRow } from './course-role';

/**
 * Who may join an Academy course, and how (issue 13, point 6; the rule of server/access, see
 * guards.ts and course-role.ts). The join pages answer by token or, for a public course, by
 * id; nothing here lets anyone read a course they do not belong to.
 *
 * - Only a published course can be joined; a draft or archived one answers "not open".
 * - A public course: anyone signed in joins at once, with or without the link.
 * - An unlisted course: with the join link, at once.
 * - A private course: with the join link, the person waits ('pending') for an instructor's
 *   approval; an emailed invitation, accepted by its addressee, lets them in at once.
 * - A removed participant cannot come back by link (only an instructor's invitation).
 * - A declined person may ask again once; the second decline is final.
 */
type Db = Kysely<Database> | Transaction<Database>;
export type MemberRow = Selectable<CourseMembersTable>;

/** How a person arrives: the course's join link, its public page, or an emailed invitation. */
export type JoinRoute = 'link' | 'public' | 'invite';

/** Whether anyone may join the course now (published; drafts and archived courses are shut). */
export const isOpenForJoining = (course: Pick<CourseRow, 'status'>) =>
  course.status === 'published';

/** Whether the course has a public page and joins without a link (published and public). */
export const isPublicCourse = (course: Pick<CourseRow, 'status' | 'visibility'>) =>
  isOpenForJoining(course) && course.visibility === 'public';

/** What joining by this route makes of the person: in at once, or waiting for approval. */
export function joinOutcomeOf(
  course: Pick<CourseRow, 'visibility'>,
  route: JoinRoute,
): JoinOutcome {
  return route === 'link' && course.visibility === 'private' ? 'pending' : 'active';
}

/** The person's row in the course (any role, any status), or undefined. */
export async function memberRowOf(
  db: Db,
  courseId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('course_members')
    .selectAll()
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Refuses a person whose past in the course keeps them out of joining by `route` (403 with
 * the reason). An invitation is the instructor's own choice, so it lets a removed or declined
 * person back in.
 */
export function assertMayJoin(member: MemberRow | undefined, route: JoinRoute): void {
  if (!member || route === 'invite') return;
  if (member.status === 'removed') {
    throw new AppError('FORBIDDEN', { course: SHARING_MESSAGES.removed });
  }
  if (member.status === 'declined' && member.decline_count > SHARING_LIMITS.requestsAfterDecline) {
    throw new AppError('FORBIDDEN', { course: SHARING_MESSAGES.declinedTwice });
  }
}
