import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PATHS } from '../../../common/routes';
import { CLASSROOM_LIMITS, type ParentInvitationAnswer } from '../../../common/schemas/classroom';
import { AppError } from '../../errors';
import { hashToken } from '../../lib/tokens';
import type { TaughtClass } from '../../access/teaches-class';
import { parentInvitationEmail } from './parent-invitation-email';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Invites a parent by email to link to a student of the class. The invitation is a row of the
 * accounts' invitations table naming the student (and no class, so the student sign-up never
 * takes it for a class invitation); its code, the `i` of the parent sign-up screen, travels
 * only in the email, and the table keeps its SHA-256. A new invitation to the same address
 * for the same child replaces the earlier one.
 */
export async function inviteParent(
  app: FastifyInstance,
  taught: TaughtClass,
  student: { id: string; first_name: string },
  email: string,
  baseUrl: string,
  now = new Date(),
): Promise<ParentInvitationAnswer> {
  const code = randomBytes(18).toString('base64url');
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + CLASSROOM_LIMITS.parentInvitationDays * DAY_MS);
  const id = crypto.randomUUID();
  const teacher = await app.db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', taught.teacherId)
    .executeTakeFirstOrThrow();
  const query = new URLSearchParams({ i: code }).toString();
  const invitationEmail = parentInvitationEmail({
    childFirstName: student.first_name,
    teacherName: `${teacher.first_name} ${teacher.last_name}`,
    classTitle: taught.classRow.title,
    signUpLink: `${baseUrl}${PATHS.parentSignUp}?${query}`,
    signInLink: `${baseUrl}${PATHS.parentSignIn}?${query}`,
    expiresInDays: CLASSROOM_LIMITS.parentInvitationDays,
  });
  // The invitation and its email are kept together or not at all.
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('invitations')
      .set({ used_at: at })
      .where('student_id', '=', student.id)
      .where('email', '=', email)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('invitations')
      .values({
        id,
        code: hashToken(code),
        class_id: null,
        student_id: student.id,
        created_by: taught.teacherId,
        email,
        expires_at: expiresAt.toISOString(),
        used_at: null,
        created_at: at,
      })
      .execute();
    // Past the mail limit for this address the email would not go, and the earlier links
    // would be dead: nothing changes, and the teacher is told to wait.
    if (!(await app.email.send({ to: email, ...invitationEmail }, { db: trx }))) {
      throw new AppError('TOO_MANY_REQUESTS', { email: CLASSROOM_MESSAGES.tooManyInvitationsTo });
    }
  });
  return {
    id,
    studentId: student.id,
    email,
    expiresAt: expiresAt.toISOString(),
    createdAt: at,
  };
}
