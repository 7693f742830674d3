import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_MESSAGES as M } from '../../../common/notifications/messages';
import {
  studentAccountChangeSchema,
  studentAccountSchema,
  userAccountChangeSchema,
  userAccountSchema,
} from '../../../common/schemas/account';
import { errorAnswers } from '../../../common/schemas/fields';
import { requireAdult, requireStudent } from '../../access/guards';
import { AppError } from '../../errors';
import { studentEmailAvailable } from '../notifications/student-email-setting';
import { readStudentAccount, readUserAccount, updateUserAccount } from './read-account';

const tags = ['account'];
const gone = () => new AppError('UNAUTHORIZED', { session: M.wrongAccount });

/**
 * The account page's calls under /api/account: a teacher's or parent's profile (name) and
 * notification email preference, and a student's profile with their preference where a
 * teacher allows email. Each reads and changes the signed-in account only.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      schema: {
        summary: 'The signed-in teacher’s or parent’s profile and email preference',
        tags,
        response: { 200: userAccountSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const account = await requireAdult(request);
      return (await readUserAccount(app.db, account.id)) ?? Promise.reject(gone());
    },
  );

  app.patch(
    '/user',
    {
      schema: {
        summary: 'Changes the signed-in adult’s name or email preference',
        tags,
        body: userAccountChangeSchema,
        response: { 200: userAccountSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const account = await requireAdult(request);
      if (account.session.impersonatorId) {
        // Whoever signed in as this account may look, not change who it is.
        throw new AppError('FORBIDDEN', { session: M.impersonating });
      }
      await updateUserAccount(app.db, account.id, request.body);
      return (await readUserAccount(app.db, account.id)) ?? Promise.reject(gone());
    },
  );

  app.get(
    '/student',
    {
      schema: {
        summary: 'The signed-in student’s profile (and email preference where allowed)',
        tags,
        response: { 200: studentAccountSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const student = await requireStudent(request, M.studentsOnly);
      return (await readStudentAccount(app.db, student.id)) ?? Promise.reject(gone());
    },
  );

  app.patch(
    '/student',
    {
      schema: {
        summary: 'The signed-in student changes their email preference (where allowed)',
        tags,
        body: studentAccountChangeSchema,
        response: { 200: studentAccountSchema, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const student = await requireStudent(request, M.studentsOnly);
      if (!(await studentEmailAvailable(app.db, student.id))) {
        throw new AppError('CONFLICT', { notificationEmail: M.studentEmailUnavailable });
      }
      await app.db
        .updateTable('students')
        .set({
          notification_email: request.body.notificationEmail,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', student.id)
        .execute();
      return (await readStudentAccount(app.db, student.id)) ?? Promise.reject(gone());
    },
  );
};
