import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addStudentsAnswerSchema,
  addStudentsSchema,
  classParamsSchema,
  classStudentParamsSchema,
  classStudentSchema,
  loginCodeAnswerSchema,
  removeStudentAnswerSchema,
} from '../../../common/schemas/classroom';
import { errorAnswerSchema, ignoredBodySchema } from '../../../common/schemas/fields';
import { loadClassStudent, loadTaughtClass } from '../../access/teaches-class';
import { writeAudit } from '../../lib/audit';
import { issueLoginCode } from '../roster/login-codes';
import { addStudents } from './add-students';
import { listClassStudents } from './list-class-students';
import { removeStudent } from './remove-student';
import { byPath, tags } from './route-config';

/**
 * A class's students: the roster, adding students with login codes shown once, a new login
 * code, and taking a student out of the class.
 */
export const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/classes/:classId/students',
    {
      schema: {
        summary: "The class's students",
        tags,
        params: classParamsSchema,
        response: {
          200: z.array(classStudentSchema),
          401: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const { classRow } = await loadTaughtClass(request, request.params.classId);
      return listClassStudents(app.db, classRow.id);
    },
  );

  app.post(
    '/classes/:classId/students',
    {
      schema: {
        summary: 'Add students to the class, each with a login code shown once',
        tags,
        params: classParamsSchema,
        body: addStudentsSchema,
        response: {
          201: addStudentsAnswerSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
      config: byPath,
    },
    async (request, reply) => {
      const { classRow, teacherId } = await loadTaughtClass(request, request.params.classId);
      const created = await addStudents(app.db, classRow, request.body.students);
      await writeAudit(app.db, {
        action: 'students_added',
        actorType: 'user',
        actorId: teacherId,
        targetType: 'class',
        targetId: classRow.id,
        ip: request.ip,
        details: { studentIds: created.map((student) => student.id) },
      });
      return reply.status(201).send({ students: created });
    },
  );

  app.post(
    '/classes/:classId/students/:studentId/login_code',
    {
      schema: {
        summary: 'A new login code for a student of the class (the old one stops working)',
        tags,
        params: classStudentParamsSchema,
        body: ignoredBodySchema,
        response: {
          200: loginCodeAnswerSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      const student = await loadClassStudent(request, taught, request.params.studentId);
      const issued = await issueLoginCode(app.db, student.id);
      await writeAudit(app.db, {
        action: 'login_code_issued',
        actorType: 'user',
        actorId: taught.teacherId,
        targetType: 'student',
        targetId: student.id,
        ip: request.ip,
        details: { classId: taught.classRow.id },
      });
      return {
        studentId: student.id,
        username: student.username,
        loginCode: issued.code,
        loginCodeExpiresAt: issued.expiresAt,
      };
    },
  );

  app.delete(
    '/classes/:classId/students/:studentId',
    {
      schema: {
        summary: 'Take a student out of the class (deleted with it when left with no one)',
        tags,
        params: classStudentParamsSchema,
        body: ignoredBodySchema,
        response: {
          200: removeStudentAnswerSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          404: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      const student = await loadClassStudent(request, taught, request.params.studentId);
      const deleted = await removeStudent(app.db, taught.classRow, student.id, taught.teacherId);
      // A deletion is audited by deleteStudentData, with ids only.
      if (deleted) return { removed: true as const, deleted };
      await writeAudit(app.db, {
        action: 'student_removed_from_class',
        actorType: 'user',
        actorId: taught.teacherId,
        targetType: 'student',
        targetId: student.id,
        ip: request.ip,
        details: { classId: taught.classRow.id },
      });
      return { removed: true as const, deleted };
    },
  );
};
