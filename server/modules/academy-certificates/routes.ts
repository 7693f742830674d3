import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificateFileName, formatCertificateCode } from '../../../common/academy/certificates';
import { CERTIFICATE_MESSAGES } from '../../../common/academy/certificates-messages';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import {
  certificateCourseParamsSchema,
  myCertificateAnswerSchema,
  verifyAnswerSchema,
  verifyParamsSchema,
} from '../../../common/schemas/academy-certificates';
import { errorAnswers } from '../../../common/schemas/fields';
import { isCourseStaff, loadCourse } from '../../access/course-role';
import { AppError } from '../../errors';
import { academyOnly } from '../academy-sharing/academy-only';
import { participantCompletion } from './completion-facts';
import { certificateOf, issueCertificateIfComplete } from './issue';
import { renderCertificatePdf } from './render-certificate-pdf';
import { verifiedView, verifyCertificate } from './verify';

export interface CertificateRoutesOptions {
  /** ACADEMY_BASE_URL: the certificate prints its /verify address there. */
  academyBaseUrl: string;
}

const tags = ['academy'];

const verifyUrlOf = (academyBaseUrl: string, code: string) =>
  `${academyBaseUrl.replace(/\/+$/, '')}${ACADEMY_PATHS.verify(formatCertificateCode(code))}`;

/**
 * A participant's completion certificate (issue 13, point 12), at /api/academy/certificates:
 * its state and its PDF, for the participant themself only (the course's access rule first;
 * the certificate read is always the caller's own, so nobody else's can be reached).
 */
export const academyCertificateRoutes: FastifyPluginAsyncZod<CertificateRoutesOptions> = async (
  app,
  { academyBaseUrl },
) => {
  app.addHook('onRequest', academyOnly);

  app.get(
    '/courses/:courseId',
    {
      schema: {
        summary: 'My certificate in a course (null until complete) and what remains',
        tags,
        params: certificateCourseParamsSchema,
        response: { 200: myCertificateAnswerSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const { account, course, role } = await loadCourse(
        request,
        request.params.courseId,
        'member',
      );
      const completionPercent = Number(course.completion_percent);
      if (isCourseStaff(role)) return { certificate: null, completionPercent, progress: null };
      const progress = await participantCompletion(app.db, course, account.id);
      // Issued here too when the rule holds (e.g. the instructor lowered the percentage).
      const row = progress.complete
        ? await issueCertificateIfComplete(app.db, course.id, account.id, new Date())
        : await certificateOf(app.db, course.id, account.id);
      return {
        certificate: row
          ? { ...verifiedView(row), verifyUrl: verifyUrlOf(academyBaseUrl, row.code) }
          : null,
        completionPercent,
        progress,
      };
    },
  );

  app.get(
    '/courses/:courseId/pdf',
    {
      schema: {
        summary: 'My certificate as a PDF (a download)',
        tags,
        params: certificateCourseParamsSchema,
        response: { 200: z.any().describe('application/pdf'), ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      const { account, course } = await loadCourse(request, request.params.courseId, 'member');
      const row = await certificateOf(app.db, course.id, account.id);
      if (!row) throw new AppError('NOT_FOUND', { certificate: CERTIFICATE_MESSAGES.notFound });
      const pdf = await renderCertificatePdf({
        participantName: row.participant_name,
        courseTitle: row.course_title,
        instructorName: row.instructor_name,
        issuedAt: row.issued_at,
        code: row.code,
        verifyUrl: verifyUrlOf(academyBaseUrl, row.code),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${certificateFileName(row.course_title)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

/**
 * The public check of a certificate by its code (issue 13, point 12), at /api/academy/verify:
 * no sign-in; it answers only what the certificate itself states.
 */
export const academyVerifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', academyOnly);

  app.get(
    '/:code',
    {
      schema: {
        summary: 'Confirms a certificate by its code (any case; dashes and spaces optional)',
        tags,
        params: verifyParamsSchema,
        response: { 200: verifyAnswerSchema, ...errorAnswers(400, 404, 429) },
      },
    },
    async (request) => ({
      certificate: await verifyCertificate(app, request.params.code, request.ip, Date.now()),
    }),
  );
};
