import type { Kysely } from 'kysely';
import { safeRedirect } from '../../../common/redirect';
import { PATHS } from '../../../common/routes';
import type { EmailSender } from '../../adapters/email/email';
import { confirmEmailTemplate } from '../../adapters/email/templates/confirm-email';
import { LINK_LIFETIME_HOURS } from '../../adapters/email/templates/layout';
import { passwordChangedTemplate } from '../../adapters/email/templates/password-changed';
import { resetPasswordTemplate } from '../../adapters/email/templates/reset-password';
import { secondEmailNoticeTemplate } from '../../adapters/email/templates/second-email-notice';
import { signupAttemptTemplate } from '../../adapters/email/templates/signup-attempt';
import type { Database, UsersTable, VerificationPurpose } from '../../db/schema';
import { AppError } from '../../errors';
import { acceptInvitationsToConfirmedAddress } from '../classroom/accept-parent-invitation';
import { writeAudit } from '../../lib/audit';
import { AUTH_MESSAGES } from './messages';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { LoginLimiter } from './login-limits';
import type { SessionService } from '../../lib/sessions';
import { addMs, hashToken, newToken } from '../../lib/tokens';

const HOUR_MS = 60 * 60 * 1000;

export interface AccountServiceDeps {
  db: Kysely<Database>;
  sessions: SessionService;
  email: EmailSender;
  limiter: LoginLimiter;
  publicBaseUrl: string;
}

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  account_type: UsersTable['account_type'];
  is_platform_admin: number;
  email_confirmed_at: string | null;
  password_hash: string;
}

/** Where each account lands after sign-in (admins are teachers with a flag). */
export function areaOf(type: 'teacher' | 'parent' | 'student'): string {
  if (type === 'parent') return PATHS.parentArea;
  if (type === 'student') return PATHS.studentArea;
  return PATHS.teacherArea;
}

/** The sign-in page of a teacher or parent account (admins are teachers with a flag). */
const signInPathOf = (type: UsersTable['account_type']) =>
  type === 'parent' ? PATHS.parentSignIn : PATHS.teacherSignIn;

