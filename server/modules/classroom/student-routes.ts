import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addStudentsAnswerSchema,
  addStudentsSchema,
  classParamsSchema,
  classStudentParamsSchema,
  classStudentSchema,
  loginCodeAnswerSchema,
  moveStudentsAnswerSchema,
  moveStudentsSchema,
  removeStudentAnswerSchema,
  restoreStudentAnswerSchema,
} from '../../../common/schemas/classroom';
import { errorAnswerSchema, ignoredBodySchema } from '../../../common/schemas/fields';
import { planRequiredAnswerSchema } from '../../../common/schemas/billing';
import { RECORD_ID } from '../../../common/schemas/ids';
import { loadClassStudent, loadTaughtClass } from '../../access/teaches-class';
import { writeAudit } from '../../lib/audit';
import { issueLoginCode } from '../roster/login-codes';
import { addStudents } from './add-students';
import { listClassStudents } from './list-class-students';
import { announceStudentLeftClass } from '../rooms/session-live';
import { removeStudent } from './remove-student';
import { restoreStudent } from './restore-student';
import { moveStudents } from './move-students';
import { AppError } from '../../errors';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';
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
          402: planRequiredAnswerSchema,
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
        summary: 'Take a student out of the class (their account and work stay; Undo restores)',
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
      await removeStudent(app.db, taught.classRow, student, taught.teacherId);
      // Issue 18, point 5: their writing rooms in the class lose them within 2 s.
      await announceStudentLeftClass(app, taught.classRow.id, student.id);
      await writeAudit(app.db, {
        action: 'student_removed_from_class',
        actorType: 'user',
        actorId: taught.teacherId,
        targetType: 'student',
        targetId: student.id,
        ip: request.ip,
        details: { classId: taught.classRow.id },
      });
      return { removed: true as const };
    },
  );

  app.post(
    '/classes/:classId/students/:studentId/restore',
    {
      schema: {
        summary: 'Put a removed student back in the class, with their work (Undo)',
        tags,
        params: classStudentParamsSchema,
        body: ignoredBodySchema,
        response: {
          200: restoreStudentAnswerSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          404: errorAnswerSchema,
          402: planRequiredAnswerSchema,
        },
      },
    },
    async (request) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      const { studentId } = request.params;
      const known = RECORD_ID.test(studentId)
        ? await restoreStudent(app.db, taught.classRow, studentId, new Date())
        : false;
      if (!known) throw new AppError('NOT_FOUND', { student: CLASSROOM_MESSAGES.studentNotFound });
      await writeAudit(app.db, {
        action: 'student_restored_to_class',
        actorType: 'user',
        actorId: taught.teacherId,
        targetType: 'student',
        targetId: studentId,
        ip: request.ip,
        details: { classId: taught.classRow.id },
      });
      const student = (await listClassStudents(app.db, taught.classRow.id)).find(
        (entry) => entry.id === studentId,
      );
      if (!student)
        throw new AppError('NOT_FOUND', { student: CLASSROOM_MESSAGES.studentNotFound });
      return { student };
    },
  );

  app.post(
    '/classes/:classId/students/move',
    {
      schema: {
        summary: 'Move students of the class to another class the teacher teaches',
        tags,
        params: classParamsSchema,
        body: moveStudentsSchema,
        response: {
          200: moveStudentsAnswerSchema,
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          404: errorAnswerSchema,
          402: planRequiredAnswerSchema,
        },
      },
      config: byPath,
    },
    async (request) => {
      const from = await loadTaughtClass(request, request.params.classId);
      const { toClassId, studentIds } = request.body;
      if (toClassId === from.classRow.id) {
        throw new AppError('BAD_REQUEST', { toClassId: CLASSROOM_MESSAGES.moveSameClass });
      }
      // The teacher must teach the target class too (owner or co-teacher); anything else is the
      // same 404 as an unknown class, audited by the access layer.
      const to = await loadTaughtClass(request, toClassId).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') {
          throw new AppError('NOT_FOUND', { toClassId: CLASSROOM_MESSAGES.moveTargetNotFound });
        }
        throw error;
      });
      const moved = await moveStudents(app.db, {
        fromClassId: from.classRow.id,
        toClassId: to.classRow.id,
        studentIds,
        actorId: from.teacherId,
      });
      for (const studentId of studentIds) {
        await announceStudentLeftClass(app, from.classRow.id, studentId);
      }
      await writeAudit(app.db, {
        action: 'students_moved',
        actorType: 'user',
        actorId: from.teacherId,
        targetType: 'class',
        targetId: from.classRow.id,
        ip: request.ip,
        details: { toClassId: to.classRow.id, studentIds },
      });
      return { moved, toClassTitle: to.classRow.title };
    },
  );
};
