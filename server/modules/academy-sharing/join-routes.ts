import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseParamsSchema,
  inviteAnswerSchema,
  joinAnswerSchema,
  joinLinkAnswerSchema,
  publicCourseAnswerSchema,
  tokenParamsSchema,
} from '../../../common/schemas/academy-sharing';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import { requireAcademyAccount } from '../../access/course-role';
import { resolveAccount } from '../../plugins/session';
import { academyOnly } from './academy-only';
import { acceptInvite, describeInvite } from './invites';
import { describeJoinLink, joinByLink } from './join-by-link';
import { describePublicCourse, joinPublicCourse } from './public-course';

const tags = ['academy'];
const refusals = errorAnswers(401, 403, 404, 409, 410, 429);

/**
 * Joining a course (issue 13, point 6), under /api/academy/join: by a join link's token, by an
 * invitation's token, or from a public course's page. These answer by token (or, for a public
 * course only, by id) and reveal only what the join page shows; reading needs no sign-in,
 * joining does.
 */
export const academyJoinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', academyOnly);
  const callerId = async (request: Parameters<typeof resolveAccount>[0]) =>
    (await resolveAccount(request))?.id;

  app.get(
    '/link/:token',
    {
      schema: {
        summary: "What a join link's page shows: the course, the link's state, the caller's place",
        tags,
        params: tokenParamsSchema,
        response: { 200: joinLinkAnswerSchema, ...refusals },
      },
    },
    async (request) =>
      describeJoinLink(
        app,
        request.params.token,
        { userId: await callerId(request), ip: request.ip },
        new Date(),
      ),
  );

  app.post(
    '/link/:token',
    {
      schema: {
        summary: 'Joins the course by its link (a private course: asks the instructor)',
        tags,
        params: tokenParamsSchema,
        body: ignoredBodySchema,
        response: { 200: joinAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const account = await requireAcademyAccount(request);
      return joinByLink(
        app,
        request.params.token,
        { userId: account.id, ip: request.ip },
        new Date(),
      );
    },
  );

  app.get(
    '/invite/:token',
    {
      schema: {
        summary: "What an invitation's page shows: the course and whom it was sent to",
        tags,
        params: tokenParamsSchema,
        response: { 200: inviteAnswerSchema, ...refusals },
      },
    },
    async (request) =>
      describeInvite(
        app,
        request.params.token,
        { account: await resolveAccount(request), ip: request.ip },
        new Date(),
      ),
  );

  app.post(
    '/invite/:token',
    {
      schema: {
        summary: 'Accepts an invitation (only the invited address): in the course at once',
        tags,
        params: tokenParamsSchema,
        body: ignoredBodySchema,
        response: { 200: joinAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const account = await requireAcademyAccount(request);
      return acceptInvite(app, request.params.token, { account, ip: request.ip }, new Date());
    },
  );

  app.get(
    '/course/:courseId',
    {
      schema: {
        summary: "A published public course's page: description and outline (else 404)",
        tags,
        params: courseParamsSchema,
        response: { 200: publicCourseAnswerSchema, ...refusals },
      },
    },
    async (request) =>
      describePublicCourse(app.db, request.params.courseId, await callerId(request)),
  );

  app.post(
    '/course/:courseId',
    {
      schema: {
        summary: 'Joins a published public course at once',
        tags,
        params: courseParamsSchema,
        body: ignoredBodySchema,
        response: { 200: joinAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const account = await requireAcademyAccount(request);
      return joinPublicCourse(app.db, request.params.courseId, account.id, new Date());
    },
  );
};
