import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import { RECORD_ID } from '../../../common/schemas/ids';
import {
  awardPointsSchema,
  classProjectsAnswerSchema,
  commentSchema,
  commentsAnswerSchema,
  returnSchema,
  reviewAnswerSchema,
  pointsAnswerSchema,
  projectAnswerSchema,
  scoreAnswerSchema,
  scoreSchema,
  statusAnswerSchema,
  statusSchema,
} from '../../../common/schemas/projects';
import { requireTeacherOfClass } from '../../access/teaches-class';
import { awardPoints } from '../points/award-points';
import { addComment } from './add-comment';
import { getProject, getReview } from './get-project';
import { announceNotifications, recordNotifications } from '../notifications/record-notifications';
import { PROJECT_MESSAGES } from '../../../common/projects/messages';
import { PATHS } from '../../../common/routes';
import { notifyAboutProject, teacherName } from './project-notifications';
import { approveProject, returnProject } from './set-project-status';
import { listClassProjects } from './list-class-projects';
import type { LiveTimer } from '../../live/live-timer';
import { createClassWatch, streamClassProjects, TEACHES_CLASS } from './live';
import { publishPointsChange, publishProjectChange } from './publish-project-change';
import { scoreProject } from './score-project';
import { setProjectStatus } from './set-project-status';
import { projectNotFound } from './student-access';
import { loadTeacherProject, requirePointsAwarder } from './teacher-access';

const tags = ['projects'];
const projectRef = (project: { id: string; class_id: string; student_id: string }) => ({
  id: project.id,
  classId: project.class_id,
  studentId: project.student_id,
});
const projectParams = z.object({ projectId: z.string() });
/** Anyone but a teacher of the class gets the 404 of a missing record (audited). */
const notFound = errorAnswers(404);

/**
 * The teacher's side of student writing under /api/projects: the class's work on an
 * activity, live updates, comments, rubric scores, status and points. Every call first
 * checks that the signed-in teacher teaches the class (404 and an audit row otherwise).
 */
