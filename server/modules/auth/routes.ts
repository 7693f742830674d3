import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  confirmEmailSchema,
  forgotSchema,
  invitationQuerySchema,
  loginSchema,
  logoutSchema,
  loginAsSchema,
  loginAsStudentSchema,
  signupSchema,
  studentForgotSchema,
  studentGoSchema,
  studentGoogleLoginSchema,
  studentLoginSchema,
  studentResetCodeSchema,
  studentSetPasswordSchema,
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
import { writeAudit } from '../../lib/audit';
import type { Session } from '../../lib/sessions';
import { AUTH_MESSAGES } from './messages';
import { areaOf, type AccountService } from './service';
import { replayable } from './single-use-replay';
import type { StudentAccountService } from './student-accounts';
import type { StudentService } from './students';
import { fieldErrors, parseBody } from '../../lib/validation';

export interface AuthRoutesOptions {
  accounts: AccountService;
  students: StudentService;
  studentAccounts: StudentAccountService;
}

const [passwordLoginSchema, sessionLoginSchema] = loginSchema.options;
const studentQuery = (request: FastifyRequest) =>
  (request.query as Record<string, unknown>).student === 'true';

/** The account calls of SPEC §7.1 under /api/auth (the contract of issue 3). */
export async function authRoutes(
  app: FastifyInstance,
  { accounts, students, studentAccounts }: AuthRoutesOptions,
) {
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
    return replayable(request, reply, 'confirm_email', body.c, async (cookies) => {
      const result = await accounts.confirmEmail(body);
      cookies.set('t', result.t);
      return result;
    });
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
      const body = parseBody(studentForgotSchema, request.body);
      return studentAccounts.forgot(body.email);
    }
    const body = parseBody(forgotSchema, request.body);
    return accounts.forgot(body.email);
  });

  app.post('/teacher_set_password', async (request, reply) => {
    const body = parseBody(teacherSetPasswordSchema, request.body);
    return replayable(request, reply, 'teacher_set_password', body.c, async (cookies) => {
      const result = await accounts.setPasswordByCode(body, request.ip);
      cookies.set('t', result.t);
      return result;
    });
  });

  app.post('/logout', async (request, reply) => {
    const body = parseBody(logoutSchema, request.body);
    if (studentQuery(request)) {
      const studentToken = body.t || requestToken(request, 'st');
      const ending = await app.sessions.lookup(studentToken);
      if (ending?.impersonatorId) await auditEnd(request, ending);
      await app.sessions.revokeToken(studentToken);
      await app.sessions.revokeToken(request.cookies.set);
      clearAuthCookie(reply, 'st');
      clearAuthCookie(reply, 'set');
      return { url: PATHS.studentSignIn };
    }
    const token = body.t || requestToken(request, 't');
    const ending = await app.sessions.lookup(token);
    // Also ends the student sessions this one opened by "Log in as"; their cookie goes too.
    await app.sessions.revokeToken(token);
    if (request.cookies.st && !(await app.sessions.lookup(request.cookies.st))) {
      clearAuthCookie(reply, 'st');
    }
    const original = request.cookies.at ? await app.sessions.lookup(request.cookies.at) : null;
    const originalAccount =
      original && original.kind === 'user' ? await loadAccount(app.db, original) : null;
    if (original && originalAccount && request.cookies.at) {
      if (ending?.impersonatorId) await auditEnd(request, ending);
      setAuthCookie(reply, 't', request.cookies.at);
      clearAuthCookie(reply, 'at');
      return { restored: true, url: areaOf(originalAccount.type) };
    }
    clearAuthCookie(reply, 't');
    if (request.cookies.at) clearAuthCookie(reply, 'at');
    return { restored: false, url: PATHS.home };
  });

  app.post('/student_login', async (request, reply) => {
    const body = parseBody(studentLoginSchema, request.body);
    const result = await students.login(body, request.ip);
    if (result.kind === 'set_password') {
      setAuthCookie(reply, 'set', result.token);
      return { set_password: true, url: result.url };
    }
    setAuthCookie(reply, 'st', result.token);
    return { st: result.token, url: result.url };
  });

  app.post('/student_signup', async (request, reply) => {
    const body = parseBody(signupSchema, request.body);
    const result = await studentAccounts.signup(body, request.ip);
    setAuthCookie(reply, 'st', result.st);
    return result;
  });

  app.get('/invitation', async (request) => {
    const query = parseBody(invitationQuerySchema, request.query);
    return studentAccounts.describeInvitation(query.i, request.ip);
  });

  app.post('/student_google_login', async (request, reply) => {
    const body = parseBody(studentGoogleLoginSchema, request.body);
    const result = await studentAccounts.googleLogin(body, request.ip);
    setAuthCookie(reply, 'st', result.st);
    return result;
  });

  app.post('/student_reset_code', async (request, reply) => {
    const body = parseBody(studentResetCodeSchema, request.body);
    return replayable(request, reply, 'student_reset_code', body.c, async (cookies) => {
      const result = await studentAccounts.exchangeResetCode(body.c, request.ip);
      // A fresh start: whatever set-password token the browser held is replaced.
      await app.sessions.revokeToken(request.cookies.set);
      cookies.set('set', result.token);
      return { url: result.url };
    });
  });

  app.post('/student_set_password', async (request, reply) => {
    const body = parseBody(studentSetPasswordSchema, request.body);
    const setToken = requestToken(request, 'set');
    return replayable(request, reply, 'student_set_password', setToken, async (cookies) => {
      const result = await students.setPassword(setToken, body.password);
      cookies.clear('set');
      cookies.set('st', result.st);
      return result;
    });
  });

  app.post('/student_go', async (request, reply) => {
    const body = parseBody(studentGoSchema, request.body);
    const token = body.st || requestToken(request, 'st');
    return replayable(request, reply, 'student_go', token, async (cookies) => {
      const result = await students.go(token);
      cookies.set('st', result.st);
      return result;
    });
  });

  app.post('/login_as', async (request, reply) => {
    const body = parseBody(loginAsSchema, request.body);
    const actorToken = body.t || requestToken(request, 't');
    const actor = await resolveAccount(request, { token: actorToken });
    if (!actor || !actorToken) {
      return reply.status(401).send({ errors: { tid: AUTH_MESSAGES.sessionEnded } });
    }
    return replayable(request, reply, 'login_as', actorToken, async (cookies) => {
      const result = await students.loginAsTeacher(actor, body.tid, request.ip);
      // The original session waits in `at`; logout puts it back.
      cookies.set('at', actorToken);
      cookies.set('t', result.t);
      return { t: result.t, at: actorToken, url: result.url };
    });
  });

  app.post('/login_as_student', async (request, reply) => {
    const body = parseBody(loginAsStudentSchema, request.body);
    const actorToken = body.t || requestToken(request, 't');
    const actor = await resolveAccount(request, { token: actorToken });
    if (!actor) return reply.status(401).send({ errors: { sid: AUTH_MESSAGES.sessionEnded } });
    return replayable(request, reply, 'login_as_student', actorToken, async (cookies) => {
      const result = await students.loginAsStudent(actor, body.sid, request.ip);
      cookies.set('st', result.st);
      return result;
    });
  });

  async function auditEnd(request: FastifyRequest, ending: Session) {
    await writeAudit(app.db, {
      action: 'impersonation_end',
      actorType: 'user',
      actorId: ending.impersonatorId,
      targetType: ending.subjectType,
      targetId: ending.subjectId,
      ip: request.ip,
    });
  }

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
