import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import {
  saveAnswersAnswerSchema,
  saveAnswersSchema,
  portfolioAnswerSchema,
  studentActivitiesAnswerSchema,
  studentHomeAnswerSchema,
  studentProjectAnswerSchema,
  submitAnswerSchema,
} from '../../../common/schemas/projects';
import { requireStudent } from '../../access/guards';
import { getStudentProject } from './get-student-project';
import { listStudentActivities } from './list-student-activities';
import { getStudentHome } from './student-home';
import { getStudentPortfolio } from './student-portfolio';
import { renderWritingPdf } from './render-writing-pdf';
import { saveAnswers } from './save-answers';
import { loadStudentAssignment } from './student-access';
import { submitProject } from './submit-project';
import { publishPointsChange, publishProjectChange } from './publish-project-change';

const tags = ['projects'];
const assignmentParams = z.object({ classId: z.string(), activityId: z.string() });
/** Students only (401), on an activity assigned to a class of theirs (404 otherwise). */
const assignmentRefusals = errorAnswers(401, 404);

/** A student's assigned activities and their own writing, under /api/projects/student. */
export const studentProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activities',
    {
      schema: {
        summary: "The student's assigned activities and points",
        tags,
        response: { 200: studentActivitiesAnswerSchema, ...errorAnswers(401) },
      },
    },
    async (request) => listStudentActivities(app.db, (await requireStudent(request)).id),
  );

  app.get(
    '/home',
    {
      schema: {
        summary: "The student's home: due soon, returned, approved, activities by class",
        tags,
        response: { 200: studentHomeAnswerSchema, ...errorAnswers(401) },
      },
    },
    async (request) => getStudentHome(app.db, (await requireStudent(request)).id),
  );

  app.get(
    '/portfolio',
    {
      schema: {
        summary: 'Every piece the student has written, by class, newest first',
        tags,
        response: { 200: portfolioAnswerSchema, ...errorAnswers(401) },
      },
    },
    async (request) => getStudentPortfolio(app.db, (await requireStudent(request)).id),
  );

  app.get(
    '/classes/:classId/activities/:activityId',
    {
      schema: {
        summary: "An assigned activity and the student's work on it",
        tags,
        params: assignmentParams,
        response: { 200: studentProjectAnswerSchema, ...assignmentRefusals },
      },
    },
    async (request) => {
      const student = await requireStudent(request);
      const { classId, activityId } = request.params;
      const { activity, dueDate } = await loadStudentAssignment(
        request,
        student,
        classId,
        activityId,
      );
      return getStudentProject(app.db, { studentId: student.id, classId, activity, dueDate });
    },
  );

  app.put(
    '/classes/:classId/activities/:activityId',
    {
      schema: {
        summary: 'Autosave: the whole set of answers, written over the last save',
        tags,
        params: assignmentParams,
        body: saveAnswersSchema,
        response: { 200: saveAnswersAnswerSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const student = await requireStudent(request);
      const { classId, activityId } = request.params;
      const { activity } = await loadStudentAssignment(request, student, classId, activityId);
      const { answers } = request.body;
      const saved = await saveAnswers(app.db, {
        studentId: student.id,
        classId,
        activity,
        answers,
      });
      // After the write: teachers watching the class re-read it (live view).
      await publishProjectChange(app.live, 'project', {
        id: saved.projectId,
        classId,
        studentId: student.id,
      });
      return saved;
    },
  );

  app.get(
    '/writing.pdf',
    {
      schema: {
        summary: "The student's own writing, every activity, as a PDF",
        tags,
        response: { 200: z.any().describe('application/pdf'), ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      const student = await requireStudent(request);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="my-writing.pdf"')
        .header('cache-control', 'private, no-store')
        .send(await renderWritingPdf(app.db, student));
    },
  );

  app.post(
    '/classes/:classId/activities/:activityId/submit',
    {
      schema: {
        summary: 'Hand the work in: the first time earns the submission points',
        tags,
        params: assignmentParams,
        body: ignoredBodySchema,
        response: { 200: submitAnswerSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const student = await requireStudent(request);
      const { classId, activityId } = request.params;
      await loadStudentAssignment(request, student, classId, activityId);
      const handedIn = await submitProject(app.db, { studentId: student.id, classId, activityId });
      await Promise.all([
        publishProjectChange(app.live, 'project', {
          id: handedIn.projectId,
          classId,
          studentId: student.id,
        }),
        publishPointsChange(app.live, student.id),
      ]);
      return { submittedAt: handedIn.submittedAt, points: handedIn.points };
    },
  );
};
