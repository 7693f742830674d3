import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Question } from '../../../common/schemas/activities';
import {
  awardPointsSchema,
  commentSchema,
  PROJECT_MESSAGES,
  scoreSchema,
  statusSchema,
  type ClassProjectsAnswer,
  type ProjectSummary,
} from '../../../common/schemas/projects';
import type { ProjectsTable } from '../../db/schema';
import { AppError } from '../../errors';
import { lookOf } from '../avatar/look';
import { parseBody } from '../../lib/validation';
import { writeAudit } from '../../lib/audit';
import { auditClassAccessDenied, requireTeacherOfClass } from '../../access/teaches-class';
import { teachesStudent } from '../../access/teaches-student';
import { resolveAccount } from '../../plugins/session';
import { streamClassProjects, viewerMayStillWatch, type LiveTimer } from './live';
import { addPoints, studentPoints } from '../points/ledger';
import { commentsOf, parseAnswers, parseRubric, scoreOf } from './project-views';
import { RECORD_ID } from '../../../common/schemas/ids';
import { projectNotFound } from './student-access';

type ClassActivityRequest = FastifyRequest<{ Params: { classId: string; activityId: string } }>;
type ProjectRequest = FastifyRequest<{ Params: { projectId: string } }>;

/**
 * The teacher's side of student writing under /api/classroom: the class's work on an
 * activity, live updates, comments, rubric scores, status and points. Every call first
 * checks that the signed-in teacher teaches the class (404 and an audit row otherwise).
 */
