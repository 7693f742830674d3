import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classParamsSchema,
  coTeacherParamsSchema,
  coTeachersAnswerSchema,
  emailBodySchema,
} from '../../../common/schemas/classroom';
import {
  errorAnswerSchema,
  ignoredBodySchema,
  noContentSchema,
} from '../../../common/schemas/fields';
import { PATHS } from '../../../common/routes';
import { loadTaughtClass } from '../../access/teaches-class';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { addCoTeacher } from './add-co-teacher';
import { listCoTeachers } from './list-co-teachers';
import { removeCoTeacher } from './remove-co-teacher';
import { publishClassAccessChange } from '../../live/class-access';
import { byPath, tags, type LinkBaseOptions } from './route-config';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';

/**
 * Co-teachers: the class's teachers add a colleague's teacher account by email, see the list,
 * and remove a co-teacher (or leave as one).
 */
export const coTeacherRoutes: FastifyPluginAsyncZod<LinkBaseOptions> = async (
  app,
  { linkBase },
) => {
  app.get(
    '/classes/:classId/co_teachers',
    {
      schema: {
        summary: "The class's owner and co-teachers",
        tags,
        params: classParamsSchema,
        response: { 200: coTeachersAnswerSchema, 401: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => {
      const { classRow } = await loadTaughtClass(request, request.params.classId);
      return listCoTeachers(app.db, classRow);
    },
  );

  app.post(
    '/classes/:classId/co_teachers',
    {
      schema: {
        summary: 'Add a teacher account to the class as a co-teacher, by email',
        description: '201 when the teacher is newly added, 200 when they already were.',
        tags,
        params: classParamsSchema,
        body: emailBodySchema,
        response: {
          200: coTeachersAnswerSchema,
          201: coTeachersAnswerSchema,
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
      const added = await addCoTeacher(app, taught, request.body.email, {
        ip: request.ip,
        link: `${linkBase(request)}${PATHS.teacherArea}`,
      });
      const answer = await listCoTeachers(app.db, taught.classRow);
      return reply.status(added ? 201 : 200).send(answer);
    },
  );

  /**
   * A teacher of the class removes a co-teacher, or a co-teacher leaves the class. Co-teachers
   * manage the list as the owner does (they add colleagues too); the owner is never on it.
   */
  app.delete(
    '/classes/:classId/co_teachers/:teacherId',
    {
      schema: {
        summary: 'Remove a co-teacher, or leave the class as one',
        tags,
        params: coTeacherParamsSchema,
        body: ignoredBodySchema,
        response: {
          204: noContentSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      const { teacherId } = request.params;
      if (!(await removeCoTeacher(app.db, { classId: taught.classRow.id, teacherId }))) {
        throw new AppError('NOT_FOUND', { teacher: CLASSROOM_MESSAGES.coTeacherNotInClass });
      }
      await publishClassAccessChange(app.live, { classId: taught.classRow.id, teacherId });
      await writeAudit(app.db, {
        action: 'co_teacher_removed',
        actorType: 'user',
        actorId: taught.teacherId,
        targetType: 'user',
        targetId: teacherId,
        ip: request.ip,
        details: { classId: taught.classRow.id },
      });
      return reply.status(204).send(null);
    },
  );
};
