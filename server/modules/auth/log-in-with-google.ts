import type { StudentJoinAnswer } from '../../../common/schemas/auth';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { createJoinRequest } from '../classroom/create-join-request';
import { announceNotifications } from '../notifications/record-notifications';
import { teachersOfClasses } from '../../access/teaches-class';
import { areaOf } from './areas';
import type { AuthDeps } from './deps';
import { findStudentByEmail } from './find-student-by-email';
import type { GoogleProfile } from './google';
import {
  awaitingTeacher,
  createClassStudent,
  entryMessage,
  joinClass,
  membershipBy,
  useInvitation,
  type ClassInvitation,
} from './invitations';
import { lookUpInvitation } from './look-up-invitation';
import { startStudentSession } from './start-session';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

type GoogleDeps = Pick<AuthDeps, 'db' | 'sessions' | 'codeLimiter' | 'google' | 'live'>;

/**
 * Google sign-in (issue 3 item 11): the account is found by issuer + subject. On first use
 * an existing student is linked by email only when both sides proved the address: Google
 * verified it (the verifier refuses anything else) and so did we (`email_verified_at`,
 * issue 15 point 8). An address someone merely typed at sign-up is refused with a way out,
 * never handed to whoever signs in with Google. Otherwise a class code or invitation
 * creates the student, seated or asking to join (membershipBy).
 */
export async function logInWithGoogle(
  deps: GoogleDeps,
  input: { token: string; code?: string | undefined },
  ip: string,
): Promise<StudentJoinAnswer> {
  const { db, google } = deps;
  if (!google) throw new AppError('NOT_FOUND', { token: AUTH_MESSAGES.googleUnavailable });
  const profile = await google(input.token);
  const now = new Date();
  const invitation = input.code
    ? await lookUpInvitation(deps, { code: input.code, ip, field: 'code' })
    : null;
  if (input.code && !invitation) {
    throw new AppError('BAD_REQUEST', { code: AUTH_MESSAGES.invitationInvalid });
  }
  const signIn = { deps, ip, now };

  const linked = await linkedStudentOf(deps, profile);
  if (linked) {
    await db
      .updateTable('google_identities')
      .set({ last_login_at: now.toISOString() })
      .where('issuer', '=', profile.issuer)
      .where('subject', '=', profile.subject)
      .execute();
    return signInWithGoogle(signIn, linked, invitation, 'student_google_login');
  }

  const byEmail = await findStudentByEmail(db, profile.email);
  if (byEmail) {
    if (!byEmail.email_verified_at) {
      throw new AppError('CONFLICT', { token: AUTH_MESSAGES.googleEmailUnproven });
    }
    await linkIdentity(deps, byEmail.id, profile, now);
    return signInWithGoogle(signIn, byEmail.id, invitation, 'student_google_linked');
  }

  if (!invitation) throw new AppError('BAD_REQUEST', { token: AUTH_MESSAGES.googleNoAccount });
  return signUpWithGoogle(signIn, profile, invitation);
}

interface SignIn {
  deps: GoogleDeps;
  ip: string;
  now: Date;
}

/** The student a Google identity is linked to, if any. */
async function linkedStudentOf(
  { db }: Pick<AuthDeps, 'db'>,
  profile: GoogleProfile,
): Promise<string | undefined> {
  const linked = await db
    .selectFrom('google_identities')
    .select('student_id')
    .where('issuer', '=', profile.issuer)
    .where('subject', '=', profile.subject)
    .executeTakeFirst();
  return linked?.student_id;
}

async function linkIdentity(
  { db }: Pick<AuthDeps, 'db'>,
  studentId: string,
  profile: GoogleProfile,
  at: Date,
): Promise<void> {
  await db
    .insertInto('google_identities')
    .values({
      issuer: profile.issuer,
      subject: profile.subject,
      student_id: studentId,
      created_at: at.toISOString(),
      last_login_at: at.toISOString(),
    })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .execute();
}

