import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  confirmEmailSchema,
  forgotSchema,
  loginSchema,
  logoutSchema,
  signupSchema,
  studentForgotSchema,
  teacherSetPasswordSchema,
} from '../../../common/schemas/auth';
import { PATHS } from '../../../common/routes';
import {
  clearAuthCookie,
  loadAccount,
  requestToken,
  resolveAccount,
  setAuthCookie,
} from '../../plugins/session';
import { writeAudit } from './audit';
import { AUTH_MESSAGES } from './messages';
import { areaOf, type AccountService } from './service';
import { fieldErrors, parseBody } from './validation';

export interface AuthRoutesOptions {
  accounts: AccountService;
}

const [passwordLoginSchema, sessionLoginSchema] = loginSchema.options;
const studentQuery = (request: FastifyRequest) =>
  (request.query as Record<string, unknown>).student === 'true';

/** The account calls of SPEC §7.1 under /api/auth (the contract of issue 3). */
export async function authRoutes(app: FastifyInstance, { accounts }: AuthRoutesOptions) {
  app.post('/signup', async (request, reply) => {
    const parsed = signupSchema.safeParse(request.body ?? {});
    // SPEC §3: teacher sign-up errors come as a JSON string.
    if (!parsed.success) {
      return reply.status(400).send({ errors: JSON.stringify(fieldErrors(parsed.error)) });
    }
    return accounts.signup(parsed.data);
  });

  app.post('/confirm_email', async (request, reply) => {
    const body = parseBody(confirmEmailSchema, request.body);
    const result = await accounts.confirmEmail(body);
    setAuthCookie(reply, 't', result.t);
    return result;
  });

  app.post('/login', async (request, reply) => {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const withPassword = typeof raw === 'object' && ('email' in raw || 'password' in raw);
    if (withPassword) {
      const body = parseBody(passwordLoginSchema, raw);
      const result = await accounts.login(body, {
        ip: request.ip,
        replacedToken: request.cookies.t,
      });
      setAuthCookie(reply, 't', result.t);
      return result;
    }
    const body = parseBody(sessionLoginSchema, raw);
    const token = body.t || requestToken(request, 't');
    const result = await accounts.loginWithSession(token, body.app);
    setAuthCookie(reply, 't', result.t);
    return result;
  });

  app.post('/forgot', async (request) => {
    if (studentQuery(request)) {
      // Students with an email address come with the student calls; same answer meanwhile.
      parseBody(studentForgotSchema, request.body);
      return { message: AUTH_MESSAGES.forgotSent };
    }
    const body = parseBody(forgotSchema, request.body);
    return accounts.forgot(body.email);
  });

  app.post('/teacher_set_password', async (request, reply) => {
    const body = parseBody(teacherSetPasswordSchema, request.body);
    const result = await accounts.setPasswordByCode(body, request.ip);
    setAuthCookie(reply, 't', result.t);
    return result;
  });

  app.post('/logout', async (request, reply) => {
    const body = parseBody(logoutSchema, request.body);
    if (studentQuery(request)) {
      await app.sessions.revokeToken(body.t || requestToken(request, 'st'));
      await app.sessions.revokeToken(request.cookies.set);
      clearAuthCookie(reply, 'st');
      clearAuthCookie(reply, 'set');
      return { url: PATHS.studentSignIn };
    }
    const token = body.t || requestToken(request, 't');
    const ending = await app.sessions.lookup(token);
    await app.sessions.revokeToken(token);
    const original = request.cookies.at ? await app.sessions.lookup(request.cookies.at) : null;
    const originalAccount =
      original && original.kind === 'user' ? await loadAccount(app.db, original) : null;
    if (original && originalAccount && request.cookies.at) {
      if (ending?.impersonatorId) {
        await writeAudit(app.db, {
          action: 'impersonation_end',
          actorType: 'user',
          actorId: ending.impersonatorId,
          targetType: ending.subjectType,
          targetId: ending.subjectId,
          ip: request.ip,
        });
      }
      setAuthCookie(reply, 't', request.cookies.at);
      clearAuthCookie(reply, 'at');
      return { restored: true, url: areaOf(originalAccount.type) };
    }
    clearAuthCookie(reply, 't');
    if (request.cookies.at) clearAuthCookie(reply, 'at');
    return { restored: false, url: PATHS.home };
  });

  app.get('/session', async (request, reply) => {
    const student = studentQuery(request);
    const account = await resolveAccount(request, { student });
    const setSession = request.cookies.set ? await app.sessions.lookup(request.cookies.set) : null;
    const hasSetPasswordToken = setSession?.kind === 'set_password';
    if (!account) {
      return reply
        .status(401)
        .send({ errors: { session: AUTH_MESSAGES.notSignedIn }, hasSetPasswordToken });
    }
    return {
      account: {
        id: account.id,
        type: account.type,
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        isPlatformAdmin: account.isPlatformAdmin,
      },
      impersonating: account.session.impersonatorId !== null,
      hasSetPasswordToken,
    };
  });
}
