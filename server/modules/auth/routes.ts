import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PATHS } from '../../../common/routes';
import {
  adultSessionAnswerSchema,
  confirmEmailAnswerSchema,
  confirmEmailSchema,
  forgotSchema,
  invitationAnswerSchema,
  invitationQuerySchema,
  loginAsAnswerSchema,
  loginAsSchema,
  loginAsStudentSchema,
  loginBodySchema,
  logoutAnswerSchema,
  logoutSchema,
  messageAnswerSchema,
  sessionAnswerSchema,
  signedOutAnswerSchema,
  signupErrorAnswerSchema,
  signupSchema,
  studentForgotSchema,
  studentGoSchema,
  studentGoogleLoginSchema,
  studentJoinAnswerSchema,
  studentLoginAnswerSchema,
  studentLoginSchema,
  studentResetCodeSchema,
  studentSessionAnswerSchema,
  studentSetPasswordSchema,
  studentVariantQuerySchema,
  teacherSetPasswordSchema,
  urlAnswerSchema,
} from '../../../common/schemas/auth';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import { validationErrors } from '../../plugins/errors';
import {
  clearAuthCookie,
  requestToken,
  resolveAccount,
  setAuthCookie,
} from '../../plugins/session';
import { parseBody } from '../../lib/validation';
import { confirmEmail } from './confirm-email';
import { createAuthDeps, type AuthOptions } from './deps';
import { describeInvitation } from './describe-invitation';
import { describeSession, holdsSetPasswordToken } from './describe-session';
import { exchangeStudentResetCode } from './exchange-student-reset-code';
import { logIn } from './log-in';
import { logInAsStudent, logInAsTeacher } from './log-in-as';
import { logInStudent } from './log-in-student';
import { logInWithGoogle } from './log-in-with-google';
import { logInWithSession } from './log-in-with-session';
import { logOutAdult, logOutStudent } from './log-out';
import { renewStudentSession } from './renew-student-session';
import { requestPasswordReset } from './request-password-reset';
import { requestStudentPasswordReset } from './request-student-password-reset';
import { resetPassword } from './reset-password';
import { setStudentPassword } from './set-student-password';
import { signUp } from './sign-up';
import { signUpStudent } from './sign-up-student';
import { replayable } from './single-use-replay';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

const tags = ['auth'];
const refused = errorAnswerSchema;

