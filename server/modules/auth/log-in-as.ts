import type { AdultSessionAnswer, StudentSessionAnswer } from '../../../common/schemas/auth';
import { AppError } from '../../errors';
import {
  impersonationRoleOf,
  isOwnStudent,
  mayImpersonate,
  type ImpersonationActor,
} from '../../access/may-impersonate';
import type { SignedInAccount } from '../../plugins/session';
import { writeAudit } from '../../lib/audit';
import { areaOf } from './areas';
import type { AuthDeps } from './deps';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

/**
 * "Log in as" (SPEC §2.6): a session for someone else, as far as mayImpersonate allows, tied
 * to the adult's own session (it ends when that one does, and within the hour) and audited.
 */

/** Signing in as another adult (login_as). */
export async function logInAsTeacher(
  { db, sessions }: Pick<AuthDeps, 'db' | 'sessions'>,
  { actor, teacherId, ip }: { actor: SignedInAccount; teacherId: string; ip: string },
): Promise<AdultSessionAnswer> {
  const target = await db
    .selectFrom('users')
    .select(['id', 'account_type', 'school_id', 'is_platform_admin', 'is_school_admin'])
    .where('id', '=', teacherId)
    .executeTakeFirst();
  const allowed =
    target !== undefined &&
    mayImpersonate(actorOf(actor), {
      id: target.id,
      role: impersonationRoleOf({
        type: target.account_type,
        isPlatformAdmin: target.is_platform_admin === 1,
        isSchoolAdmin: target.is_school_admin === 1,
      }),
      schoolId: target.school_id,
    });
  if (!target || !allowed) throw new AppError('FORBIDDEN', { tid: AUTH_MESSAGES.notAllowed });
  const { token } = await sessions.create({
    kind: 'user',
    subjectType: 'user',
    subjectId: target.id,
    impersonatorId: actor.id,
    parentSessionId: actor.session.id,
  });
  await writeAudit(db, {
    action: 'impersonation_start',
    actorType: 'user',
    actorId: actor.id,
    targetType: 'user',
    targetId: target.id,
    ip,
  });
  return { t: token, url: areaOf(target.account_type) };
}

/** A student's own teacher (class or administrator), linked parent, or a platform admin. */
export async function logInAsStudent(
  { db, sessions }: Pick<AuthDeps, 'db' | 'sessions'>,
  { actor, studentId, ip }: { actor: SignedInAccount; studentId: string; ip: string },
): Promise<StudentSessionAnswer> {
  const student = await db
    .selectFrom('students')
    .select('id')
    .where('id', '=', studentId)
    .executeTakeFirst();
  const allowed =
    student !== undefined &&
    mayImpersonate(actorOf(actor), {
      id: student.id,
      role: 'student',
      schoolId: null,
      ownStudent: await isOwnStudent(db, actor.id, student.id),
    });
  if (!student || !allowed) throw new AppError('FORBIDDEN', { sid: AUTH_MESSAGES.notAllowed });
  const { token } = await sessions.create({
    kind: 'student',
    subjectType: 'student',
    subjectId: student.id,
    impersonatorId: actor.id,
    parentSessionId: actor.session.id,
  });
  await writeAudit(db, {
    action: 'impersonation_start',
    actorType: 'user',
    actorId: actor.id,
    targetType: 'student',
    targetId: student.id,
    ip,
  });
  return { st: token, url: areaOf('student') };
}

/** The signed-in adult as mayImpersonate sees them. */
function actorOf(account: SignedInAccount): ImpersonationActor {
  return {
    id: account.id,
    role: impersonationRoleOf(account),
    schoolId: account.schoolId,
    impersonating: account.session.impersonatorId !== null,
  };
}
