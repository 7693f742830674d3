import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Question } from '../../../common/schemas/activities';
import {
  FAMILY_MESSAGES,
  type ChildProject,
  type ChildWorkAnswer,
} from '../../../common/schemas/family';
import { countWords, saveAnswersSchema } from '../../../common/schemas/projects';
import { requireParentOf } from '../../access/parent-of';
import { AppError } from '../../errors';
import { parseBody } from '../../lib/validation';
import { commentsOf, parseAnswers, parseRubric, scoreOf } from '../projects/project-views';
import { RECORD_ID } from '../../../common/schemas/ids';

type ChildRequest = FastifyRequest<{ Params: { studentId: string } }>;
type ProjectRequest = FastifyRequest<{ Params: { studentId: string; projectId: string } }>;

const notFound = () => new AppError('NOT_FOUND', { student: FAMILY_MESSAGES.notFound });

/** A parent's linked children's work under /api/parent (SPEC §4 Projects). */
export async function familyRoutes(app: FastifyInstance) {
  /** The signed-in parent of this child, or 404 (audited for a signed-in stranger). */
  const parentOf = (request: ChildRequest | ProjectRequest) =>
    requireParentOf(request, request.params.studentId);

  /** The child's project, still active (approved or archived work changes only by request). */
  async function activeProject(request: ProjectRequest) {
    await parentOf(request);
    const { studentId, projectId } = request.params;
    const project = RECORD_ID.test(projectId)
      ? await app.db
          .selectFrom('projects')
          .selectAll()
          .where('id', '=', projectId)
          .where('student_id', '=', studentId)
          .executeTakeFirst()
      : undefined;
    if (!project) throw notFound();
    if (project.status !== 'active') {
      throw new AppError('CONFLICT', { project: FAMILY_MESSAGES.locked });
    }
    return project;
  }

  app.get('/children/:studentId/work', async (request: ChildRequest): Promise<ChildWorkAnswer> => {
    await parentOf(request);
    const { studentId } = request.params;
    const child = await app.db
      .selectFrom('students')
      .select(['first_name', 'last_name'])
      .where('id', '=', studentId)
      .executeTakeFirstOrThrow();
    const rows = await app.db
      .selectFrom('projects as p')
      .innerJoin('activities as act', 'act.id', 'p.activity_id')
      .innerJoin('classes as c', 'c.id', 'p.class_id')
      .innerJoin('users as t', 't.id', 'c.teacher_id')
      .select([
        'p.id',
        'p.answers',
        'p.status',
        'p.score',
        'p.updated_at',
        'act.title as activityTitle',
        'act.questions',
        'act.rubric',
        'c.title as classTitle',
        't.email as teacherEmail',
      ])
      .where('p.student_id', '=', studentId)
      .orderBy('p.updated_at', 'desc')
      .execute();
    const projects: ChildProject[] = [];
    for (const row of rows) {
      projects.push({
        projectId: row.id,
        classTitle: row.classTitle,
        activityTitle: row.activityTitle,
        questions: JSON.parse(row.questions) as Question[],
        answers: parseAnswers(row.answers),
        status: row.status,
        updatedAt: row.updated_at,
        comments: await commentsOf(app.db, row.id),
        score: scoreOf(row.score, parseRubric(row.rubric)),
        teacherEmail: row.teacherEmail,
      });
    }
    const books = await app.db
      .selectFrom('book_students')
      .innerJoin('books', 'books.id', 'book_students.book_id')
      .select(['books.code', 'books.name'])
      .where('book_students.student_id', '=', studentId)
      .where('books.published_at', 'is not', null)
      .orderBy('books.published_at', 'desc')
      .execute();
    return {
      studentId,
      firstName: child.first_name,
      lastName: child.last_name,
      projects,
      books,
    };
  });

  app.put('/children/:studentId/projects/:projectId', async (request: ProjectRequest) => {
    const project = await activeProject(request);
    const { answers } = parseBody(saveAnswersSchema, request.body);
    const activity = await app.db
      .selectFrom('activities')
      .select('questions')
      .where('id', '=', project.activity_id)
      .executeTakeFirstOrThrow();
    const ids = new Set((JSON.parse(activity.questions) as Question[]).map((q) => q.id));
    const kept = Object.fromEntries(Object.entries(answers).filter(([id]) => ids.has(id)));
    const updatedAt = new Date().toISOString();
    await app.db
      .updateTable('projects')
      .set({ answers: JSON.stringify(kept), word_count: countWords(kept), updated_at: updatedAt })
      .where('id', '=', project.id)
      .where('status', '=', 'active')
      .execute();
    return { updatedAt };
  });

  app.delete('/children/:studentId/projects/:projectId', async (request: ProjectRequest, reply) => {
    const project = await activeProject(request);
    await app.db.deleteFrom('projects').where('id', '=', project.id).execute();
    return reply.status(204).send();
  });
}
