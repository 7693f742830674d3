import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROSTER_MESSAGES } from '../../../common/classroom/messages';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import {
  issuedLoginCodeSchema,
  loginCodeBodySchema,
  rosterSchema,
  rosterStudentParamsSchema,
} from '../../../common/schemas/roster';
import { requireParent, requireTeacher } from '../../access/guards';
import { issueLoginCodeAsEducator } from './issue-login-code-as-educator';
import { listChildrenOfParent } from './list-children-of-parent';
import { listStudentsOfTeacher } from './list-students-of-teacher';

const { notAllowed: NOT_ALLOWED, notFound: NOT_FOUND } = ROSTER_MESSAGES;

const tags = ['roster'];
/** Nobody signed in (401), or another kind of account (403). */
const refusals = { 401: errorAnswerSchema, 403: errorAnswerSchema };

/**
 * The students an adult may act for, under /api/roster (ROSTER_API): a teacher's class
 * rosters (owned and co-taught classes), a parent's linked children. Signed in with cookie t or
 * Bearer; who may act for whom is decided in server/access.
 */
export const rosterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/students',
    {
      schema: {
        summary: "The teacher's students, by class, then those in no class",
        tags,
        response: { 200: rosterSchema, ...refusals },
      },
    },
    async (request) => {
      const account = await requireTeacher(request, NOT_ALLOWED);
      return listStudentsOfTeacher(app.db, account.id);
    },
  );

  app.post(
    '/students/:studentId/login_code',
    {
      schema: {
        summary: 'A new login code for a student the teacher teaches or administers',
        tags,
        params: rosterStudentParamsSchema,
        body: loginCodeBodySchema,
        response: {
          200: issuedLoginCodeSchema,
          400: errorAnswerSchema,
          ...refusals,
          404: errorAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const account = await requireTeacher(request, NOT_ALLOWED);
      const issued = await issueLoginCodeAsEducator(app.db, {
        educatorId: account.id,
        studentId: request.params.studentId,
        ip: request.ip,
      });
      if (!issued) return reply.status(404).send({ errors: { student: NOT_FOUND } });
      return issued;
    },
  );

  app.get(
    '/children',
    {
      schema: {
        summary: "The parent's linked children, with their classes",
        tags,
        response: { 200: rosterSchema, ...refusals },
      },
    },
    async (request) => {
      const account = await requireParent(request, NOT_ALLOWED);
      return listChildrenOfParent(app.db, account.id);
    },
  );
};
