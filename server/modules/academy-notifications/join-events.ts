import type { Transaction } from 'kysely';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import type { Database } from '../../db/schema';
import { courseStaffIds, displayNameOf } from './course-people';
import { notifyAcademy, type NotificationRecipient } from './notify';

/**
 * Records the notification of a join request (to the course's instructors, opening its
 * Sharing tab where requests are answered) or of its approval (to the person, opening the
 * course), in the transaction that changed the membership.
 */
export async function notifyJoin(
  trx: Transaction<Database>,
  {
    kind,
    course,
    userId,
    actorId,
  }: {
    kind: 'join_requested' | 'join_approved';
    course: { id: string; title: string };
    /** Who asked to join. */
    userId: string;
    /** Who acted: the person asking, or the instructor approving. */
    actorId: string;
  },
): Promise<NotificationRecipient[]> {
  const requested = kind === 'join_requested';
  return notifyAcademy(trx, {
    kind,
    courseId: course.id,
    recipientUserIds: requested ? await courseStaffIds(trx, course.id) : [userId],
    actorName: await displayNameOf(trx, actorId),
    subject: course.title,
    link: requested
      ? ACADEMY_PATHS.instructorCourseSharing(course.id)
      : ACADEMY_PATHS.learnCourse(course.id),
    actorUserId: actorId,
  });
}