/**
 * The account calls of SPEC §7.1 under /api/auth (the contract of issue 3): sign-up, sign-in
 * and sign-out, password resets, student sign-in by password, login code or Google, and
 * "Log in as". Sessions travel in the cookies of SPEC §3 (t, st, set, at) and in the answers.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, options) => {
  const deps = createAuthDeps(app, options);
  // The Journals site's account calls; the Academy has its own (/api/academy/auth), with
  // its own cookie, so a Journals session is never opened on the Academy's host.
  app.addHook('onRequest', async (request, reply) => {
    if (request.site === 'academy') {
      return reply.status(404).send({ errors: { path: 'Not found' } });
    }
  });

  app.post(
    '/signup',
    {
      // SPEC §3: teacher and parent sign-up errors come as a JSON string, not the usual object.
      attachValidation: true,
      schema: {
        summary: 'A teacher or parent signs up; the confirmation link goes by email',
        tags,
        body: signupSchema,
        response: { 200: urlAnswerSchema, 400: signupErrorAnswerSchema },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const errors = validationErrors(request.validationError.validation, 'field');
        return reply.status(400).send({ errors: JSON.stringify(errors) });
      }
      return signUp(deps, request.body);
    },
  );

  app.post(
    '/confirm_email',
    {
      schema: {
        summary: "The confirmation link's code confirms the address and signs in (cookie t)",
        tags,
        body: confirmEmailSchema,
        response: { 200: confirmEmailAnswerSchema, 400: refused },
      },
    },
    async (request, reply) => {
      const { body } = request;
      return replayable(request, reply, 'confirm_email', body.c, async (cookies) => {
        const result = await confirmEmail(deps, body);
        cookies.set('t', result.t);
        return result;
      });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        summary: 'An adult signs in with email and password, or renews a session (cookie t)',
        tags,
        body: loginBodySchema,
        response: {
          200: adultSessionAnswerSchema,
          400: refused,
          401: refused,
          403: refused,
          429: refused,
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const result =
        'email' in body
          ? await logIn(deps, body, { ip: request.ip, replacedToken: request.cookies.t })
          : await logInWithSession(deps, {
              token: body.t || requestToken(request, 't'),
              app: body.app,
            });
      setAuthCookie(reply, 't', result.t);
      return result;
    },
  );

  app.post(
    '/forgot',
    {
      // The student variant reads the body by its own schema (a username is allowed).
      attachValidation: true,
      schema: {
        summary: "'Forgot password': a reset link by email; ?student=true takes a username too",
        tags,
        querystring: studentVariantQuerySchema,
        body: forgotSchema,
        response: { 200: messageAnswerSchema, 400: refused },
      },
    },
    async (request) => {
      if (request.query.student === 'true') {
        const { email } = parseBody(studentForgotSchema, request.body);
        return requestStudentPasswordReset(deps, email);
      }
      if (request.validationError) throw request.validationError;
      return requestPasswordReset(deps, request.body.email);
    },
  );

  app.post(
    '/teacher_set_password',
    {
      schema: {
        summary: "An adult's reset link sets a new password and signs in (cookie t)",
        tags,
        body: teacherSetPasswordSchema,
        response: { 200: adultSessionAnswerSchema, 400: refused },
      },
    },
    async (request, reply) => {
      const { body } = request;
      return replayable(request, reply, 'teacher_set_password', body.c, async (cookies) => {
        const result = await resetPassword(deps, body, request.ip);
        cookies.set('t', result.t);
        return result;
      });
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        summary: 'Signs out (?student=true: the student); after "Log in as", restores the adult',
        tags,
        querystring: studentVariantQuerySchema,
        body: logoutSchema,
        response: { 200: logoutAnswerSchema, 400: refused },
      },
    },
    async (request, reply) => {
      const { t } = request.body;
      if (request.query.student === 'true') {
        await logOutStudent(deps, {
          token: t || requestToken(request, 'st'),
          setToken: request.cookies.set,
          ip: request.ip,
        });
        clearAuthCookie(reply, 'st');
        clearAuthCookie(reply, 'set');
        return { url: PATHS.studentSignIn };
      }
      const original = request.cookies.at;
      const { studentSessionEnded, restoredArea } = await logOutAdult(deps, {
        token: t || requestToken(request, 't'),
        studentToken: request.cookies.st,
        originalToken: original,
        ip: request.ip,
      });
      if (studentSessionEnded) clearAuthCookie(reply, 'st');
      if (restoredArea && original) {
        setAuthCookie(reply, 't', original);
        clearAuthCookie(reply, 'at');
        return { restored: true, url: restoredArea };
      }
      clearAuthCookie(reply, 't');
      if (original) clearAuthCookie(reply, 'at');
      return { restored: false, url: PATHS.home };
    },
  );

  app.post(
    '/student_login',
    {
      schema: {
        summary: 'A student signs in (cookie st), or with a login code starts set-password',
        tags,
        body: studentLoginSchema,
        response: {
          200: studentLoginAnswerSchema,
          400: refused,
          401: refused,
          403: refused,
          429: refused,
        },
      },
    },
    async (request, reply) => {
      const result = await logInStudent(deps, request.body, request.ip);
      if (result.kind === 'set_password') {
        setAuthCookie(reply, 'set', result.token);
        return { set_password: true as const, url: result.url };
      }
      setAuthCookie(reply, 'st', result.token);
      return { st: result.token, url: result.url };
    },
  );

  app.post(
    '/student_signup',
    {
      schema: {
        summary: 'A student signs up with a class invitation or Access Code (cookie st)',
        tags,
        body: signupSchema,
        response: { 200: studentJoinAnswerSchema, 400: refused, 429: refused },
      },
    },
    async (request, reply) => {
      const result = await signUpStudent(deps, request.body, request.ip);
      setAuthCookie(reply, 'st', result.st);
      return result;
    },
  );

  app.get(
    '/invitation',
    {
      schema: {
        summary: 'The class and teacher an invitation code or Access Code opens',
        tags,
        querystring: invitationQuerySchema,
        response: { 200: invitationAnswerSchema, 400: refused, 404: refused, 429: refused },
      },
    },
    async (request) => describeInvitation(deps, { code: request.query.i, ip: request.ip }),
  );

  app.post(
    '/student_google_login',
    {
      schema: {
        summary: 'A student signs in with Google, or signs up with a class code (cookie st)',
        tags,
        body: studentGoogleLoginSchema,
        response: {
          200: studentJoinAnswerSchema,
          400: refused,
          404: refused,
          409: refused,
          429: refused,
          503: refused,
        },
      },
    },
    async (request, reply) => {
      const result = await logInWithGoogle(deps, request.body, request.ip);
      setAuthCookie(reply, 'st', result.st);
      return result;
    },
  );

  app.post(
    '/student_reset_code',
    {
      schema: {
        summary: "A student's reset link code becomes a set-password step (cookie set)",
        tags,
        body: studentResetCodeSchema,
        response: { 200: urlAnswerSchema, 400: refused },
      },
    },
    async (request, reply) => {
      const { c } = request.body;
      return replayable(request, reply, 'student_reset_code', c, async (cookies) => {
        const result = await exchangeStudentResetCode(deps, {
          code: c,
          replacedToken: request.cookies.set,
          ip: request.ip,
        });
        cookies.set('set', result.token);
        return { url: result.url };
      });
    },
  );

  app.post(
    '/student_set_password',
    {
      schema: {
        summary: 'The set-password step (Bearer or cookie set) sets the password (cookie st)',
        tags,
        body: studentSetPasswordSchema,
        response: { 200: studentSessionAnswerSchema, 400: refused, 401: refused, 409: refused },
      },
    },
    async (request, reply) => {
      const setToken = requestToken(request, 'set');
      return replayable(request, reply, 'student_set_password', setToken, async (cookies) => {
        const result = await setStudentPassword(deps, {
          setToken,
          password: request.body.password,
        });
        cookies.clear('set');
        cookies.set('st', result.st);
        return result;
      });
    },
  );

  app.post(
    '/student_go',
    {
      schema: {
        summary: 'Token login: a live student session (field st or cookie st) gets a fresh token',
        tags,
        body: studentGoSchema,
        response: { 200: studentSessionAnswerSchema, 400: refused, 401: refused },
      },
    },
    async (request, reply) => {
      const token = request.body.st || requestToken(request, 'st');
      return replayable(request, reply, 'student_go', token, async (cookies) => {
        const result = await renewStudentSession(deps, token);
        cookies.set('st', result.st);
        return result;
      });
    },
  );

  app.post(
    '/login_as',
    {
      schema: {
        summary: '"Log in as" another adult; the own session waits in cookie at',
        tags,
        body: loginAsSchema,
        response: { 200: loginAsAnswerSchema, 400: refused, 401: refused, 403: refused },
      },
    },
    async (request, reply) => {
      const { t, tid } = request.body;
      const actorToken = t || requestToken(request, 't');
      const actor = await resolveAccount(request, { token: actorToken });
      if (!actor || !actorToken) {
        return reply.status(401).send({ errors: { tid: AUTH_MESSAGES.sessionEnded } });
      }
      return replayable(request, reply, 'login_as', actorToken, async (cookies) => {
        const result = await logInAsTeacher(deps, { actor, teacherId: tid, ip: request.ip });
        // The original session waits in `at`; logout puts it back.
        cookies.set('at', actorToken);
        cookies.set('t', result.t);
        return { t: result.t, at: actorToken, url: result.url };
      });
    },
  );

  app.post(
    '/login_as_student',
    {
      schema: {
        summary: '"Log in as" a student the adult may act for (cookie st)',
        tags,
        body: loginAsStudentSchema,
        response: { 200: studentSessionAnswerSchema, 400: refused, 401: refused, 403: refused },
      },
    },
    async (request, reply) => {
      const { t, sid } = request.body;
      const actorToken = t || requestToken(request, 't');
      const actor = await resolveAccount(request, { token: actorToken });
      if (!actor) return reply.status(401).send({ errors: { sid: AUTH_MESSAGES.sessionEnded } });
      return replayable(request, reply, 'login_as_student', actorToken, async (cookies) => {
        const result = await logInAsStudent(deps, { actor, studentId: sid, ip: request.ip });
        cookies.set('st', result.st);
        return result;
      });
    },
  );

  app.get(
    '/session',
    {
      schema: {
        summary: 'Who is signed in (cookie t, or st with ?student=true)',
        tags,
        querystring: studentVariantQuerySchema,
        response: { 200: sessionAnswerSchema, 401: signedOutAnswerSchema },
      },
    },
    async (request, reply) => {
      const account = await resolveAccount(request, { student: request.query.student === 'true' });
      const hasSetPasswordToken = await holdsSetPasswordToken(deps, request.cookies.set);
      if (!account) {
        return reply
          .status(401)
          .send({ errors: { session: AUTH_MESSAGES.notSignedIn }, hasSetPasswordToken });
      }
      return describeSession(account, hasSetPasswordToken);
    },
  );
};