/** A new student from a Google account and a class code, seated or asking to join. */
async function signUpWithGoogle(
  { deps, ip, now }: SignIn,
  profile: GoogleProfile,
  invitation: ClassInvitation,
): Promise<StudentJoinAnswer> {
  const { db, sessions } = deps;
  const membership = membershipBy(invitation);
  let studentId: string;
  let entered: 'join' | 'request' = membership;
  try {
    studentId = await db.transaction().execute(async (trx) => {
      const created = await createClassStudent(
        trx,
        invitation,
        {
          firstName: profile.firstName,
          lastName: profile.lastName,
          email: profile.email,
          passwordHash: null,
        },
        now,
        membership,
      );
      const id = created.id;
      entered = created.membership;
      // The address came from Google, which verified it.
      await trx
        .updateTable('students')
        .set({ email_verified_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
      await trx
        .insertInto('google_identities')
        .values({
          issuer: profile.issuer,
          subject: profile.subject,
          student_id: id,
          created_at: now.toISOString(),
          last_login_at: now.toISOString(),
        })
        .execute();
      return id;
    });
  } catch (error) {
    if ((error as Error).name === 'InvitationUsedError') {
      throw new AppError('BAD_REQUEST', { code: AUTH_MESSAGES.invitationInvalid });
    }
    // A second tap of the button raced this one: sign in whoever was created.
    const raced = await linkedStudentOf(deps, profile);
    if (!raced) throw error;
    studentId = raced;
  }
  if (entered === 'request' && deps.live) {
    // Committed: the class's teachers' bells ring for the new join request.
    const teachers = await teachersOfClasses(db, [invitation.classId]);
    await announceNotifications(
      deps.live,
      teachers.map(({ teacherId }) => ({ userId: teacherId })),
    );
  }
  await writeAudit(db, {
    action: 'student_google_signup',
    actorType: 'student',
    actorId: studentId,
    targetType: 'student',
    targetId: studentId,
    ip,
    details: { classId: invitation.classId, invitationId: invitation.invitationId, membership },
  });
  const st = await startStudentSession(sessions, studentId);
  const url = areaOf('student');
  return { st, url, ...entryMessage(membership, entered) };
}

/** An existing student signs in, entering the class of a code they came with. */
async function signInWithGoogle(
  { deps, ip, now }: SignIn,
  studentId: string,
  joining: ClassInvitation | null,
  action: string,
): Promise<StudentJoinAnswer> {
  const { db, sessions } = deps;
  const entry = joining ? await enterClass(deps, studentId, joining, now) : null;
  await writeAudit(db, {
    action,
    actorType: 'student',
    actorId: studentId,
    targetType: 'student',
    targetId: studentId,
    ip,
    ...(joining ? { details: { joinedClassId: joining.classId } } : {}),
  });
  const st = await startStudentSession(sessions, studentId);
  const url = areaOf('student');
  if (!entry) return { st, url };
  return entry.asked ? { st, url, ...entry.message } : { st, url };
}

/** A signed-up student comes in by a code: `asked` when they now wait for a teacher. */
async function enterClass(
  { db, live }: Pick<AuthDeps, 'db' | 'live'>,
  studentId: string,
  joining: ClassInvitation,
  now: Date,
): Promise<{ asked: boolean; message: { message: string } }> {
  if (membershipBy(joining) === 'request') {
    const request = await createJoinRequest(db, { classId: joining.classId, studentId, now });
    if (live) await announceNotifications(live, request.notified);
    return { asked: request.status === 'pending', message: awaitingTeacher };
  }
  const entry = await db.transaction().execute(async (trx) => {
    if (!(await useInvitation(trx, joining, now))) return null;
    return joinClass(trx, joining.classId, studentId, now);
  });
  if (!entry) throw new AppError('BAD_REQUEST', { code: AUTH_MESSAGES.invitationInvalid });
  if (live) await announceNotifications(live, entry.notified);
  return {
    asked: entry.membership === 'request',
    message: entryMessage('join', entry.membership) as { message: string },
  };
}
