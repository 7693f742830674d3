import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import {
  emptyBodySchema,
  parentDeletionAnswerSchema,
  studentParamsSchema,
} from '../../../common/schemas/privacy';
import { requireParentOf } from '../../access/parent-of';
import { writeAudit } from '../../lib/audit';
import { pendingRequestOf, requestDeletion, viewOf, withdrawDeletion } from './deletion-requests';
import { sendDeletionRequestEmails } from './notify';
import { EXPORT_FORMATS, exportAnswerSchemas, sendStudentExport } from './send-export';

const tags = ['privacy'];
const refusals = { 401: errorAnswerSchema, 404: errorAnswerSchema };

/**
 * A linked parent's side (SPEC §3: a parent is an administrator of the child and can have the
 * account deleted through the teacher): download the child's data, ask for the account to be
 * deleted (teachers and platform admins are emailed; it is gone within 72 hours), see the
 * pending request, or withdraw it.
 */
export const parentPrivacyRoutes: FastifyPluginAsyncZod<{ linkBase: string }> = async (
  app,
  { linkBase },
) => {
  for (const format of EXPORT_FORMATS) {
    app.get(
      `/children/:studentId/export.${format}`,
      {
        schema: {
          summary: `Everything held about a child, as ${format.toUpperCase()} (linked parents)`,
          tags,
          params: studentParamsSchema,
          response: { 200: exportAnswerSchemas[format], ...refusals },
        },
      },
      async (request, reply) => {
        const { studentId } = request.params;
        const parent = await requireParentOf(request, studentId);
        return sendStudentExport(request, reply, { studentId, format, actorId: parent.id });
      },
    );
  }

  app.get(
    '/children/:studentId/deletion-request',
    {
      schema: {
        summary: "The child's pending deletion request, if any",
        tags,
        params: studentParamsSchema,
        response: { 200: parentDeletionAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { studentId } = request.params;
      await requireParentOf(request, studentId);
      const pending = await pendingRequestOf(app.db, studentId);
      return { request: pending ? viewOf(pending) : null };
    },
  );

  /** Asks once: a second ask (by either parent) answers the pending request, 200. */
  app.post(
    '/children/:studentId/deletion-request',
    {
      schema: {
        summary: "Ask for the child's account to be deleted",
        description: '201 when asked now, 200 with the request already pending.',
        tags,
        params: studentParamsSchema,
        body: emptyBodySchema,
        response: {
          200: parentDeletionAnswerSchema,
          201: parentDeletionAnswerSchema,
          400: errorAnswerSchema,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { studentId } = request.params;
      const parent = await requireParentOf(request, studentId);
      const { request: row, created } = await requestDeletion(app.db, {
        studentId,
        parentId: parent.id,
      });
      if (created) {
        await writeAudit(app.db, {
          action: 'deletion_requested',
          actorType: 'user',
          actorId: parent.id,
          targetType: 'student',
          targetId: studentId,
          details: { requestId: row.id },
        });
        await sendDeletionRequestEmails(app, row, linkBase);
      }
      return reply.status(created ? 201 : 200).send({ request: viewOf(row) });
    },
  );

  app.delete(
    '/children/:studentId/deletion-request',
    {
      schema: {
        summary: "Withdraw the child's pending deletion request",
        tags,
        params: studentParamsSchema,
        body: emptyBodySchema,
        response: { 200: parentDeletionAnswerSchema, 400: errorAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { studentId } = request.params;
      const parent = await requireParentOf(request, studentId);
      if (await withdrawDeletion(app.db, { studentId, parentId: parent.id })) {
        await writeAudit(app.db, {
          action: 'deletion_request_withdrawn',
          actorType: 'user',
          actorId: parent.id,
          targetType: 'student',
          targetId: studentId,
        });
      }
      return { request: null };
    },
  );
};
