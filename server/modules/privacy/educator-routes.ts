import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRIVACY_MESSAGES } from '../../../common/copy/privacy';
import {
  emptyBodySchema,
  type ClassPrivacyAnswer,
  type CompleteDeletionAnswer,
} from '../../../common/schemas/privacy';
import { isAdministeredBy, requireEducatorOf } from '../../access/educator-of';
import { callerOf } from '../../access/guards';
import { requireTeacherOfClass } from '../../access/teaches-class';
import { AppError } from '../../errors';
import { parseBody } from '../../lib/validation';
import { RECORD_ID } from '../../../common/schemas/ids';
import { carryOutRequest, deleteStudentNow, viewOf } from './deletion-requests';
import { sendDeletionDoneEmail } from './notify';
import { EXPORT_FORMATS, sendStudentExport } from './send-export';

type StudentRequest = FastifyRequest<{ Params: { studentId: string } }>;

export interface EducatorPrivacyOptions {
  linkBase: string;
}

const requestNotFound = () =>
  new AppError('NOT_FOUND', { request: PRIVACY_MESSAGES.requestNotFound });

/**
 * The educator's side under /api/classroom: export a student's data, delete a student they
 * administer, see and carry out parents' deletion requests for their classes' students.
 */
export async function educatorPrivacyRoutes(
  app: FastifyInstance,
  { linkBase }: EducatorPrivacyOptions,
) {
  for (const format of EXPORT_FORMATS) {
    app.get(`/students/:studentId/export.${format}`, async (request: StudentRequest, reply) => {
      const { studentId } = request.params;
      const { teacherId } = await requireEducatorOf(request, studentId);
      return sendStudentExport(request, reply, { studentId, format, actorId: teacherId });
    });
  }

  /**
   * Deletes the student's account and data for good. Only the student's administrator (the
   * data controller, SPEC §3) decides this alone; another teacher of the student's classes
   * is told so (403) and can still remove the student from their class.
   */
  app.delete('/students/:studentId', async (request: StudentRequest, reply) => {
    parseBody(emptyBodySchema, request.body);
    const { studentId } = request.params;
    const educator = await requireEducatorOf(request, studentId);
    if (!educator.administers) {
      throw new AppError('FORBIDDEN', { student: PRIVACY_MESSAGES.administratorOnly });
    }
    await deleteStudentNow(app, studentId, { userId: educator.teacherId });
    return reply.status(204).send();
  });

  /** For the class page: whom the teacher may delete, and the pending requests. */
  app.get(
    '/classes/:classId/privacy',
    async (
      request: FastifyRequest<{ Params: { classId: string } }>,
    ): Promise<ClassPrivacyAnswer> => {
      const { classId } = request.params;
      const checkedId = RECORD_ID.test(classId) ? classId : 'invalid-id';
      const { teacherId } = await requireTeacherOfClass(request, checkedId);
      const students = await app.db
        .selectFrom('class_students')
        .innerJoin('students', 'students.id', 'class_students.student_id')
        .select(['students.id', 'students.administrator_id'])
        .where('class_students.class_id', '=', checkedId)
        .execute();
      const ids = students.map((student) => student.id);
      const requests =
        ids.length === 0
          ? []
          : await app.db
              .selectFrom('deletion_requests')
              .selectAll()
              .where('student_id', 'in', ids)
              .where('status', '=', 'pending')
              .orderBy('created_at')
              .execute();
      return {
        deletableStudentIds: students
          .filter((student) => isAdministeredBy(student, teacherId))
          .map((student) => student.id),
        deletionRequests: requests.map((row) => ({ ...viewOf(row), studentId: row.student_id })),
      };
    },
  );

  /** A teacher of the child (or the administrator) carries out a parent's request now. */
  app.post(
    '/deletion-requests/:requestId/complete',
    async (
      request: FastifyRequest<{ Params: { requestId: string } }>,
    ): Promise<CompleteDeletionAnswer> => {
      await callerOf(request);
      parseBody(emptyBodySchema, request.body);
      const { requestId } = request.params;
      const pending = RECORD_ID.test(requestId)
        ? await app.db
            .selectFrom('deletion_requests')
            .selectAll()
            .where('id', '=', requestId)
            .where('status', '=', 'pending')
            .executeTakeFirst()
        : undefined;
      if (!pending) throw requestNotFound();
      const { teacherId } = await requireEducatorOf(request, pending.student_id);
      const outcome = await carryOutRequest(app, pending.id, {
        userId: teacherId,
        via: 'educator',
      });
      if (!outcome) throw requestNotFound();
      await sendDeletionDoneEmail(app, outcome.request, linkBase);
      return {
        id: outcome.request.id,
        status: 'completed',
        completedAt: outcome.request.completed_at ?? new Date().toISOString(),
      };
    },
  );
}
