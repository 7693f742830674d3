import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '../../../common/auth/messages';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import {
  academyAccountAnswerSchema,
  academyConfirmAnswerSchema,
  academyConfirmSchema,
  academyEmailSchema,
  academyLoginSchema,
  academyResetSchema,
  academySessionAnswerSchema,
  academySignupSchema,
  consentCodeSchema,
  consentGivenAnswerSchema,
  consentRequestAnswerSchema,
  legalLinksAnswerSchema,
} from '../../../common/schemas/academy-auth';
import { messageAnswerSchema, urlAnswerSchema } from '../../../common/schemas/auth';
import { errorAnswerSchema, ignoredBodySchema } from '../../../common/schemas/fields';
import {
  clearAuthCookie,
  requestToken,
  resolveAccount,
  setAuthCookie,
} from '../../plugins/session';
import { confirmEmail } from '../auth/confirm-email';
import { requestPasswordReset } from '../auth/request-password-reset';
import { resetPassword } from '../auth/reset-password';
import { replayable } from '../auth/single-use-replay';
import { createAcademyAuthDeps, type AcademyAuthOptions } from './deps';
import { describeConsentRequest, giveConsent, resendGuardianConsent } from './guardian-consent';
import { logInToAcademy } from './log-in';
import { describeAcademyAccount } from './session';
import { signUpToAcademy } from './sign-up';

const tags = ['academy'];
const refused = errorAnswerSchema;

/**
 * The Academy's account calls (issue 13, point 2) under /api/academy/auth: the Journals
 * account calls set for the Academy (one Lectio identity), with its own cookie `ct` and
 * sessions honoured only on the Academy (decision 0020). On the Journals host they are 404.
 */
export const academyAuthRoutes: FastifyPluginAsyncZod<AcademyAuthOptions> = async (
  app,
  options,
) => {
  const deps = createAcademyAuthDeps(app, options);
  app.addHook('onRequest', async (request, reply) => {
    if (request.site !== 'academy') {
      return reply.status(404).send({ errors: { path: 'Not found' } });
    }
  });

  app.post(
    '/signup',
    {
      schema: {
        summary: 'An instructor (a teacher account) or a participant signs up; age checked',
        tags,
        body: academySignupSchema,
        response: { 200: urlAnswerSchema, 400: refused },
      },
    },
    async (request) => signUpToAcademy(deps, request.body),
  );

  app.post(
    '/login',
    {
      schema: {
        summary: 'An instructor or participant signs in with email and password (cookie ct)',
        tags,
        body: academyLoginSchema,
        response: {
          200: academySessionAnswerSchema,
          400: refused,
          401: refused,
          403: refused,
          429: refused,
        },
      },
    },
    async (request, reply) => {
      const result = await logInToAcademy(deps, request.body, {
        ip: request.ip,
        replacedToken: requestToken(request, 'ct'),
      });
      setAuthCookie(reply, 'ct', result.t);
      return result;
    },
  );

  app.get(
    '/session',
    {
      schema: {
        summary: 'Who is signed in on the Academy (cookie ct or Bearer)',
        tags,
        response: { 200: academyAccountAnswerSchema, 401: refused },
      },
    },
    async (request, reply) => {
      const account = await resolveAccount(request);
      if (!account) {
        return reply.status(401).send({ errors: { session: AUTH_MESSAGES.notSignedIn } });
      }
      return describeAcademyAccount(account);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        summary: 'Signs out of the Academy (its session ends; cookie ct is cleared)',
        tags,
        body: ignoredBodySchema,
        response: { 200: urlAnswerSchema },
      },
    },
    async (request, reply) => {
      await app.sessions.revokeToken(requestToken(request, 'ct'));
      clearAuthCookie(reply, 'ct');
      return { url: ACADEMY_PATHS.home };
    },
  );

  app.post(
    '/confirm',
    {
      schema: {
        summary: "The confirmation link's code confirms the address and signs in (cookie ct)",
        tags,
        body: academyConfirmSchema,
        response: { 200: academyConfirmAnswerSchema, 400: refused },
      },
    },
    async (request, reply) => {
      const { body } = request;
      return replayable(request, reply, 'academy_confirm_email', body.c, async (cookies) => {
        const result = await confirmEmail(deps, body);
        cookies.set('ct', result.t);
        return result;
      });
    },
  );

  app.post(
    '/forgot',
    {
      schema: {
        summary: "'Forgot password': a reset link to the Academy by email; one answer for all",
        tags,
        body: academyEmailSchema,
        response: { 200: messageAnswerSchema, 400: refused },
      },
    },
    async (request) => requestPasswordReset(deps, request.body.email),
  );

  app.post(
    '/reset',
    {
      schema: {
        summary: "The reset link's code sets a new password and signs in (cookie ct)",
        tags,
        body: academyResetSchema,
        response: { 200: academySessionAnswerSchema, 400: refused },
      },
    },
    async (request, reply) => {
      const { body } = request;
      return replayable(request, reply, 'academy_reset_password', body.c, async (cookies) => {
        const result = await resetPassword(deps, body, request.ip);
        cookies.set('ct', result.t);
        return result;
      });
    },
  );

  app.get(
    '/consent',
    {
      schema: {
        summary: 'What a guardian consents to: who asks, and the Terms and Privacy Policy',
        tags,
        querystring: consentCodeSchema,
        response: { 200: consentRequestAnswerSchema, 400: refused },
      },
    },
    async (request) => describeConsentRequest(deps, request.query.c),
  );

  app.post(
    '/consent',
    {
      schema: {
        summary: "A parent or guardian consents: a participant aged 13 to 17's account opens",
        tags,
        body: consentCodeSchema,
        response: { 200: consentGivenAnswerSchema, 400: refused },
      },
    },
    async (request, reply) =>
      replayable(request, reply, 'guardian_consent', request.body.c, async () =>
        giveConsent(deps, request.body.c, request.ip),
      ),
  );

  app.post(
    '/resend_consent',
    {
      schema: {
        summary: "Sends the guardian's consent link again; one answer for every address",
        tags,
        body: academyEmailSchema,
        response: { 200: messageAnswerSchema, 400: refused },
      },
    },
    async (request) => resendGuardianConsent(deps, request.body.email),
  );

  app.get(
    '/legal_links',
    {
      schema: {
        summary: "The Journals site's Terms of Use and Privacy Policy, for the Academy's forms",
        tags,
        response: { 200: legalLinksAnswerSchema },
      },
    },
    async () => deps.legalLinks,
  );
};
