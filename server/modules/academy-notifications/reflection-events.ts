import type { Transaction } from 'kysely';
import type { AcademyNotificationKind } from '../../../common/academy/notifications';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import type { Database } from '../../db/schema';
import { courseStaffIds, displayNameOf } from './course-people';
import { notifyAcademy, type NotificationRecipient } from './notify';

type ReflectionKind = Extract<AcademyNotificationKind, `reflection_${string}`>;

/** A hand-in goes to the course's instructors; everything else to the reflection's author. */
const TO_INSTRUCTORS: ReadonlySet<ReflectionKind> = new Set([
  'reflection_handed_in',
  'reflection_resubmitted',
]);

/**
 * Records the notification of a reflection's change, in the change's transaction: a hand-in
 * tells the instructors (and opens the reflection in their review), feedback, a return or an
 * acceptance tells the participant (and opens their lesson).
 */
export async function notifyReflection(
  trx: Transaction<Database>,
  {
    kind,
    courseId,
    reflectionId,
    actorId,
  }: { kind: ReflectionKind; courseId: string; reflectionId: string; actorId: string },
): Promise<NotificationRecipient[]> {
  const reflection = await trx
    .selectFrom('course_reflections')
    .innerJoin('course_lessons', 'course_lessons.id', 'course_reflections.lesson_id')
    .select([
      'course_reflections.user_id',
      'course_lessons.id as lesson_id',
      'course_lessons.title',
    ])
    .where('course_reflections.id', '=', reflectionId)
    .where('course_reflections.course_id', '=', courseId)
    .executeTakeFirst();
  if (!reflection) return [];
  const toInstructors = TO_INSTRUCTORS.has(kind);
  return notifyAcademy(trx, {
    kind,
    courseId,
    recipientUserIds: toInstructors ? await courseStaffIds(trx, courseId) : [reflection.user_id],
    actorName: await displayNameOf(trx, actorId),
    subject: reflection.title,
    link: toInstructors
      ? ACADEMY_PATHS.reviewReflection(courseId, reflectionId)
      : ACADEMY_PATHS.learnLesson(courseId, reflection.lesson_id),
    actorUserId: actorId,
  });
}
