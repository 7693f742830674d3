import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../../common/schemas/fields';
import { RECORD_ID } from '../../../common/schemas/ids';
import {
  awardPointsSchema,
  classProjectsAnswerSchema,
  commentSchema,
  commentsAnswerSchema,
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
import { getProject } from './get-project';
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

  app.post(
    '/:projectId/comments',
    {
      schema: {
        summary: 'Comment on a project',
        tags,
        params: projectParams,
        body: commentSchema,
        response: { 200: commentsAnswerSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const { project, teacherId } = await loadTeacherProject(request, request.params.projectId);
      const { body } = request.body;
      const comments = await addComment(app.db, { projectId: project.id, teacherId, body });
      await publishProjectChange(app.live, 'comment', projectRef(project));
      return { comments };
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
        summary: 'Move a project between active, approved and archived',
        tags,
        params: projectParams,
        body: statusSchema,
        response: { 200: statusAnswerSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const { project } = await loadTeacherProject(request, request.params.projectId);
      const answer = await setProjectStatus(app.db, {
        projectId: project.id,
        status: request.body.status,
      });
      await publishProjectChange(app.live, 'project', projectRef(project));
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
      const total = await awardPoints(app.db, { studentId, points, note, teacherId });
      await publishPointsChange(app.live, studentId);
      return { points: total };
    },
  );
};