export async function teacherProjectRoutes(
  app: FastifyInstance,
  { liveTimer }: { liveTimer?: LiveTimer | undefined },
) {
  const openStreams = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const stop of [...openStreams]) stop();
  });

  /** The project and the teacher of its class, or 404. */
  async function teacherProject(request: ProjectRequest) {
    const { projectId } = request.params;
    const project = RECORD_ID.test(projectId)
      ? await app.db
          .selectFrom('projects')
          .selectAll()
          .where('id', '=', projectId)
          .executeTakeFirst()
      : undefined;
    if (!project) throw projectNotFound();
    const { teacherId } = await requireTeacherOfClass(request, project.class_id);
    return { project, teacherId };
  }

  async function activityOf(project: Pick<ProjectsTable, 'activity_id'>) {
    return app.db
      .selectFrom('activities')
      .selectAll()
      .where('id', '=', project.activity_id)
      .executeTakeFirstOrThrow();
  }

  app.get(
    '/classes/:classId/activities/:activityId/projects',
    async (request: ClassActivityRequest): Promise<ClassProjectsAnswer> => {
      const { classId, activityId } = request.params;
      if (!RECORD_ID.test(classId) || !RECORD_ID.test(activityId)) throw projectNotFound();
      await requireTeacherOfClass(request, classId);
      const activity = await app.db
        .selectFrom('activities as act')
        .innerJoin('activity_assignments as a', 'a.activity_id', 'act.id')
        .selectAll('act')
        .where('a.class_id', '=', classId)
        .where('act.id', '=', activityId)
        .executeTakeFirst();
      if (!activity) throw projectNotFound();
      const rubric = parseRubric(activity.rubric);
      const rows = await app.db
        .selectFrom('class_students as cs')
        .innerJoin('students as s', 's.id', 'cs.student_id')
        .leftJoin('projects as p', (join) =>
          join
            .onRef('p.student_id', '=', 'cs.student_id')
            .on('p.class_id', '=', classId)
            .on('p.activity_id', '=', activityId),
        )
        .select([
          's.id as studentId',
          's.first_name as firstName',
          's.last_name as lastName',
          's.avatar as avatar',
          'p.id as projectId',
          'p.answers as answers',
          'p.word_count as wordCount',
          'p.status as status',
          'p.score as score',
          'p.submitted_at as submittedAt',
          'p.updated_at as updatedAt',
        ])
        .where('cs.class_id', '=', classId)
        .orderBy('s.last_name')
        .orderBy('s.first_name')
        .execute();
      const projectIds = rows.flatMap((row) => (row.projectId ? [row.projectId] : []));
      const commentCounts = new Map<string, number>();
      if (projectIds.length > 0) {
        const counts = await app.db
          .selectFrom('project_comments')
          .select(['project_id', (eb) => eb.fn.countAll<number | string>().as('count')])
          .where('project_id', 'in', projectIds)
          .groupBy('project_id')
          .execute();
        for (const row of counts) commentCounts.set(row.project_id, Number(row.count));
      }
      const projects: ProjectSummary[] = rows.map((row) => ({
        projectId: row.projectId ?? null,
        studentId: row.studentId,
        studentName: `${row.firstName} ${row.lastName}`,
        avatar: lookOf(row.avatar),
        answers: parseAnswers(row.answers),
        wordCount: row.wordCount ?? 0,
        status: row.status ?? 'not_started',
        submittedAt: row.submittedAt ?? null,
        updatedAt: row.updatedAt ?? null,
        commentCount: row.projectId ? (commentCounts.get(row.projectId) ?? 0) : 0,
        score: row.score ? scoreOf(row.score, rubric) : null,
      }));
      return {
        classId,
        activity: {
          id: activity.id,
          title: activity.title,
          questions: JSON.parse(activity.questions) as Question[],
          rubric,
        },
        projects,
      };
    },
  );

  app.get(
    '/classes/:classId/live',
    async (request: FastifyRequest<{ Params: { classId: string } }>, reply: FastifyReply) => {
      const { classId } = request.params;
      if (!RECORD_ID.test(classId)) throw projectNotFound();
      await requireTeacherOfClass(request, classId);
      streamClassProjects(app, request, reply, classId, {
        open: openStreams,
        mayStillWatch: () => viewerMayStillWatch(request, classId),
        timer: liveTimer,
      });
    },
  );

  app.get('/projects/:projectId', async (request: ProjectRequest) => {
    const { project } = await teacherProject(request);
    const activity = await activityOf(project);
    return {
      projectId: project.id,
      classId: project.class_id,
      activityId: project.activity_id,
      studentId: project.student_id,
      answers: parseAnswers(project.answers),
      wordCount: project.word_count,
      status: project.status,
      submittedAt: project.submitted_at,
      updatedAt: project.updated_at,
      score: scoreOf(project.score, parseRubric(activity.rubric)),
      comments: await commentsOf(app.db, project.id),
    };
  });

  app.post('/projects/:projectId/comments', async (request: ProjectRequest) => {
    const { project, teacherId } = await teacherProject(request);
    const { body } = parseBody(commentSchema, request.body);
    const teacher = await app.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', teacherId)
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('project_comments')
      .values({
        id: crypto.randomUUID(),
        project_id: project.id,
        author_user_id: teacherId,
        author_name: `${teacher.first_name} ${teacher.last_name}`,
        body,
        created_at: new Date().toISOString(),
      })
      .execute();
    return { comments: await commentsOf(app.db, project.id) };
  });

  app.put('/projects/:projectId/score', async (request: ProjectRequest) => {
    const { project } = await teacherProject(request);
    const rubric = parseRubric((await activityOf(project)).rubric);
    const { levels } = parseBody(scoreSchema, request.body);
    const valid =
      rubric !== null &&
      Object.entries(levels).every(([criterionId, level]) => {
        const criterion = rubric.criteria.find((entry) => entry.id === criterionId);
        return criterion !== undefined && level < criterion.levels.length;
      });
    if (!valid) throw new AppError('BAD_REQUEST', { levels: PROJECT_MESSAGES.scoreInvalid });
    const json = JSON.stringify(levels);
    await app.db
      .updateTable('projects')
      .set({ score: json })
      .where('id', '=', project.id)
      .execute();
    return { score: scoreOf(json, rubric) };
  });

  app.post('/projects/:projectId/status', async (request: ProjectRequest) => {
    const { project } = await teacherProject(request);
    const { status } = parseBody(statusSchema, request.body);
    // The time moves too, so the live view and the student's page see the change.
    const updatedAt = new Date().toISOString();
    await app.db
      .updateTable('projects')
      .set({ status, updated_at: updatedAt })
      .where('id', '=', project.id)
      .execute();
    return { status, updatedAt };
  });

  app.post(
    '/students/:studentId/points',
    async (request: FastifyRequest<{ Params: { studentId: string } }>) => {
      const { studentId } = request.params;
      const { points, note } = parseBody(awardPointsSchema, request.body);
      const inClass = RECORD_ID.test(studentId)
        ? await app.db
            .selectFrom('class_students')
            .select('class_id')
            .where('student_id', '=', studentId)
            .execute()
        : [];
      // Allowed when the teacher teaches (owns or co-teaches) any class the student is in.
      const account = request.account ?? (await resolveAccount(request));
      const teacherId =
        account?.type === 'teacher' &&
        inClass.length > 0 &&
        (await teachesStudent(app.db, account.id, studentId))
          ? account.id
          : null;
      if (!teacherId) {
        // Refused like every class of the student's would refuse the caller.
        for (const { class_id: classId } of inClass) {
          await auditClassAccessDenied(request, account, classId);
        }
        if (inClass.length === 0 && account) {
          await writeAudit(app.db, {
            action: 'points_denied',
            actorType: 'user',
            actorId: account.id,
            targetType: 'student',
            targetId: studentId,
            ip: request.ip,
          });
        }
        throw new AppError('NOT_FOUND', { student: PROJECT_MESSAGES.notFound });
      }
      await addPoints(app.db, {
        studentId,
        points,
        kind: 'award',
        note: note || null,
        createdBy: teacherId,
      });
      return { points: await studentPoints(app.db, studentId) };
    },
  );
}
