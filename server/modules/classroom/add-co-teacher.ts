import type { FastifyInstance } from 'fastify';
import { CLASSROOM_LIMITS } from '../../../common/schemas/classroom';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { coTeacherEmail } from './co-teacher-email';
import type { TaughtClass } from '../../access/teaches-class';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Gives an existing teacher account the class at once, and tells them by email. An address
 * without a teacher account (unknown, or a parent's) gets one message for both cases, and
 * such misses are limited per inviting teacher and audited, so the form cannot be used to
 * sweep for registered addresses. Answers whether the teacher was newly added.
 */
export async function addCoTeacher(
  app: FastifyInstance,
  taught: TaughtClass,
  email: string,
  { ip, link }: { ip: string; link: string },
): Promise<boolean> {
  const { db } = app;
  const key = `classroom-co-teacher:user:${taught.teacherId}`;
  const { count } = await app.rateLimitStore.peek(key, HOUR_MS, Date.now());
  if (count >= CLASSROOM_LIMITS.coTeacherMissesPerHour) {
    throw new AppError('TOO_MANY_REQUESTS', {
      email: CLASSROOM_MESSAGES.tooManyCoTeacherLookups,
    });
  }
  const colleague = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'account_type'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!colleague || colleague.account_type !== 'teacher') {
    await app.rateLimitStore.hit(key, HOUR_MS, Date.now());
    await writeAudit(db, {
      action: 'co_teacher_not_found',
      actorType: 'user',
      actorId: taught.teacherId,
      targetType: 'class',
      targetId: taught.classRow.id,
      ip,
    });
    throw new AppError('NOT_FOUND', { email: CLASSROOM_MESSAGES.coTeacherNotFound });
  }
  if (colleague.id === taught.classRow.teacher_id) {
    throw new AppError('BAD_REQUEST', { email: CLASSROOM_MESSAGES.coTeacherIsOwner });
  }
  const result = await db
    .insertInto('class_teachers')
    .values({
      class_id: taught.classRow.id,
      teacher_id: colleague.id,
      invited_by: taught.teacherId,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['class_id', 'teacher_id']).doNothing())
    .executeTakeFirst();
  const added = Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  if (!added) return false;
  await writeAudit(db, {
    action: 'co_teacher_added',
    actorType: 'user',
    actorId: taught.teacherId,
    targetType: 'user',
    targetId: colleague.id,
    ip,
    details: { classId: taught.classRow.id },
  });
  const inviter = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', taught.teacherId)
    .executeTakeFirstOrThrow();
  await app.email.send({
    to: email,
    ...coTeacherEmail({
      firstName: colleague.first_name,
      addedBy: `${inviter.first_name} ${inviter.last_name}`,
      classTitle: taught.classRow.title,
      link,
    }),
  });
  return true;
}
