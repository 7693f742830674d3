import type { Kysely } from 'kysely';
import { PATHS } from '../../../common/routes';
import type { EmailSender } from '../../adapters/email/email';
import { passwordChangedTemplate } from '../../adapters/email/templates/password-changed';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { SignedInAccount } from '../../plugins/session';
import { writeAudit } from '../../lib/audit';
import { AUTH_MESSAGES } from './messages';
import { LOGIN_CODE_MESSAGES } from '../../../common/messages';
import { isLoginCodeExpired, setPasswordUsingLoginCode } from '../roster/login-codes';
import {
  impersonationRoleOf,
  isOwnStudent,
  mayImpersonate,
  type ImpersonationActor,
} from '../../access/may-impersonate';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { LoginLimiter } from './login-limits';
import { areaOf, targetUrl } from './service';
import type { SessionService } from '../../lib/sessions';

export interface StudentServiceDeps {
  db: Kysely<Database>;
  sessions: SessionService;
  limiter: LoginLimiter;
  email: EmailSender;
  publicBaseUrl: string;
}

/** Student sign-in, first-login password setup, and signing in on someone's behalf. */
export function createStudentService({
  db,
  sessions,
  limiter,
  email,
  publicBaseUrl,
}: StudentServiceDeps) {
  return {
    /**
     * Username or email, with the student's password or a teacher-issued login code. A login
     * code leads to set-password: the answer carries a set token instead of a session.
     */
    async login(input: { email: string; password: string; app?: string | undefined }, ip: string) {
      const identifier = input.email.trim().toLowerCase();
      const limitKey = `student:${identifier}`;
      const wait = await limiter.blockedForMinutes(limitKey, ip);
      if (wait > 0) {
        throw new AppError('TOO_MANY_REQUESTS', { email: AUTH_MESSAGES.tooManyAttempts(wait) });
      }
      const student = await db
        .selectFrom('students')
        .select(['id', 'password_hash', 'login_code_hash', 'login_code_expires_at'])
        .where((eb) => eb.or([eb('username', '=', identifier), eb('email', '=', identifier)]))
        .executeTakeFirst();
      if (student && (await verifyPassword(student.password_hash, input.password))) {
        await limiter.recordSuccess(limitKey, ip);
        const { token } = await sessions.create({
          kind: 'student',
          subjectType: 'student',
          subjectId: student.id,
        });
        await writeAudit(db, {
          action: 'student_login',
          actorType: 'student',
          actorId: student.id,
          targetType: 'student',
          targetId: student.id,
          ip,
        });
        return { kind: 'student' as const, token, url: targetUrl(input.app, areaOf('student')) };
      }
      const codeMatches =
        student?.login_code_hash != null &&
        (await verifyPassword(student.login_code_hash, input.password));
      if (student && codeMatches && !isLoginCodeExpired(student.login_code_expires_at)) {
        await limiter.recordSuccess(limitKey, ip);
        const { token } = await sessions.create({
          kind: 'set_password',
          subjectType: 'student',
          subjectId: student.id,
        });
        return { kind: 'set_password' as const, token, url: PATHS.studentSetPassword };
      }
      if (!student) await verifyPassword(null, input.password);
      await limiter.recordFailure(limitKey, ip);
      // The right code, past its date: say so, and where a new one comes from.
      throw new AppError('UNAUTHORIZED', {
        email: codeMatches ? LOGIN_CODE_MESSAGES.expired : AUTH_MESSAGES.invalidCredentials,
      });
    },

    async setPassword(setToken: string | undefined, password: string) {
      const session = await sessions.lookup(setToken);
      if (!session || session.kind !== 'set_password' || session.impersonatorId) {
        throw new AppError('UNAUTHORIZED', { confirmPassword: AUTH_MESSAGES.sessionEnded });
      }
      const student = await db
        .selectFrom('students')
        .select(['first_name', 'email', 'password_hash', 'login_code_hash'])
        .where('id', '=', session.subjectId)
        .executeTakeFirst();
      if (!student) {
        throw new AppError('UNAUTHORIZED', { confirmPassword: AUTH_MESSAGES.sessionEnded });
      }
      const changed = await setPasswordUsingLoginCode(db, {
        studentId: session.subjectId,
        passwordHash: await hashPassword(password),
        loginCodeHash: student.login_code_hash,
      });
      if (!changed) throw new AppError('CONFLICT', { confirmPassword: LOGIN_CODE_MESSAGES.used });
      await sessions.revokeAllFor('student', session.subjectId);
      const { token } = await sessions.create({
        kind: 'student',
        subjectType: 'student',
        subjectId: session.subjectId,
      });
      await writeAudit(db, {
        action: 'student_password_set',
        actorType: 'student',
        actorId: session.subjectId,
        targetType: 'student',
        targetId: session.subjectId,
      });
      // A changed password (not the first one chosen after a login code) is announced, so the
      // owner notices a change they did not make.
      if (student.email && student.password_hash) {
        await email.send({
          to: student.email,
          ...passwordChangedTemplate({
            firstName: student.first_name,
            resetLink: `${publicBaseUrl.replace(/\/$/, '')}${PATHS.studentForgotPassword}`,
          }),
        });
      }
      return { st: token, url: areaOf('student') };
    },

    /** Token login: a live student session gets a fresh token. */
    async go(token: string | undefined) {
      const session = await sessions.lookup(token);
      if (!session || session.kind !== 'student') {
        throw new AppError('UNAUTHORIZED', { email: AUTH_MESSAGES.sessionEnded });
      }
      const rotated = await sessions.rotate(session);
      return { st: rotated.token, url: areaOf('student') };
    },

    /** Signing in as another adult, as far as mayImpersonate allows. */
    async loginAsTeacher(actor: SignedInAccount, teacherId: string, ip: string) {
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
        // Tied to the adult's own session: it ends when that one does, and within the hour.
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
    },

    /** A student's own teacher (class or administrator), linked parent, or a platform admin. */
    async loginAsStudent(actor: SignedInAccount, studentId: string, ip: string) {
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
        // Tied to the adult's own session: it ends when that one does, and within the hour.
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
    },
  };
}

export type StudentService = ReturnType<typeof createStudentService>;

/** The signed-in adult as mayImpersonate sees them. */
function actorOf(account: SignedInAccount): ImpersonationActor {
  return {
    id: account.id,
    role: impersonationRoleOf(account),
    schoolId: account.schoolId,
    impersonating: account.session.impersonatorId !== null,
  };
}
