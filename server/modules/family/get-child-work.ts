import type { Kysely } from 'kysely';
import type { Question } from '../../../common/schemas/activities';
import type { ChildProject, ChildWorkAnswer } from '../../../common/schemas/family';
import type { Database } from '../../db/schema';
import { commentsOf, parseAnswers, parseRubric, scoreOf } from '../projects/project-views';

/**
 * A child's work, most recently changed first, with the teacher's feedback and whom to write
 * to, and the published books the child is in.
 */
export async function getChildWork(
  db: Kysely<Database>,
  studentId: string,
): Promise<ChildWorkAnswer> {
  const child = await db
    .selectFrom('students')
    .select(['first_name', 'last_name'])
    .where('id', '=', studentId)
    .executeTakeFirstOrThrow();
  const rows = await db
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
      comments: await commentsOf(db, row.id),
      score: scoreOf(row.score, parseRubric(row.rubric)),
      teacherEmail: row.teacherEmail,
    });
  }
  const books = await db
    .selectFrom('book_students')
    .innerJoin('books', 'books.id', 'book_students.book_id')
    .select(['books.code', 'books.name'])
    .where('book_students.student_id', '=', studentId)
    .where('books.published_at', 'is not', null)
    .orderBy('books.published_at', 'desc')
    .execute();
  return { studentId, firstName: child.first_name, lastName: child.last_name, projects, books };
}
