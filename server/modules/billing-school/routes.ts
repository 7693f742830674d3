import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import {
  invitationParamsSchema,
  inviteTeacherSchema,
  memberParamsSchema,
  schoolBillingAnswerSchema,
  SCHOOL_BILLING_API,
  setUpSchoolAccountSchema,
} from '../../../common/schemas/billing-school';
import { requireTeacher } from '../../access/guards';
import { acceptInvitation, removeMember, setUpSchoolAccount } from './membership';
import { declineInvitation, inviteTeacher, withdrawInvitation } from './invitations';
import { schoolBillingView } from './view';

export interface SchoolBillingRoutesOptions {
  publicBaseUrl: string;
  /** The clock (tests set it). */
  now?: () => Date;
}

const tags = ['billing'];
const answers = {
  200: schoolBillingAnswerSchema,
  400: errorAnswerSchema,
  401: errorAnswerSchema,
  403: errorAnswerSchema,
  404: errorAnswerSchema,
  409: errorAnswerSchema,
} as const;
const noBody = z.object({});
/** The path under the /api/billing prefix this module is registered at. */
const under = (path: string) => path.replace(/^\/api\/billing/, '');

/**
 * School and parish billing accounts (issue 16, point 1) under /api/billing/school: setting one
 * up, inviting teachers, joining, declining, leaving and removing. Every call answers the
 * caller's school section afresh. Only the account's managers invite, withdraw and remove; an
 * invitation is answered only by the teacher signed in with its email; others get 404.
 */
export const schoolBillingRoutes: FastifyPluginAsyncZod<SchoolBillingRoutesOptions> = async (
  app,
  { publicBaseUrl, now = () => new Date() },
) => {
  const view = (userId: string) => schoolBillingView(app.db, userId);

  app.get(
    under(SCHOOL_BILLING_API.school),
    {
      schema: { summary: "The caller's school or parish billing account", tags, response: answers },
    },
    async (request) => view((await requireTeacher(request)).id),
  );

  app.post(
    under(SCHOOL_BILLING_API.school),
    {
      schema: {
        summary: "Sets up the caller's school's or parish's account, with them as its manager",
        tags,
        body: setUpSchoolAccountSchema,
        response: answers,
      },
    },
    async (request) => {
      const teacher = await requireTeacher(request);
      await setUpSchoolAccount(app, { userId: teacher.id, ...request.body, now: now() });
      return view(teacher.id);
    },
  );

  app.post(
    under(SCHOOL_BILLING_API.invitations),
    {
      schema: {
        summary: 'A manager invites a teacher by email',
        tags,
        body: inviteTeacherSchema,
        response: answers,
      },
    },
    async (request) => {
      const teacher = await requireTeacher(request);
      await inviteTeacher(app, { userId: teacher.id, ...request.body, now: now(), publicBaseUrl });
      return view(teacher.id);
    },
  );

  app.delete(
    under(SCHOOL_BILLING_API.invitation),
    {
      schema: {
        summary: 'A manager withdraws an invitation',
        tags,
        params: invitationParamsSchema,
        body: noBody,
        response: answers,
      },
    },
    async (request) => {
      const teacher = await requireTeacher(request);
      await withdrawInvitation(app, { userId: teacher.id, invitationId: request.params.id });
      return view(teacher.id);
    },
  );

  app.post(
    under(SCHOOL_BILLING_API.accept),
    {
      schema: {
        summary: 'The invited teacher joins the account',
        tags,
        params: invitationParamsSchema,
        body: noBody,
        response: answers,
      },
    },
    async (request) => {
      const teacher = await requireTeacher(request);
      await acceptInvitation(app, {
        userId: teacher.id,
        email: teacher.email ?? '',
        invitationId: request.params.id,
        now: now(),
      });
      return view(teacher.id);
    },
  );

  app.post(
    under(SCHOOL_BILLING_API.decline),
    {
      schema: {
        summary: 'The invited teacher declines',
        tags,
        params: invitationParamsSchema,
        body: noBody,
        response: answers,
      },
    },
    async (request) => {
      const teacher = await requireTeacher(request);
      await declineInvitation(app, { email: teacher.email ?? '', invitationId: request.params.id });
      return view(teacher.id);
    },
  );

  app.delete(
    under(SCHOOL_BILLING_API.member),
    {
      schema: {
        summary: 'A manager removes a teacher, or a teacher leaves (their own id)',
        tags,
        params: memberParamsSchema,
        body: noBody,
        response: answers,
      },
    },
    async (request) => {
      const teacher = await requireTeacher(request);
      await removeMember(app, { callerId: teacher.id, userId: request.params.userId, now: now() });
      return view(teacher.id);
    },
  );
};
