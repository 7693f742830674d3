import type { Kysely } from 'kysely';
import type { Question } from '../../../common/schemas/activities';
import type { ProjectStatus } from '../../../common/schemas/projects';
import type { Database } from '../../db/schema';
import { commentsOf, parseAnswers, parseRubric, scoreOf } from '../projects/project-views';

/**
 * The one query behind both of a parent's views of a child's work (the family feed and the
 * child's work page): each project, newest change first, with its questions, answers, the
 * teacher's comments and score, and who teaches the class. The caller has checked the link.
 */
export async function childWorkRows(
  db: Kysely<Database>,
  studentId: string,
  options: { statuses?: readonly ProjectStatus[]; limit?: number } = {},
) {
  let query = db
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
      'act.passage_reference as passageReference',
      'act.questions',
      'act.rubric',
      'c.title as classTitle',
      't.first_name as teacherFirstName',
      't.last_name as teacherLastName',
      't.email as teacherEmail',
    ])
    .where('p.student_id', '=', studentId)
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.id');
  if (options.statuses) query = query.where('p.status', 'in', options.statuses);
  if (options.limit) query = query.limit(options.limit);
  const rows = await query.execute();
  return Promise.all(
    rows.map(async (row) => ({
      projectId: row.id,
      status: row.status,
      updatedAt: row.updated_at,
      classTitle: row.classTitle,
      activityTitle: row.activityTitle,
      passageReference: row.passageReference,
      questions: JSON.parse(row.questions) as Question[],
      answers: parseAnswers(row.answers),
      comments: await commentsOf(db, row.id),
      score: scoreOf(row.score, parseRubric(row.rubric)),
      teacherName: `${row.teacherFirstName} ${row.teacherLastName}`.trim(),
      teacherEmail: row.teacherEmail,
    })),
  );
}

/** The published books a child is in, newest first. */
export async function childPublishedBooks(db: Kysely<Database>, studentId: string) {
  const books = await db
    .selectFrom('book_students as bs')
    .innerJoin('books as b', 'b.id', 'bs.book_id')
    .innerJoin('classes as c', 'c.id', 'b.class_id')
    .select([
      'b.code',
      'b.name',
      'b.type',
      'b.published_at as publishedAt',
      'c.title as classTitle',
    ])
    .where('bs.student_id', '=', studentId)
    .where('b.published_at', 'is not', null)
    .orderBy('b.published_at', 'desc')
    .execute();
  return books.map((book) => ({ ...book, publishedAt: book.publishedAt ?? '' }));
}
