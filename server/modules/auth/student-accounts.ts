import type { Kysely } from 'kysely';
import { STUDENT_INVITE } from '../../../common/copy/auth';
import { PATHS } from '../../../common/routes';
import type { EmailSender } from '../../adapters/email/email';
import { LINK_LIFETIME_HOURS } from '../../adapters/email/templates/layout';
import { resetPasswordTemplate } from '../../adapters/email/templates/reset-password';
import { signupAttemptTemplate } from '../../adapters/email/templates/signup-attempt';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { createJoinRequest } from '../classroom/create-join-request';
import { writeAudit } from '../../lib/audit';
import type { GoogleProfile, GoogleVerifier } from './google';
import {
  createClassStudent,
  findClassInvitation,
  joinClass,
  teacherDisplayName,
  useInvitation,
  type ClassInvitation,
} from './invitations';
import { AUTH_MESSAGES } from './messages';
import { hashPassword } from '../../lib/passwords';
import type { AttemptLimiter } from '../../lib/rate-limit';
import { areaOf, normaliseEmail, targetUrl, type AccountService } from './service';
import type { SessionService } from '../../lib/sessions';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How a code brings a student into a class (issue 15 point 9). A personal invitation names one
 * person and seats them at once. A class's Access Code, or a class invitation open to anyone
 * who has it, can reach a stranger: the student only asks to join, and a teacher of the class
 * approves. The same rule for every way in (password sign-up and Google).
 */
const membershipBy = (invitation: ClassInvitation): 'join' | 'request' =>
  invitation.singleUse ? 'join' : 'request';

/** What a student who asked to join is told, beside where to go. */
const awaitingTeacher = { message: STUDENT_INVITE.awaitingTeacher } as const;

export interface StudentAccountDeps {
  db: Kysely<Database>;
  sessions: SessionService;
  email: EmailSender;
  accounts: AccountService;
  /** Failed invitation and Access Code lookups per IP address. */
  codeLimiter: AttemptLimiter;
  /** Null when GOOGLE_CLIENT_ID is not set: Google sign-in is off. */
  google: GoogleVerifier | null;
  publicBaseUrl: string;
}