/** `app` may send the browser to a path on this site, never elsewhere (common/redirect.ts). */
export function targetUrl(app: string | undefined, area: string): string {
  return safeRedirect(app, area);
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function createAccountService(deps: AccountServiceDeps) {
  const { db, sessions, email, limiter } = deps;
  const base = deps.publicBaseUrl.replace(/\/+$/, '');
  const link = (path: string) => `${base}${path}`;

  async function findUser(address: string): Promise<UserRow | undefined> {
    return db
      .selectFrom('users')
      .select([
        'id',
        'email',
        'first_name',
        'account_type',
        'is_platform_admin',
        'email_confirmed_at',
        'password_hash',
      ])
      .where('email', '=', normaliseEmail(address))
      .executeTakeFirst();
  }

  async function issueCode(
    purpose: VerificationPurpose,
    subjectType: 'user' | 'student',
    subjectId: string,
    lifetimeMs: number,
    now = new Date(),
  ): Promise<string> {
    const code = newToken();
    await db
      .insertInto('verification_codes')
      .values({
        id: crypto.randomUUID(),
        purpose,
        subject_type: subjectType,
        subject_id: subjectId,
        code_hash: hashToken(code),
        expires_at: addMs(now, lifetimeMs).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
    return code;
  }

  /** Marks a live code used and answers its subject; null when unknown, expired or used. */
  async function consumeCode(
    purpose: VerificationPurpose,
    code: string,
    now = new Date(),
  ): Promise<{ subjectType: 'user' | 'student'; subjectId: string } | null> {
    const row = await db
      .selectFrom('verification_codes')
      .select(['id', 'subject_type', 'subject_id', 'expires_at', 'used_at'])
      .where('code_hash', '=', hashToken(code))
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    if (!row || row.used_at || Date.parse(row.expires_at) <= now.getTime()) return null;
    // The conditional update makes a code single-use even when two requests race.
    const result = await db
      .updateTable('verification_codes')
      .set({ used_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    return { subjectType: row.subject_type, subjectId: row.subject_id };
  }

  /** The confirmation link goes to the address it confirms, and nowhere else. */
  async function sendConfirmation(user: { id: string; email: string; first_name: string }) {
    const code = await issueCode(
      'confirm_email',
      'user',
      user.id,
      LINK_LIFETIME_HOURS.confirmEmail * HOUR_MS,
    );
    const query = new URLSearchParams({ e: user.email, c: code });
    const message = confirmEmailTemplate({
      link: link(`${PATHS.confirmEmail}?${query.toString()}`),
    });
    await email.send({ to: user.email, ...message });
  }

  /**
   * The optional second address (SPEC §5) hears where the confirmation went, with nothing in
   * it that confirms: whoever holds that inbox must not prove an address they do not own.
   */
  async function sendSecondEmailNotice(
    user: { email: string; account_type: UsersTable['account_type'] },
    secondEmail: string | null,
  ) {
    if (!secondEmail || normaliseEmail(secondEmail) === user.email) return;
    await email.send({
      to: secondEmail,
      ...secondEmailNoticeTemplate({ signInLink: link(signInPathOf(user.account_type)) }),
    });
  }

  async function startSession(userId: string, replacedToken?: string) {
    // Rotation: whatever session the browser held before signing in ends now.
    await sessions.revokeToken(replacedToken);
    return sessions.create({ kind: 'user', subjectType: 'user', subjectId: userId });
  }

  return {
    findUser,
    issueCode,
    consumeCode,

    async signup(input: {
      email: string;
      firstName: string;
      lastName: string;
      password: string;
      secondEmail?: string | undefined;
      accountType: 'teacher' | 'parent';
      r?: string | undefined;
      rc?: string | undefined;
      /** A parent invitation's code: the new parent is linked to that child. */
      i?: string | undefined;
      website?: string | undefined;
    }): Promise<{ url: string }> {
      const url = `/auth/${input.accountType}?checkEmail=1`;
      // Hash either way, so known and unknown addresses take the same time.
      const passwordHash = await hashPassword(input.password);
      if (input.website && input.website.trim() !== '') return { url };
      const address = normaliseEmail(input.email);
      const existing = await findUser(address);
      if (existing) {
        await sendAttemptNotice(existing);
        return { url };
      }
      const now = new Date().toISOString();
      const user = {
        id: crypto.randomUUID(),
        email: address,
        second_email: input.secondEmail ? input.secondEmail.trim() : null,
        first_name: input.firstName,
        last_name: input.lastName,
        account_type: input.accountType,
        password_hash: passwordHash,
        email_confirmed_at: null,
        school_id: null,
        referral_r: input.r ?? null,
        referral_rc: input.rc ?? null,
        created_at: now,
        updated_at: now,
      };
      try {
        await db.insertInto('users').values(user).execute();
      } catch (error) {
        // A concurrent sign-up with the same address won the unique constraint.
        const raced = await findUser(address);
        if (!raced) throw error;
        await sendAttemptNotice(raced);
        return { url };
      }
      await writeAudit(db, {
        action: 'signup',
        actorType: 'user',
        actorId: user.id,
        targetType: 'user',
        targetId: user.id,
      });
      // A parent invitation (`i`) is not taken here: the address is not confirmed yet. It is
      // once it is (confirmEmail), if the teacher sent the invitation to that address.
      await sendConfirmation(user);
      await sendSecondEmailNotice(user, user.second_email);
      return { url };
    },

    async confirmEmail(input: { e: string; c: string }) {
      const now = new Date();
      const invalid = () => new AppError('BAD_REQUEST', { c: AUTH_MESSAGES.confirmationInvalid });
      const row = await db
        .selectFrom('verification_codes')
        .innerJoin('users', 'users.id', 'verification_codes.subject_id')
        .select(['users.email as email'])
        .where('verification_codes.code_hash', '=', hashToken(input.c))
        .executeTakeFirst();
      if (!row || row.email !== normaliseEmail(input.e)) throw invalid();
      const consumed = await consumeCode('confirm_email', input.c, now);
      if (!consumed || consumed.subjectType !== 'user') throw invalid();
      await db
        .updateTable('users')
        .set({ email_confirmed_at: now.toISOString(), updated_at: now.toISOString() })
        .where('id', '=', consumed.subjectId)
        .where('email_confirmed_at', 'is', null)
        .execute();
      const user = await db
        .selectFrom('users')
        .select(['id', 'account_type'])
        .where('id', '=', consumed.subjectId)
        .executeTakeFirstOrThrow();
      const { token } = await startSession(user.id);
      await writeAudit(db, {
        action: 'email_confirmed',
        actorType: 'user',
        actorId: user.id,
        targetType: 'user',
        targetId: user.id,
      });
      if (user.account_type === 'parent') await acceptInvitationsToConfirmedAddress(db, user.id);
      return { t: token, url: areaOf(user.account_type), message: AUTH_MESSAGES.emailConfirmed };
    },

    async login(
      input: { email: string; password: string; app?: string | undefined },
      context: { ip: string; replacedToken?: string | undefined },
    ) {
      const address = normaliseEmail(input.email);
      const wait = await limiter.blockedForMinutes(address, context.ip);
      if (wait > 0) {
        throw new AppError('TOO_MANY_REQUESTS', { email: AUTH_MESSAGES.tooManyAttempts(wait) });
      }
      const user = await findUser(address);
      const matches = await verifyPassword(user?.password_hash, input.password);
      if (!user || !matches) {
        await limiter.recordFailure(address, context.ip);
        throw new AppError('UNAUTHORIZED', { email: AUTH_MESSAGES.invalidCredentials });
      }
      await limiter.recordSuccess(address, context.ip);
      if (!user.email_confirmed_at) {
        await sendConfirmation(user);
        throw new AppError('FORBIDDEN', { email: AUTH_MESSAGES.confirmFirst });
      }
      const { token } = await startSession(user.id, context.replacedToken);
      await writeAudit(db, {
        action: 'login',
        actorType: 'user',
        actorId: user.id,
        targetType: 'user',
        targetId: user.id,
        ip: context.ip,
      });
      return { t: token, url: targetUrl(input.app, areaOf(user.account_type)) };
    },

    async loginWithSession(token: string | undefined, app: string | undefined) {
      const session = await sessions.lookup(token);
      if (!session || session.kind !== 'user') {
        throw new AppError('UNAUTHORIZED', { email: AUTH_MESSAGES.sessionEnded });
      }
      const user = await db
        .selectFrom('users')
        .select(['account_type'])
        .where('id', '=', session.subjectId)
        .executeTakeFirst();
      if (!user) throw new AppError('UNAUTHORIZED', { email: AUTH_MESSAGES.sessionEnded });
      const rotated = await sessions.rotate(session);
      return { t: rotated.token, url: targetUrl(app, areaOf(user.account_type)) };
    },

    async forgot(address: string) {
      const user = await findUser(address);
      if (user) {
        const code = await issueCode(
          'reset_password',
          'user',
          user.id,
          LINK_LIFETIME_HOURS.resetPassword * HOUR_MS,
        );
        const query = new URLSearchParams({ c: code });
        const message = resetPasswordTemplate({
          link: link(`${PATHS.resetPassword}?${query.toString()}`),
        });
        await email.send({ to: user.email, ...message });
      }
      return { message: AUTH_MESSAGES.forgotSent };
    },

    async setPasswordByCode(input: { c: string; password: string }, ip: string) {
      const passwordHash = await hashPassword(input.password);
      const consumed = await consumeCode('reset_password', input.c);
      if (!consumed || consumed.subjectType !== 'user') {
        throw new AppError('BAD_REQUEST', { c: AUTH_MESSAGES.resetInvalid });
      }
      const now = new Date().toISOString();
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', consumed.subjectId)
        .execute();
      // The link came to the address, so it is proven too.
      await db
        .updateTable('users')
        .set({ email_confirmed_at: now })
        .where('id', '=', consumed.subjectId)
        .where('email_confirmed_at', 'is', null)
        .execute();
      await sessions.revokeAllFor('user', consumed.subjectId);
      const user = await db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'account_type'])
        .where('id', '=', consumed.subjectId)
        .executeTakeFirstOrThrow();
      const { token } = await sessions.create({
        kind: 'user',
        subjectType: 'user',
        subjectId: user.id,
      });
      await writeAudit(db, {
        action: 'password_changed',
        actorType: 'user',
        actorId: user.id,
        targetType: 'user',
        targetId: user.id,
        ip,
      });
      await email.send({
        to: user.email,
        ...passwordChangedTemplate({
          firstName: user.first_name,
          resetLink: link(PATHS.forgotPassword),
        }),
      });
      return { t: token, url: areaOf(user.account_type) };
    },
  };

  async function sendAttemptNotice(user: Pick<UserRow, 'email' | 'first_name' | 'account_type'>) {
    const signInPath = signInPathOf(user.account_type);
    await email.send({
      to: user.email,
      ...signupAttemptTemplate({
        signInLink: link(signInPath),
        resetLink: link(PATHS.forgotPassword),
      }),
    });
  }
}

export type AccountService = ReturnType<typeof createAccountService>;
