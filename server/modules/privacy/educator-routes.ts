import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema, noContentSchema } from '../../../common/schemas/fields';
import { RECORD_ID } from '../../../common/schemas/ids';
import {
  classPrivacyAnswerSchema,
  classPrivacyParamsSchema,
  completeDeletionAnswerSchema,
  deletionRequestParamsSchema,
  emptyBodySchema,
  studentParamsSchema,
} from '../../../common/schemas/privacy';
import { requireEducatorOf } from '../../access/educator-of';
import { callerOf } from '../../access/guards';
import { requireTeacherOfClass } from '../../access/teaches-class';
import { AppError } from '../../errors';
import {
  carryOutRequest,
  completionOf,
  deleteStudentNow,
  findPendingRequest,
} from './deletion-requests';
import { sendDeletionDoneEmail } from './notify';
import { readClassPrivacy } from './read-class-privacy';
import { EXPORT_FORMATS, exportAnswerSchemas, sendStudentExport } from './send-export';
import { PRIVACY_MESSAGES } from '../../../common/privacy/messages';

export interface EducatorPrivacyOptions {
  linkBase: string;
}

const tags = ['privacy'];
const requestNotFound = () =>
  new AppError('NOT_FOUND', { request: PRIVACY_MESSAGES.requestNotFound });

/**
 * The educator's side: export a student's data, delete a student they administer, see and
 * carry out parents' deletion requests for their classes' students.
 */
export const educatorPrivacyRoutes: FastifyPluginAsyncZod<EducatorPrivacyOptions> = async (
  app,
  { linkBase },
) => {
  for (const format of EXPORT_FORMATS) {
    app.get(
      `/students/:studentId/export.${format}`,
      {
        schema: {
          summary: `Everything held about a student, as ${format.toUpperCase()} (educators)`,
          tags,
          params: studentParamsSchema,
          response: {
            200: exportAnswerSchemas[format],
            401: errorAnswerSchema,
            404: errorAnswerSchema,
          },
        },
      },
      async (request, reply) => {
        const { studentId } = request.params;
        const { teacherId } = await requireEducatorOf(request, studentId);
        return sendStudentExport(request, reply, { studentId, format, actorId: teacherId });
      },
    );
  }

  /**
   * Deletes the student's account and data for good. Only the student's administrator (the
   * data controller, SPEC §3) decides this alone; another teacher of the student's classes
   * is told so (403) and can still remove the student from their class.
   */
  app.delete(
    '/students/:studentId',
    {
      schema: {
        summary: "Delete a student's account and data (their administrator only)",
        tags,
        params: studentParamsSchema,
        body: emptyBodySchema,
        response: {
          204: noContentSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const { studentId } = request.params;
      const educator = await requireEducatorOf(request, studentId);
      if (!educator.administers) {
        throw new AppError('FORBIDDEN', { student: PRIVACY_MESSAGES.administratorOnly });
      }
      await deleteStudentNow(app, studentId, { userId: educator.teacherId });
      return reply.status(204).send(null);
    },
  );

  /** For the class page: whom the teacher may delete, and the pending requests. */
  app.get(
    '/classes/:classId',
    {
      schema: {
        summary: 'Which students of the class the teacher may delete, and pending requests',
        tags,
        params: classPrivacyParamsSchema,
        response: { 200: classPrivacyAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => {
      const { classId } = request.params;
      const checkedId = RECORD_ID.test(classId) ? classId : 'invalid-id';
      const { teacherId } = await requireTeacherOfClass(request, checkedId);
      return readClassPrivacy(app.db, { classId: checkedId, teacherId });
    },
  );

  /** A teacher of the child (or the administrator) carries out a parent's request now. */
  app.post(
    '/deletion-requests/:requestId/complete',
    {
      schema: {
        summary: "Carry out a parent's deletion request now (the child's educators)",
        tags,
        params: deletionRequestParamsSchema,
        body: emptyBodySchema,
        response: {
          200: completeDeletionAnswerSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      await callerOf(request);
      const pending = await findPendingRequest(app.db, request.params.requestId);
      if (!pending) throw requestNotFound();
      const { teacherId } = await requireEducatorOf(request, pending.student_id);
      const outcome = await carryOutRequest(app, pending.id, {
        userId: teacherId,
        via: 'educator',
      });
      if (!outcome) throw requestNotFound();
      await sendDeletionDoneEmail(app, outcome.request, linkBase);
      return completionOf(outcome.request);
    },
  );
};