/** Student sign-up by class invitation, Google sign-in, and password reset by email. */
export function createStudentAccountService(deps: StudentAccountDeps) {
  const { db, sessions, email, accounts, codeLimiter, google } = deps;
  const base = deps.publicBaseUrl.replace(/\/+$/, '');
  const link = (path: string) => `${base}${path}`;

  /** Looks a code up, counting misses per IP so codes cannot be guessed at speed. */
  async function checkedInvitation(
    code: string | undefined,
    ip: string,
    field: string,
  ): Promise<ClassInvitation | null> {
    const wait = await codeLimiter.blockedForMinutes(ip);
    if (wait > 0) {
      throw new AppError('TOO_MANY_REQUESTS', { [field]: AUTH_MESSAGES.tooManyAttempts(wait) });
    }
    const invitation = await findClassInvitation(db, code);
    if (!invitation) await codeLimiter.recordFailure(ip);
    return invitation;
  }

  async function startStudentSession(studentId: string) {
    const { token } = await sessions.create({
      kind: 'student',
      subjectType: 'student',
      subjectId: studentId,
    });
    return token;
  }

  async function findStudentByEmail(address: string) {
    return db
      .selectFrom('students')
      .select(['id', 'first_name', 'email', 'email_verified_at'])
      .where('email', '=', address)
      .executeTakeFirst();
  }

  /** Someone tried to sign up with a student's address: tell its owner how to get in. */
  async function sendAttemptNotice(student: { first_name: string; email: string | null }) {
    if (!student.email) return;
    await email.send({
      to: student.email,
      ...signupAttemptTemplate({
        signInLink: link(PATHS.studentSignIn),
        resetLink: link(PATHS.studentForgotPassword),
      }),
    });
  }

  return {
    /** GET /api/auth/invitation: what the sign-up page shows before a student joins. */
    async describeInvitation(code: string | undefined, ip: string) {
      const invitation = await checkedInvitation(code, ip, 'i');
      if (!invitation) throw new AppError('NOT_FOUND', { i: AUTH_MESSAGES.invitationNotFound });
      return { className: invitation.classTitle, teacherName: teacherDisplayName(invitation) };
    },

    /**
     * A student signs up with a class invitation (SPEC §5: never without an administrating
     * adult) and is signed in at once. A taken address answers exactly like a bad invitation,
     * and its owner gets an email with the sign-in and reset links.
     */
    async signup(
      input: {
        email: string;
        firstName: string;
        lastName: string;
        password: string;
        i?: string | undefined;
        app?: string | undefined;
        website?: string | undefined;
      },
      ip: string,
    ): Promise<{ st: string; url: string; message?: string }> {
      const invalid = () => new AppError('BAD_REQUEST', { email: AUTH_MESSAGES.invitationInvalid });
      // Hash first, so every outcome costs the same time.
      const passwordHash = await hashPassword(input.password);
      const invitation = await checkedInvitation(input.i, ip, 'email');
      if (!invitation || (input.website && input.website.trim() !== '')) throw invalid();
      const address = normaliseEmail(input.email);
      const existing = await findStudentByEmail(address);
      if (existing) {
        await sendAttemptNotice(existing);
        throw invalid();
      }
      const membership = membershipBy(invitation);
      let studentId: string;
      try {
        studentId = await db.transaction().execute((trx) =>
          createClassStudent(
            trx,
            invitation,
            {
              firstName: input.firstName,
              lastName: input.lastName,
              email: address,
              passwordHash,
            },
            new Date(),
            membership,
          ),
        );
      } catch (error) {
        // The invitation was used meanwhile, or a concurrent sign-up took the address.
        const raced = await findStudentByEmail(address);
        if (raced) await sendAttemptNotice(raced);
        if (raced || (error as Error).name === 'InvitationUsedError') throw invalid();
        throw error;
      }
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
          membership,
        },
      });
      const st = await startStudentSession(studentId);
      const url = targetUrl(input.app, areaOf('student'));
      return membership === 'request' ? { st, url, ...awaitingTeacher } : { st, url };
    },

    /**
     * Google sign-in (issue 3 item 11): the account is found by issuer + subject. On first use
     * an existing student is linked by email only when both sides proved the address: Google
     * verified it (the verifier refuses anything else) and so did we (`email_verified_at`,
     * issue 15 point 8). An address someone merely typed at sign-up is refused with a way out,
     * never handed to whoever signs in with Google. Otherwise a class code or invitation
     * creates the student, seated or asking to join (membershipBy).
     */
    async googleLogin(input: { token: string; code?: string | undefined }, ip: string) {
      if (!google) throw new AppError('NOT_FOUND', { token: AUTH_MESSAGES.googleUnavailable });
      const profile = await google(input.token);
      const now = new Date();
      const invitation = input.code ? await checkedInvitation(input.code, ip, 'code') : null;
      if (input.code && !invitation) {
        throw new AppError('BAD_REQUEST', { code: AUTH_MESSAGES.invitationInvalid });
      }

      const linked = await db
        .selectFrom('google_identities')
        .select('student_id')
        .where('issuer', '=', profile.issuer)
        .where('subject', '=', profile.subject)
        .executeTakeFirst();
      if (linked) {
        await db
          .updateTable('google_identities')
          .set({ last_login_at: now.toISOString() })
          .where('issuer', '=', profile.issuer)
          .where('subject', '=', profile.subject)
          .execute();
        return signInWithGoogle(linked.student_id, invitation, 'student_google_login');
      }

      const byEmail = await findStudentByEmail(profile.email);
      if (byEmail) {
        if (!byEmail.email_verified_at) {
          throw new AppError('CONFLICT', { token: AUTH_MESSAGES.googleEmailUnproven });
        }
        await linkIdentity(byEmail.id, profile, now);
        return signInWithGoogle(byEmail.id, invitation, 'student_google_linked');
      }

      if (!invitation) throw new AppError('BAD_REQUEST', { token: AUTH_MESSAGES.googleNoAccount });
      const membership = membershipBy(invitation);
      let studentId: string;
      try {
        studentId = await db.transaction().execute(async (trx) => {
          const id = await createClassStudent(
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
        const raced = await db
          .selectFrom('google_identities')
          .select('student_id')
          .where('issuer', '=', profile.issuer)
          .where('subject', '=', profile.subject)
          .executeTakeFirst();
        if (!raced) throw error;
        studentId = raced.student_id;
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
      const st = await startStudentSession(studentId);
      const url = areaOf('student');
      return membership === 'request' ? { st, url, ...awaitingTeacher } : { st, url };

      async function linkIdentity(studentId: string, profile: GoogleProfile, at: Date) {
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

      async function signInWithGoogle(
        studentId: string,
        joining: ClassInvitation | null,
        action: string,
      ) {
        const asked = joining ? await enterClass(studentId, joining) : false;
        await writeAudit(db, {
          action,
          actorType: 'student',
          actorId: studentId,
          targetType: 'student',
          targetId: studentId,
          ip,
          ...(joining ? { details: { joinedClassId: joining.classId } } : {}),
        });
        const st = await startStudentSession(studentId);
        const url = areaOf('student');
        return asked ? { st, url, ...awaitingTeacher } : { st, url };
      }

      /** A signed-up student comes in by a code: true when they now wait for a teacher. */
      async function enterClass(studentId: string, joining: ClassInvitation): Promise<boolean> {
        if (membershipBy(joining) === 'request') {
          const request = await createJoinRequest(db, { classId: joining.classId, studentId, now });
          return request.status === 'pending';
        }
        const seated = await db.transaction().execute(async (trx) => {
          if (!(await useInvitation(trx, joining, now))) return false;
          await joinClass(trx, joining.classId, studentId, now);
          return true;
        });
        if (!seated) throw new AppError('BAD_REQUEST', { code: AUTH_MESSAGES.invitationInvalid });
        return false;
      }
    },

    /**
     * forgot?student=true: a student with an email address (found by email or username) gets
     * a set-password link; everyone gets the same answer.
     */
    async forgot(identifier: string) {
      const wanted = identifier.trim().toLowerCase();
      const student = await db
        .selectFrom('students')
        .select(['id', 'first_name', 'email'])
        .where((eb) => eb.or([eb('email', '=', wanted), eb('username', '=', wanted)]))
        .executeTakeFirst();
      if (student?.email) {
        const code = await accounts.issueCode(
          'student_reset_password',
          'student',
          student.id,
          LINK_LIFETIME_HOURS.resetPassword * HOUR_MS,
        );
        const query = new URLSearchParams({ c: code });
        await email.send({
          to: student.email,
          ...resetPasswordTemplate({
            link: link(`${PATHS.studentSetPassword}?${query.toString()}`),
          }),
        });
      }
      return { message: AUTH_MESSAGES.forgotSent };
    },

    /** POST /api/auth/student_reset_code: a reset link's code becomes a set-password token. */
    async exchangeResetCode(code: string, ip: string) {
      const consumed = await accounts.consumeCode('student_reset_password', code);
      if (!consumed || consumed.subjectType !== 'student') {
        throw new AppError('BAD_REQUEST', { c: AUTH_MESSAGES.resetInvalid });
      }
      // The link came to the student's address, so the address is proven (issue 15 point 8).
      await db
        .updateTable('students')
        .set({ email_verified_at: new Date().toISOString() })
        .where('id', '=', consumed.subjectId)
        .where('email_verified_at', 'is', null)
        .execute();
      const { token } = await sessions.create({
        kind: 'set_password',
        subjectType: 'student',
        subjectId: consumed.subjectId,
      });
      await writeAudit(db, {
        action: 'student_reset_code_used',
        actorType: 'student',
        actorId: consumed.subjectId,
        targetType: 'student',
        targetId: consumed.subjectId,
        ip,
      });
      return { token, url: PATHS.studentSetPassword };
    },
  };
}

export type StudentAccountService = ReturnType<typeof createStudentAccountService>;
