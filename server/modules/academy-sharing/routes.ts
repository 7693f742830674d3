import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseInviteParamsSchema,
  courseParamsSchema,
  courseUserParamsSchema,
  inviteBodySchema,
  inviteResultSchema,
  inviteSchema,
  invitesAnswerSchema,
  linkAnswerSchema,
  linkSettingsSchema,
  joinLinkSchema,
  memberStatusAnswerSchema,
  participantsAnswerSchema,
  requestsAnswerSchema,
} from '../../../common/schemas/academy-sharing';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import { loadCourse } from '../../access/course-role';
import { academyOnly } from './academy-only';
import { createInvites, listInvites, resendInvite, revokeInvite } from './invites';
import { joinLinkView, liveLinkOf, regenerateLink, updateLinkSettings } from './join-links';
import { answerRequest, listParticipants, listRequests, removeParticipant } from './members';

export interface SharingRoutesOptions {
  /** ACADEMY_BASE_URL: the join links and invitations point there. */
  academyBaseUrl: string;
}

const tags = ['academy'];
const refusals = errorAnswers(400, 401, 403, 404, 409);

/**
 * A course's sharing, for its instructors (owner and co-instructors; issue 13, point 6), under
 * /api/academy/sharing: the join link, requests to join, invitations and participants. Anyone
 * else gets the course's 404 (server/access/course-role.ts).
 */
export const academySharingRoutes: FastifyPluginAsyncZod<SharingRoutesOptions> = async (
  app,
  { academyBaseUrl },
) => {
  app.addHook('onRequest', academyOnly);
  const deps = { app, academyBaseUrl };

  app.get(
    '/courses/:courseId/link',
    {
      schema: {
        summary: "The course's live join link (null before the first), with its joined count",
        tags,
        params: courseParamsSchema,
        response: { 200: linkAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { course } = await loadCourse(request, request.params.courseId, 'staff');
      const link = await liveLinkOf(app.db, course.id);
      return {
        link: link ? joinLinkView(link, academyBaseUrl) : null,
        visibility: course.visibility,
        status: course.status,
      };
    },
  );

  app.post(
    '/courses/:courseId/link/regenerate',
    {
      schema: {
        summary: 'Makes a new join link; the old one stops working at once',
        tags,
        params: courseParamsSchema,
        body: ignoredBodySchema,
        response: { 200: joinLinkSchema, ...refusals },
      },
    },
    async (request) => {
      const { course, account } = await loadCourse(request, request.params.courseId, 'staff');
      const link = await regenerateLink(app.db, course, account.id, new Date());
      return joinLinkView(link, academyBaseUrl);
    },
  );

  app.patch(
    '/courses/:courseId/link',
    {
      schema: {
        summary: "Sets the join link's expiry and seat limit (null: none)",
        tags,
        params: courseParamsSchema,
        body: linkSettingsSchema,
        response: { 200: joinLinkSchema, ...refusals },
      },
    },
    async (request) => {
      const { course } = await loadCourse(request, request.params.courseId, 'staff');
      const link = await updateLinkSettings(app.db, course.id, request.body, new Date());
      return joinLinkView(link, academyBaseUrl);
    },
  );

  app.get(
    '/courses/:courseId/requests',
    {
      schema: {
        summary: 'People waiting for approval to join (private courses), oldest first',
        tags,
        params: courseParamsSchema,
        response: { 200: requestsAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { course } = await loadCourse(request, request.params.courseId, 'staff');
      return { requests: await listRequests(app.db, course.id) };
    },
  );

  for (const [action, approved] of [
    ['approve', true],
    ['decline', false],
  ] as const) {
    app.post(
      `/courses/:courseId/requests/:userId/${action}`,
      {
        schema: {
          summary: approved
            ? 'Approves a request to join: the person is in the course and is emailed'
            : 'Declines a request to join (the person may ask once more) and emails them',
          tags,
          params: courseUserParamsSchema,
          body: ignoredBodySchema,
          response: { 200: memberStatusAnswerSchema, ...refusals },
        },
      },
      async (request) => {
        const { course, account } = await loadCourse(request, request.params.courseId, 'staff');
        return answerRequest(deps, course, account.id, request.params.userId, approved, new Date());
      },
    );
  }

  app.get(
    '/courses/:courseId/invites',
    {
      schema: {
        summary: "The course's email invitations, newest first",
        tags,
        params: courseParamsSchema,
        response: { 200: invitesAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { course } = await loadCourse(request, request.params.courseId, 'staff');
      return { invites: await listInvites(app.db, course.id, new Date()) };
    },
  );

  app.post(
    '/courses/:courseId/invites',
    {
      schema: {
        summary: `Invites up to 50 addresses by email (each once)`,
        tags,
        params: courseParamsSchema,
        body: inviteBodySchema,
        response: { 200: inviteResultSchema, ...refusals },
      },
    },
    async (request) => {
      const { course, account } = await loadCourse(request, request.params.courseId, 'staff');
      return createInvites(deps, course, account, request.body.emails, new Date());
    },
  );

  app.delete(
    '/courses/:courseId/invites/:inviteId',
    {
      schema: {
        summary: 'Revokes an invitation: its link stops working',
        tags,
        params: courseInviteParamsSchema,
        body: ignoredBodySchema,
        response: { 200: inviteSchema, ...refusals },
      },
    },
    async (request) => {
      const { course } = await loadCourse(request, request.params.courseId, 'staff');
      return revokeInvite(app.db, course.id, request.params.inviteId, new Date());
    },
  );

  app.post(
    '/courses/:courseId/invites/:inviteId/resend',
    {
      schema: {
        summary: 'Sends an invitation again with a new link and a new expiry',
        tags,
        params: courseInviteParamsSchema,
        body: ignoredBodySchema,
        response: { 200: inviteSchema, ...refusals },
      },
    },
    async (request) => {
      const { course, account } = await loadCourse(request, request.params.courseId, 'staff');
      return resendInvite(deps, course, account, request.params.inviteId, new Date());
    },
  );

  app.get(
    '/courses/:courseId/participants',
    {
      schema: {
        summary: "The course's participants: name, email, status, joined",
        tags,
        params: courseParamsSchema,
        response: { 200: participantsAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { course } = await loadCourse(request, request.params.courseId, 'staff');
      return { participants: await listParticipants(app.db, course.id) };
    },
  );

  app.delete(
    '/courses/:courseId/participants/:userId',
    {
      schema: {
        summary: 'Removes a participant from the course (they cannot rejoin by link)',
        tags,
        params: courseUserParamsSchema,
        body: ignoredBodySchema,
        response: { 200: memberStatusAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { course, account } = await loadCourse(request, request.params.courseId, 'staff');
      return removeParticipant(app.db, course, account.id, request.params.userId, new Date());
    },
  );
};
