import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PROJECT_MESSAGES,
  SUBMISSION_POINTS,
  countWords,
  saveAnswersSchema,
  type SaveAnswersAnswer,
  type StudentActivitiesAnswer,
  type StudentProjectAnswer,
} from '../../../common/schemas/projects';
import type { Question } from '../../../common/schemas/activities';
import { AppError } from '../../errors';
import { parseBody } from '../../lib/validation';
import { imageUrl } from '../activities/mapping';
import { renderOrderPdf } from '../fulfilment/render-order-pdf';
import { addPoints, studentPoints } from '../points/ledger';
import { commentsOf, parseAnswers, parseRubric, scoreOf, statusOf } from './project-views';
import { requireStudent } from '../../access/guards';
import { loadStudentAssignment } from './student-access';
import { studentWritingPieces } from './student-writing';

type AssignmentRequest = FastifyRequest<{ Params: { classId: string; activityId: string } }>;

/** A student's assigned activities and their own writing, under /api/student. */
export async function studentProjectRoutes(app: FastifyInstance) {
  const findProject = (studentId: string, classId: string, activityId: string) =>
    app.db
      .selectFrom('projects')
      .selectAll()
      .where('student_id', '=', studentId)
      .where('class_id', '=', classId)
      .where('activity_id', '=', activityId)
      .executeTakeFirst();

  app.get('/activities', async (request): Promise<StudentActivitiesAnswer> => {
    const student = await requireStudent(request);
    const rows = await app.db
      .selectFrom('class_students as cs')
      .innerJoin('activity_assignments as a', 'a.class_id', 'cs.class_id')
      .innerJoin('activities as act', 'act.id', 'a.activity_id')
      .innerJoin('classes as c', 'c.id', 'a.class_id')
      .leftJoin('projects as p', (join) =>
        join
          .onRef('p.activity_id', '=', 'a.activity_id')
          .onRef('p.class_id', '=', 'a.class_id')
          .on('p.student_id', '=', student.id),
      )
      .select([
        'c.id as classId',
        'c.title as classTitle',
        'act.id as activityId',
        'act.title as title',
        'act.passage_reference as passageReference',
        'act.due_date as activityDue',
        'a.due_date as assignmentDue',
        'a.assigned_at as assignedAt',
        'p.status as status',
        'p.submitted_at as submittedAt',
        'p.updated_at as updatedAt',
      ])
      .where('cs.student_id', '=', student.id)
      .orderBy('a.assigned_at', 'desc')
      .execute();
    return {
      points: await studentPoints(app.db, student.id),
      activities: rows.map((row) => ({
        classId: row.classId,
        classTitle: row.classTitle,
        activityId: row.activityId,
        title: row.title,
        passageReference: row.passageReference,
        dueDate: row.assignmentDue ?? row.activityDue,
        status: row.status ?? 'not_started',
        submitted: row.submittedAt !== null && row.submittedAt !== undefined,
        updatedAt: row.updatedAt ?? null,
      })),
    };
  });

  app.get(
    '/classes/:classId/activities/:activityId',
    async (request: AssignmentRequest): Promise<StudentProjectAnswer> => {
      const student = await requireStudent(request);
      const { classId, activityId } = request.params;
      const { activity, dueDate } = await loadStudentAssignment(
        request,
        student,
        classId,
        activityId,
      );
      const project = await findProject(student.id, classId, activityId);
      const rubric = parseRubric(activity.rubric);
      return {
        studentId: student.id,
        classId,
        activity: {
          id: activity.id,
          title: activity.title,
          passageReference: activity.passage_reference,
          passageSource: activity.passage_source,
          passageText: activity.passage_text,
          instructions: activity.instructions,
          questions: JSON.parse(activity.questions) as Question[],
          vocabulary: JSON.parse(
            activity.vocabulary,
          ) as StudentProjectAnswer['activity']['vocabulary'],
          rubric,
          imageUrl: imageUrl(activity),
          imageAlt: activity.image_alt,
          dueDate,
        },
        project: {
          answers: parseAnswers(project?.answers),
          status: statusOf(project) === 'not_started' ? 'active' : project!.status,
          submittedAt: project?.submitted_at ?? null,
          updatedAt: project?.updated_at ?? null,
          comments: project ? await commentsOf(app.db, project.id) : [],
          score: project ? scoreOf(project.score, rubric) : null,
        },
      };
    },
  );

  /** The autosave: the whole set of answers, written over the last save. */
  app.put(
    '/classes/:classId/activities/:activityId',
    async (request: AssignmentRequest): Promise<SaveAnswersAnswer> => {
      const student = await requireStudent(request);
      const { classId, activityId } = request.params;
      const { activity } = await loadStudentAssignment(request, student, classId, activityId);
      const { answers } = parseBody(saveAnswersSchema, request.body);
      // Only answers to the activity's own questions are kept.
      const questionIds = new Set((JSON.parse(activity.questions) as Question[]).map((q) => q.id));
      const kept = Object.fromEntries(
        Object.entries(answers).filter(([questionId]) => questionIds.has(questionId)),
      );
      const wordCount = countWords(kept);
      const now = new Date().toISOString();
      const json = JSON.stringify(kept);
      const id = crypto.randomUUID();
      const saved = await app.db
        .insertInto('projects')
        .values({
          id,
          activity_id: activityId,
          class_id: classId,
          student_id: student.id,
          answers: json,
          word_count: wordCount,
          status: 'active',
          score: null,
          submitted_at: null,
          created_at: now,
          updated_at: now,
        })
        // The first save creates the project; later ones change it while it is active.
        .onConflict((oc) =>
          oc
            .columns(['activity_id', 'class_id', 'student_id'])
            .doUpdateSet({ answers: json, word_count: wordCount, updated_at: now })
            .where('projects.status', '=', 'active'),
        )
        // No row back: the project exists and is no longer active, so nothing was written.
        .returning('id')
        .executeTakeFirst();
      if (!saved) throw new AppError('CONFLICT', { answers: PROJECT_MESSAGES.locked });
      return { projectId: saved.id, updatedAt: now, wordCount };
    },
  );

  /** The student's own writing, every activity, as a PDF they can keep. */
  app.get('/writing.pdf', async (request, reply) => {
    const student = await requireStudent(request);
    const pieces = await studentWritingPieces(app.db, student.id);
    const author = `${student.firstName} ${student.lastName}`;
    const bytes = await renderOrderPdf({
      orderNumber: 'MY-WRITING',
      bookName: `${author}: my writing`,
      className: [...new Set(pieces.map((piece) => piece.classTitle))].join(', '),
      schoolName: null,
      books: [
        {
          childName: author,
          copies: 1,
          pieces: pieces.map((piece) => ({ author, title: piece.title, body: piece.body })),
        },
      ],
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'attachment; filename="my-writing.pdf"')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  /** Hands the work in: the first time earns the submission points. */
  app.post(
    '/classes/:classId/activities/:activityId/submit',
    async (request: AssignmentRequest) => {
      const student = await requireStudent(request);
      const { classId, activityId } = request.params;
      await loadStudentAssignment(request, student, classId, activityId);
      const project = await findProject(student.id, classId, activityId);
      if (!project || project.word_count === 0) {
        throw new AppError('BAD_REQUEST', { answers: PROJECT_MESSAGES.nothingToSubmit });
      }
      const now = new Date().toISOString();
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('projects')
          .set({ submitted_at: now })
          .where('id', '=', project.id)
          .where('submitted_at', 'is', null)
          .execute();
        await addPoints(trx, {
          studentId: student.id,
          points: SUBMISSION_POINTS,
          kind: 'submission',
          projectId: project.id,
        });
      });
      return {
        submittedAt: project.submitted_at ?? now,
        points: await studentPoints(app.db, student.id),
      };
    },
  );
}
