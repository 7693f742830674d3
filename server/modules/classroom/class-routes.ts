import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classInputSchema,
  classParamsSchema,
  classPatchSchema,
  classSummarySchema,
  mySchoolAnswerSchema,
  type ClassSummary,
} from '../../../common/schemas/classroom';
import {
  errorAnswerSchema,
  ignoredBodySchema,
  noContentSchema,
} from '../../../common/schemas/fields';
import { planRequiredAnswerSchema } from '../../../common/schemas/billing';
import { requireTeacher } from '../../access/guards';
import { loadTaughtClass, requireOwner } from '../../access/teaches-class';
import { writeAudit } from '../../lib/audit';
import { createClass } from './create-class';
import { deleteClass } from './delete-class';
import { publishClassAccessChange } from '../../live/class-access';
import { listClasses } from './list-classes';
import { updateClass } from './update-class';
import { regenerateAccessCode } from './regenerate-access-code';
import { findTeacherSchool } from './find-teacher-school';
import { byPath, tags } from './route-config';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';

/**
 * Classes: the teacher's dashboard of owned and co-taught classes, and creating, reading,
 * changing and deleting one. Only its owner deletes a class.
 */
export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const summaryOf = async (classId: string, teacherId: string): Promise<ClassSummary> => {
    const [summary] = await listClasses(app.db, teacherId, classId);
    if (!summary) throw new Error(`Class ${classId} vanished`);
    return summary;
  };

  app.get(
    '/classes',
    {
      schema: {
        summary: "The teacher's classes (owned and co-taught)",
        tags,
        response: {
          200: z.array(classSummarySchema),
          401: errorAnswerSchema,
          403: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const teacher = await requireTeacher(request);
      return listClasses(app.db, teacher.id);
    },
  );

  app.get(
    '/school',
    {
      schema: {
        summary: "The teacher's remembered school (new classes are made there)",
        tags,
        response: { 200: mySchoolAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema },
      },
    },
    async (request) => {
      const teacher = await requireTeacher(request);
      return { school: await findTeacherSchool(app.db, teacher.id) };
    },
  );

  app.post(
    '/classes',
    {
      schema: {
        summary: 'Create a class',
        tags,
        body: classInputSchema,
        response: {
          201: classSummarySchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
        },
      },
      config: byPath,
    },
    async (request, reply) => {
      const teacher = await requireTeacher(request);
      const row = await createClass(app.db, teacher.id, request.body);
      return reply.status(201).send(await summaryOf(row.id, teacher.id));
    },
  );

  app.get(
    '/classes/:classId',
    {
      schema: {
        summary: 'One class',
        tags,
        params: classParamsSchema,
        response: { 200: classSummarySchema, 401: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => {
      const { classRow, teacherId } = await loadTaughtClass(request, request.params.classId);
      return summaryOf(classRow.id, teacherId);
    },
  );

  app.patch(
    '/classes/:classId',
    {
      schema: {
        summary: 'Change a class (title, grade level, subject, school; archive or restore it)',
        tags,
        params: classParamsSchema,
        body: classPatchSchema,
        response: {
          200: classSummarySchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          404: errorAnswerSchema,
          // Restoring an archived class seats its students again (the seat gate).
          402: planRequiredAnswerSchema,
        },
      },
      config: byPath,
    },
    async (request) => {
      const { classRow, teacherId } = await loadTaughtClass(request, request.params.classId);
      await updateClass(app.db, classRow.id, request.body);
      return summaryOf(classRow.id, teacherId);
    },
  );

  app.post(
    '/classes/:classId/access_code',
    {
      schema: {
        summary: 'A new Access Code for the class (the old one stops working)',
        tags,
        params: classParamsSchema,
        body: ignoredBodySchema,
        response: {
          200: classSummarySchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const { classRow, teacherId } = await loadTaughtClass(request, request.params.classId);
      await regenerateAccessCode(app.db, classRow.id);
      await writeAudit(app.db, {
        action: 'class_access_code_renewed',
        actorType: 'user',
        actorId: teacherId,
        targetType: 'class',
        targetId: classRow.id,
        ip: request.ip,
        details: {},
      });
      return summaryOf(classRow.id, teacherId);
    },
  );

  app.delete(
    '/classes/:classId',
    {
      schema: {
        summary: 'Delete a class (its owner only; not once its books were ordered)',
        tags,
        params: classParamsSchema,
        body: ignoredBodySchema,
        response: {
          204: noContentSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
          404: errorAnswerSchema,
          409: errorAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      requireOwner(taught, CLASSROOM_MESSAGES.ownerOnlyDelete);
      const deletedStudents = await deleteClass(app.db, taught.classRow, taught.teacherId);
      await publishClassAccessChange(app.live, {
        classId: taught.classRow.id,
        teacherId: taught.teacherId,
      });
      await writeAudit(app.db, {
        action: 'class_deleted',
        actorType: 'user',
        actorId: taught.teacherId,
        targetType: 'class',
        targetId: taught.classRow.id,
        ip: request.ip,
        details: { title: taught.classRow.title, deletedStudents: deletedStudents.length },
      });
      return reply.status(204).send(null);
    },
  );
};
