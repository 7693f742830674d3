import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptedChildSchema,
  classStudentParamsSchema,
  emailBodySchema,
  parentInvitationAnswerSchema,
  parentInvitationCodeSchema,
  parentInvitationInfoSchema,
} from '../../../common/schemas/classroom';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import { requireParent } from '../../access/guards';
import { loadClassStudent, loadTaughtClass } from '../../access/teaches-class';
import { writeAudit } from '../../lib/audit';
import { acceptParentInvitation, describeParentInvitation } from './accept-parent-invitation';
import { inviteParent } from './invite-parent';
import { byPath, tags, type LinkBaseOptions } from './route-config';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';

/**
 * Parent invitations: a teacher of the class invites a student's parent by email; the
 * invitation's code tells the sign-up screen whom it is for, and the signed-in parent it was
 * sent to accepts it and is linked to the child.
 */
export const parentInvitationRoutes: FastifyPluginAsyncZod<LinkBaseOptions> = async (
  app,
  { linkBase },
) => {
  app.post(
    '/classes/:classId/students/:studentId/parent_invitation',
    {
      schema: {
        summary: "Invite a student's parent by email",
        tags,
        params: classStudentParamsSchema,
        body: emailBodySchema,
        response: {
          201: parentInvitationAnswerSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          404: errorAnswerSchema,
          429: errorAnswerSchema,
        },
      },
      config: byPath,
    },
    async (request, reply) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      const student = await loadClassStudent(request, taught, request.params.studentId);
      const answer = await inviteParent(
        app,
        taught,
        student,
        request.body.email,
        linkBase(request),
      );
      await writeAudit(app.db, {
        action: 'parent_invited',
        actorType: 'user',
        actorId: taught.teacherId,
        targetType: 'student',
        targetId: student.id,
        ip: request.ip,
        details: { classId: taught.classRow.id, invitationId: answer.id },
      });
      return reply.status(201).send(answer);
    },
  );

  /** What the parent sign-up screen shows about an invitation (the code is the secret). */
  app.get(
    '/parent_invitation',
    {
      schema: {
        summary: 'What a parent invitation is for (`?i=` its code)',
        tags,
        querystring: parentInvitationCodeSchema,
        response: { 200: parentInvitationInfoSchema, 400: errorAnswerSchema },
      },
      config: byPath,
    },
    async (request) => describeParentInvitation(app.db, request.query.i),
  );

  /** A signed-in parent opens an invitation's link: they are linked to the child. */
  app.post(
    '/parent_invitation/accept',
    {
      schema: {
        summary: 'Accept a parent invitation as the signed-in parent it was sent to',
        tags,
        body: parentInvitationCodeSchema,
        response: {
          200: acceptedChildSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
        },
      },
      config: byPath,
    },
    async (request) => {
      const account = await requireParent(request, CLASSROOM_MESSAGES.parentsOnly);
      const child = await acceptParentInvitation(app.db, {
        code: request.body.i,
        parentId: account.id,
      });
      await writeAudit(app.db, {
        action: 'parent_invitation_accepted',
        actorType: 'user',
        actorId: account.id,
        targetType: 'student',
        targetId: child.studentId,
        ip: request.ip,
      });
      return child;
    },
  );
};