export const teacherProjectRoutes: FastifyPluginAsyncZod<{
  liveTimer?: LiveTimer | undefined;
}> = async (app, { liveTimer }) => {
  const classWatch = createClassWatch(app, liveTimer);

  app.get(
    '/classes/:classId/activities/:activityId',
    {
      schema: {
        summary: "A class's work on one assigned activity, every student by name",
        tags,
        params: z.object({ classId: z.string(), activityId: z.string() }),
        response: { 200: classProjectsAnswerSchema, ...notFound },
      },
    },
    async (request) => {
      const { classId, activityId } = request.params;
      if (!RECORD_ID.test(classId) || !RECORD_ID.test(activityId)) throw projectNotFound();
      await requireTeacherOfClass(request, classId);
      return listClassProjects(app.db, { classId, activityId });
    },
  );

  app.get(
    '/classes/:classId/live',
    {
      schema: {
        summary: "The class's changed work as Server-Sent Events (event: project)",
        tags,
        params: z.object({ classId: z.string() }),
        response: {
          200: z.any().describe('text/event-stream of LiveProjectEvent'),
          ...errorAnswers(404, 429),
        },
      },
    },
    async (request, reply) => {
      const { classId } = request.params;
      if (!RECORD_ID.test(classId)) throw projectNotFound();
      await requireTeacherOfClass(request, classId);
      // requireTeacherOfClass has resolved the signed-in teacher.
      const account = request.account!;
      const stream = app.liveStreams.open(request, reply, {
        account,
        access: { name: TEACHES_CLASS, subject: classId },
      });
      await streamClassProjects(app, classWatch, stream, {
        classId,
        resumeFrom: request.headers['last-event-id'],
      });
    },
  );

  app.get(
    '/:projectId',
    {
      schema: {
        summary: "One student's work with its score and comments",
        tags,
        params: projectParams,
        response: { 200: projectAnswerSchema, ...notFound },
      },
    },
    async (request) => {
      const { project } = await loadTeacherProject(request, request.params.projectId);
      return getProject(app.db, project);
    },
  );

  app.get(
    '/:projectId/review',
    {
      schema: {
        summary: "The review screen: one student's work, its activity, versions and neighbours",
        tags,
        params: projectParams,
        response: { 200: reviewAnswerSchema, ...notFound },
      },
    },
    async (request) => {
      const { project } = await loadTeacherProject(request, request.params.projectId);
      return getReview(app.db, project);
    },
  );

  app.post(
    '/:projectId/comments',
    {
      schema: {
        summary: 'Comment on a project: general, on a passage (anchor) or in a thread (parentId)',
        tags,
        params: projectParams,
        body: commentSchema,
        response: { 200: commentsAnswerSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const { project, teacherId } = await loadTeacherProject(request, request.params.projectId);
      const { body, anchor, parentId } = request.body;
      const { comments, recipients } = await addComment(app.db, {
        project,
        author: { teacherId },
        body,
        anchor,
        parentId,
      });
      await Promise.all([
        announceNotifications(app.live, recipients),
        publishProjectChange(app.live, 'comment', projectRef(project)),
      ]);
      return { comments };
    },
  );

  /** After a status change (a return, an approval…) has committed: the bell, then live views. */
  const announceStatusChange = (
    recipients: Parameters<typeof announceNotifications>[1],
    project: Parameters<typeof projectRef>[0],
  ) =>
    Promise.all([
      announceNotifications(app.live, recipients),
      publishProjectChange(app.live, 'project', projectRef(project)),
    ]);

  app.post(
    '/:projectId/return',
    {
      schema: {
        summary: 'Return handed-in work for revision, with an optional note to the student',
        tags,
        params: projectParams,
        body: returnSchema,
        response: { 200: statusAnswerSchema, ...errorAnswers(400, 404, 409) },
      },
    },
    async (request) => {
      const { project, teacherId } = await loadTeacherProject(request, request.params.projectId);
      const { recipients, ...answer } = await returnProject(app.db, {
        project,
        teacherId,
        note: request.body.note,
      });
      await announceStatusChange(recipients, project);
      return answer;
    },
  );

  app.post(
    '/:projectId/approve',
    {
      schema: {
        summary: 'Approve the work: it becomes read-only to the student, who is notified',
        tags,
        params: projectParams,
        body: ignoredBodySchema,
        response: { 200: statusAnswerSchema, ...errorAnswers(400, 404, 409) },
      },
    },
    async (request) => {
      const { project, teacherId } = await loadTeacherProject(request, request.params.projectId);
      const { recipients, ...answer } = await approveProject(app.db, { project, teacherId });
      await announceStatusChange(recipients, project);
      return answer;
    },
  );

  app.post(
    '/:projectId/points',
    {
      schema: {
        summary: 'Award the student points for this work (they are notified)',
        tags,
        params: projectParams,
        body: awardPointsSchema,
        response: { 200: pointsAnswerSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const { project, teacherId } = await loadTeacherProject(request, request.params.projectId);
      const { points, note } = request.body;
      const { total, recipients } = await app.db.transaction().execute(async (trx) => {
        const total = await awardPoints(trx, {
          studentId: project.student_id,
          points,
          note,
          teacherId,
        });
        const recipients = await notifyAboutProject(trx, {
          kind: 'points',
          project,
          actorName: await teacherName(trx, teacherId),
        });
        return { total, recipients };
      });
      await Promise.all([
        announceNotifications(app.live, recipients),
        publishPointsChange(app.live, project.student_id),
      ]);
      return { points: total };
    },
  );

  app.put(
    '/:projectId/score',
    {
      schema: {
        summary: "Score a project with its activity's rubric",
        tags,
        params: projectParams,
        body: scoreSchema,
        response: { 200: scoreAnswerSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const { project } = await loadTeacherProject(request, request.params.projectId);
      const score = await scoreProject(app.db, { project, levels: request.body.levels });
      await publishProjectChange(app.live, 'score', projectRef(project));
      return { score };
    },
  );

  app.post(
    '/:projectId/status',
    {
      schema: {
        summary: 'Move a project between active, returned, approved and archived',
        tags,
        params: projectParams,
        body: statusSchema,
        response: { 200: statusAnswerSchema, ...errorAnswers(400, 404, 409) },
      },
    },
    async (request) => {
      const { project, teacherId } = await loadTeacherProject(request, request.params.projectId);
      // Returned and approved go through the feedback loop's own steps (and notify).
      const { recipients, ...answer } = await setProjectStatus(app.db, {
        project,
        status: request.body.status,
        teacherId,
      });
      await announceStatusChange(recipients, project);
      return answer;
    },
  );

  app.post(
    '/students/:studentId/points',
    {
      schema: {
        summary: 'Award a student points',
        tags,
        params: z.object({ studentId: z.string() }),
        body: awardPointsSchema,
        response: { 200: pointsAnswerSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const { studentId } = request.params;
      const teacherId = await requirePointsAwarder(request, studentId);
      const { points, note } = request.body;
      // Not about one piece of work: the notification names the note, and opens their area.
      const { total, recipients } = await app.db.transaction().execute(async (trx) => ({
        total: await awardPoints(trx, { studentId, points, note, teacherId }),
        recipients: await recordNotifications(trx, {
          kind: 'points',
          recipients: [{ studentId }],
          classId: null,
          projectId: null,
          actorName: await teacherName(trx, teacherId),
          subject: note || PROJECT_MESSAGES.pointsSubject,
          link: PATHS.studentArea,
        }),
      }));
      await Promise.all([
        announceNotifications(app.live, recipients),
        publishPointsChange(app.live, studentId),
      ]);
      return { points: total };
    },
  );
};
