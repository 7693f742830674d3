import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classParamsSchema,
  joinRequestParamsSchema,
  joinRequestSchema,
  joinWithCodeSchema,
  studentJoinAnswerSchema,
} from '../../../common/schemas/classroom';
import { errorAnswerSchema, ignoredBodySchema } from '../../../common/schemas/fields';
import { planRequiredAnswerSchema } from '../../../common/schemas/billing';
import { RECORD_ID } from '../../../common/schemas/ids';
import { requireStudent } from '../../access/guards';
import { loadTaughtClass, type TaughtClass } from '../../access/teaches-class';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { createJoinRequest } from './create-join-request';
import { announceNotifications } from '../notifications/record-notifications';
import { decideJoinRequest } from './decide-join-request';
import { findClassByAccessCode } from './find-class-by-access-code';
import { listJoinRequests, readJoinRequest } from './list-join-requests';
import { byPath, tags } from './route-config';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';

/**
 * Join requests: a signed-in student asks to join with a class's Access Code; the class's
 * teachers see the pending requests and approve or decline each.
 */
export const joinRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/classes/:classId/join_requests',
    {
      schema: {
        summary: "The class's pending join requests, oldest first",
        tags,
        params: classParamsSchema,
        response: {
          200: z.array(joinRequestSchema),
          401: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const { classRow } = await loadTaughtClass(request, request.params.classId);
      return listJoinRequests(app.db, classRow.id);
    },
  );

  /** The join request from the route, of this class; anything else is a 404 (audited). */
  async function classJoinRequest(request: FastifyRequest, taught: TaughtClass, requestId: string) {
    const found = RECORD_ID.test(requestId)
      ? await readJoinRequest(app.db, taught.classRow.id, requestId)
      : undefined;
    if (found) return found;
    await writeAudit(app.db, {
      action: 'join_request_access_denied',
      actorType: 'user',
      actorId: taught.teacherId,
      targetType: 'class',
      targetId: taught.classRow.id,
      ip: request.ip,
      details: { requestId: requestId.slice(0, 40) },
    });
    throw new AppError('NOT_FOUND', { request: CLASSROOM_MESSAGES.joinRequestNotFound });
  }

  for (const [path, decision, summary] of [
    ['approve', 'approved', 'Approve a join request: the student joins the class'],
    ['decline', 'declined', 'Decline a join request'],
  ] as const) {
    app.post(
      `/classes/:classId/join_requests/:requestId/${path}`,
      {
        schema: {
          summary,
          tags,
          params: joinRequestParamsSchema,
          body: ignoredBodySchema,
          response: {
            200: joinRequestSchema,
            400: errorAnswerSchema,
            401: errorAnswerSchema,
            404: errorAnswerSchema,
            409: errorAnswerSchema,
            // Approving seats the student: the plan may ask for its choice first.
            ...(decision === 'approved' ? { 402: planRequiredAnswerSchema } : {}),
          },
        },
      },
      async (request) => {
        const taught = await loadTaughtClass(request, request.params.classId);
        const pending = await classJoinRequest(request, taught, request.params.requestId);
        const decided = await decideJoinRequest(app.db, {
          classId: taught.classRow.id,
          requestId: pending.id,
          teacherId: taught.teacherId,
          decision,
        });
        await writeAudit(app.db, {
          action: `join_request_${decision}`,
          actorType: 'user',
          actorId: taught.teacherId,
          targetType: 'student',
          targetId: decided.student.id,
          ip: request.ip,
          details: { classId: taught.classRow.id, requestId: decided.id },
        });
        return decided;
      },
    );
  }

  app.post(
    '/join_requests',
    {
      schema: {
        summary: 'A signed-in student asks to join a class with its Access Code',
        description: '201 when the request is new, 200 when the student is already a member.',
        tags,
        body: joinWithCodeSchema,
        response: {
          200: studentJoinAnswerSchema,
          201: studentJoinAnswerSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
          429: errorAnswerSchema,
        },
      },
      config: byPath,
    },
    async (request, reply) => {
      const student = await requireStudent(request, CLASSROOM_MESSAGES.studentsOnly);
      const found = await findClassByAccessCode(app, request.body.code, request.ip);
      const result = await createJoinRequest(app.db, { classId: found.id, studentId: student.id });
      // Committed: the class's teachers' bells update live.
      await announceNotifications(app.live, result.notified);
      if (result.status === 'pending') {
        await writeAudit(app.db, {
          action: 'class_join_requested',
          actorType: 'student',
          actorId: student.id,
          targetType: 'class',
          targetId: found.id,
          ip: request.ip,
        });
      }
      return reply
        .status(result.status === 'pending' ? 201 : 200)
        .send({ status: result.status, className: found.title });
    },
  );
};
