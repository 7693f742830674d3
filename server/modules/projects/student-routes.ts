import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkReflection, reflectionText } from '../chat/care-flags';
import { z } from 'zod';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import {
  commentsAnswerSchema,
  replySchema,
  saveAnswersAnswerSchema,
  studentFeedbackAnswerSchema,
  saveAnswersSchema,
  portfolioAnswerSchema,
  studentActivitiesAnswerSchema,
  studentHomeAnswerSchema,
  studentProjectAnswerSchema,
  submitAnswerSchema,
} from '../../../common/schemas/projects';
import { requireStudent } from '../../access/guards';
import { getStudentFeedback, getStudentProject } from './get-student-project';
import { addComment } from './add-comment';
import { findStudentProject } from './find-project';
import { announceNotifications } from '../notifications/record-notifications';
import { shortStudentName } from './project-notifications';
import { streamStudentChanges } from './student-live';
import { listStudentActivities } from './list-student-activities';
import { getStudentHome } from './student-home';
import { getStudentPortfolio } from './student-portfolio';
import { renderWritingPdf } from './render-writing-pdf';
import { saveAnswers } from './save-answers';
import { loadStudentAssignment, projectNotFound } from './student-access';
import { refuseArchivedClass } from '../../access/class-archived';
import { submitProject } from './submit-project';
import {
  markWorkbookWritten,
  requireWorkbookWritable,
} from '../workbook-licences/workbook-writing';
import { publishPointsChange, publishProjectChange } from './publish-project-change';

const tags = ['projects'];
const assignmentParams = z.object({ classId: z.string(), activityId: z.string() });
/** Students only (401), on an activity assigned to a class of theirs (404 otherwise). */
const assignmentRefusals = errorAnswers(401, 404);

/** A student's assigned activities and their own writing, under /api/projects/student. */
export const studentProjectRoutes: FastifyPluginAsyncZod<{ publicBaseUrl?: string }> = async (
  app,
  { publicBaseUrl = '' },
) => {
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
        response: { 200: saveAnswersAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const student = await requireStudent(request);
      const { classId, activityId } = request.params;
      const { activity } = await loadStudentAssignment(request, student, classId, activityId);
      await refuseArchivedClass(app.db, classId);
      // Issue 16: a workbook reflection is read-only without a licence this year or Standard.
      const workbook = { studentId: student.id, workbookId: activity.workbook_id, now: new Date() };
      await requireWorkbookWritable(app.db, { ...workbook, classId });
      const { answers } = request.body;
      const saved = await saveAnswers(app.db, {
        studentId: student.id,
        classId,
        activity,
        answers,
      });
      await markWorkbookWritten(app.db, workbook);
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
        response: { 200: submitAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const student = await requireStudent(request);
      const { classId, activityId } = request.params;
      const { activity } = await loadStudentAssignment(request, student, classId, activityId);
      await refuseArchivedClass(app.db, classId);
      await requireWorkbookWritable(app.db, {
        studentId: student.id,
        classId,
        workbookId: activity.workbook_id,
        now: new Date(),
      });
      const handedIn = await submitProject(app.db, { studentId: student.id, classId, activityId });
      await Promise.all([
        announceNotifications(app.live, handedIn.recipients),
        publishProjectChange(app.live, 'project', {
          id: handedIn.projectId,
          classId,
          studentId: student.id,
        }),
        publishPointsChange(app.live, student.id),
      ]);
      // A new version is read by the care matcher; its lead hears of a match at once.
      if (handedIn.recipients.length > 0) {
        await checkReflection(app, {
          classId,
          projectId: handedIn.projectId,
          studentId: student.id,
          authorName: `${student.firstName} ${student.lastName}`.trim(),
          text: await handedInText(app.db, handedIn.projectId),
          publicBaseUrl: publicBaseUrl.replace(/\/+$/, ''),
        }).catch((error: unknown) => {
          app.log.error({ err: error, projectId: handedIn.projectId }, 'Care check failed');
        });
      }
      return {
        submittedAt: handedIn.submittedAt,
        points: handedIn.points,
        version: handedIn.version,
      };
    },
  );

  app.get(
    '/classes/:classId/activities/:activityId/feedback',
    {
      schema: {
        summary:
          "The teacher's feedback on the student's work: status, note, score, comments, versions",
        tags,
        params: assignmentParams,
        response: { 200: studentFeedbackAnswerSchema, ...assignmentRefusals },
      },
    },
    async (request) => {
      const student = await requireStudent(request);
      const { classId, activityId } = request.params;
      const { activity } = await loadStudentAssignment(request, student, classId, activityId);
      return getStudentFeedback(app.db, { studentId: student.id, classId, activity });
    },
  );

  app.post(
    '/classes/:classId/activities/:activityId/replies',
    {
      schema: {
        summary: "Reply to one of the teacher's comments (the class's teachers are notified)",
        tags,
        params: assignmentParams,
        body: replySchema,
        response: { 200: commentsAnswerSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const student = await requireStudent(request);
      const { classId, activityId } = request.params;
      await loadStudentAssignment(request, student, classId, activityId);
      const project = await findStudentProject(app.db, {
        studentId: student.id,
        classId,
        activityId,
      });
      if (!project) throw projectNotFound();
      const names = await app.db
        .selectFrom('students')
        .select(['first_name', 'last_name'])
        .where('id', '=', student.id)
        .executeTakeFirstOrThrow();
      const { comments, recipients } = await addComment(app.db, {
        project,
        author: {
          studentId: student.id,
          name: `${names.first_name} ${names.last_name}`,
          actorName: shortStudentName(names),
        },
        body: request.body.body,
        parentId: request.body.parentId,
      });
      await Promise.all([
        announceNotifications(app.live, recipients),
        publishProjectChange(app.live, 'comment', {
          id: project.id,
          classId,
          studentId: student.id,
        }),
      ]);
      return { comments };
    },
  );

  app.get(
    '/live',
    {
      schema: {
        summary: "Changes to the student's own work as Server-Sent Events (event: change)",
        tags,
        response: {
          200: z.any().describe('text/event-stream of LiveStudentEvent'),
          ...errorAnswers(401, 429),
        },
      },
    },
    async (request, reply) => {
      const student = await requireStudent(request);
      const stream = app.liveStreams.open(request, reply, { account: student });
      await streamStudentChanges(app, stream, student.id);
    },
  );
};

/** A project's answers as one text, for the care matcher. */
async function handedInText(db: FastifyInstance['db'], projectId: string): Promise<string> {
  const row = await db
    .selectFrom('projects')
    .select('answers')
    .where('id', '=', projectId)
    .executeTakeFirst();
  return reflectionText(row?.answers ?? null);
}
