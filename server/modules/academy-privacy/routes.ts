import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SESSION_MESSAGES } from '../../../common/auth/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import {
  ACADEMY_EXPORT,
  ACADEMY_PRIVACY_MESSAGES as M,
} from '../../../common/academy/privacy-messages';
import {
  academyExportSchema,
  accountAnswerSchema,
  deleteAccountAnswerSchema,
  deleteAccountBodySchema,
  leaveAnswerSchema,
  leaveParamsSchema,
} from '../../../common/schemas/academy-privacy';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import { loadCourse, requireAcademyAccount } from '../../access/course-role';
import { memberRowOf } from '../../access/course-joining';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { verifyPassword } from '../../lib/passwords';
import { clearAuthCookie, type SignedInAccount } from '../../plugins/session';
import { createLoginLimiter } from '../auth/login-limits';
import { academyOnly } from '../academy-sharing/academy-only';
import { buildAcademyExport } from './build-export';
import { assertMayDelete, deleteAcademyAccount } from './delete-account';
import { leaveCourse } from './leave-course';
import { readAccountSummary } from './account-summary';
import { renderAcademyExportPdf } from './render-export-pdf';

const tags = ['academy'];
const FORMATS = ['json', 'pdf'] as const;

/** The signed-in Academy person (a users row): 401 for nobody, and for a student's session. */
async function requirePerson(request: FastifyRequest): Promise<SignedInAccount> {
  const account = await requireAcademyAccount(request);
  if (account.session.subjectType !== 'user') {
    throw new AppError('UNAUTHORIZED', { session: SESSION_MESSAGES.notSignedIn });
  }
  return account;
}

/**
 * The Academy's privacy (issue 13, point 15) at /api/academy/privacy, for the signed-in
 * person about themselves only: the account page's summary, the export (JSON and PDF),
 * leaving a course, deleting the Lectio account (decision 0021). On the Academy's host only.
 */
export const academyPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', academyOnly);
  // The sign-in limiter: wrong passwords here count as failed sign-ins of the account.
  const limiter = createLoginLimiter({ store: app.rateLimitStore });

  app.get(
    '/account',
    {
      schema: {
        summary: 'The signed-in person’s profile, courses to leave, and deletion blockers',
        tags,
        response: { 200: accountAnswerSchema, ...errorAnswers(401) },
      },
    },
    async (request) => {
      const account = await requirePerson(request);
      return readAccountSummary(app.db, account.id);
    },
  );

  for (const format of FORMATS) {
    app.get(
      `/export.${format}`,
      {
        schema: {
          summary: `Everything the Academy holds about the signed-in person, as ${format.toUpperCase()}`,
          tags,
          response: {
            200: format === 'json' ? academyExportSchema : z.any().describe('application/pdf'),
            ...errorAnswers(401),
          },
        },
      },
      async (request, reply) => {
        const account = await requirePerson(request);
        const built = await buildAcademyExport(app.db, account.id);
        await writeAudit(app.db, {
          action: 'academy_data_exported',
          actorType: 'user',
          actorId: account.id,
          targetType: 'user',
          targetId: account.id,
          details: { format },
        });
        reply
          .header(
            'content-disposition',
            `attachment; filename="${ACADEMY_EXPORT.fileName(format)}"`,
          )
          .header('cache-control', 'private, no-store');
        // Sent as they are (the JSON indented, for people to read), not through the serializer.
        if (format === 'json') {
          return reply
            .header('content-type', 'application/json; charset=utf-8')
            .send(`${JSON.stringify(built.json, null, 2)}\n`);
        }
        return reply
          .header('content-type', 'application/pdf')
          .send(await renderAcademyExportPdf(built));
      },
    );
  }

  /**
   * The participant leaves the course. Asking again once left answers the same; anyone who is
   * not in the course gets the course's audited 404; an instructor is told to use Settings.
   */
  app.post(
    '/courses/:courseId/leave',
    {
      schema: {
        summary: 'A participant leaves a course (their reflections and progress are deleted)',
        tags,
        params: leaveParamsSchema,
        body: ignoredBodySchema,
        response: { 200: leaveAnswerSchema, ...errorAnswers(401, 404, 409) },
      },
    },
    async (request) => {
      const account = await requirePerson(request);
      const { courseId } = request.params;
      const before = await memberRowOf(app.db, courseId, account.id);
      if (before?.role === 'participant' && before.status === 'left')
        return { status: 'left' as const };
      const { course, role } = await loadCourse(request, courseId, 'member');
      if (role !== 'participant') throw new AppError('CONFLICT', { course: M.notAParticipant });
      await leaveCourse(app, {
        courseId: course.id,
        userId: account.id,
        rule: course.former_posts,
      });
      return { status: 'left' as const };
    },
  );

  /**
   * Deletes the whole Lectio account, with the password re-entered; refused while it owns
   * courses other people are in, or Journals classes or students. Signs out.
   */
  app.post(
    '/account/delete',
    {
      schema: {
        summary: 'Deletes the signed-in person’s Lectio account (password re-entered)',
        tags,
        body: deleteAccountBodySchema,
        response: { 200: deleteAccountAnswerSchema, ...errorAnswers(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const account = await requirePerson(request);
      const wait = await limiter.blockedForMinutes(account.email ?? account.id, request.ip);
      if (wait > 0) throw new AppError('TOO_MANY_REQUESTS', { password: M.tooManyAttempts(wait) });
      const user = await app.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(user.password_hash, request.body.password))) {
        await limiter.recordFailure(account.email ?? account.id, request.ip);
        throw new AppError('BAD_REQUEST', { password: M.wrongPassword });
      }
      await assertMayDelete(app.db, account.id);
      await deleteAcademyAccount(app, account.id);
      clearAuthCookie(reply, 'ct');
      return { url: ACADEMY_PATHS.accountDeleted };
    },
  );
};
