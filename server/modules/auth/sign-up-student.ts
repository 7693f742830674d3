import type { StudentJoinAnswer } from '../../../common/schemas/auth';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { sendStudentSignupAttemptNotice } from './account-emails';
import { areaOf, targetUrl } from './areas';
import type { AuthDeps } from './deps';
import { normaliseEmail } from './find-user';
import { findStudentByEmail } from './find-student-by-email';
import { createClassStudent, entryMessage, membershipBy, type ClassEntry } from './invitations';
import { announceNotifications } from '../notifications/record-notifications';
import { lookUpInvitation } from './look-up-invitation';
import { startStudentSession } from './start-session';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

export interface SignUpStudentInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  i?: string | undefined;
  app?: string | undefined;
  website?: string | undefined;
}

/**
 * A student signs up with a class invitation (SPEC §5: never without an administrating adult)
 * and is signed in at once. A taken address answers exactly like a bad invitation, and its
 * owner gets an email with the sign-in and reset links.
 */
export async function signUpStudent(
  deps: Pick<AuthDeps, 'db' | 'sessions' | 'email' | 'codeLimiter' | 'link' | 'live'>,
  input: SignUpStudentInput,
  ip: string,
): Promise<StudentJoinAnswer> {
  const { db, sessions } = deps;
  const invalid = () => new AppError('BAD_REQUEST', { email: AUTH_MESSAGES.invitationInvalid });
  // Hash first, so every outcome costs the same time.
  const passwordHash = await hashPassword(input.password);
  const invitation = await lookUpInvitation(deps, { code: input.i, ip, field: 'email' });
  if (!invitation || (input.website && input.website.trim() !== '')) throw invalid();
  const address = normaliseEmail(input.email);
  const existing = await findStudentByEmail(db, address);
  if (existing) {
    await sendStudentSignupAttemptNotice(deps, existing);
    throw invalid();
  }
  const membership = membershipBy(invitation);
  let created: { id: string } & ClassEntry;
  try {
    created = await db
      .transaction()
      .execute((trx) =>
        createClassStudent(
          trx,
          invitation,
          { firstName: input.firstName, lastName: input.lastName, email: address, passwordHash },
          new Date(),
          membership,
        ),
      );
  } catch (error) {
    // The invitation was used meanwhile, or a concurrent sign-up took the address.
    const raced = await findStudentByEmail(db, address);
    if (raced) await sendStudentSignupAttemptNotice(deps, raced);
    if (raced || (error as Error).name === 'InvitationUsedError') throw invalid();
    throw error;
  }
  const studentId = created.id;
  // Committed: a new join request rings the class's teachers' bells.
  if (deps.live) await announceNotifications(deps.live, created.notified);
  await writeAudit(db, {
    action: 'student_signup',
    actorType: 'student',
    actorId: studentId,
    targetType: 'student',
    targetId: studentId,
    ip,
    details: {
      classId: invitation.classId,
      invitationId: invitation.invitationId,
      membership: created.membership,
    },
  });
  const st = await startStudentSession(sessions, studentId);
  const url = targetUrl(input.app, areaOf('student'));
  return { st, url, ...entryMessage(membership, created.membership) };
}
