import type { Kysely } from 'kysely';
import type { Question } from '../../../common/schemas/activities';
import type { ChildFeedAnswer, FeedPiece } from '../../../common/schemas/family';
import type { Database } from '../../db/schema';
import { commentsOf, parseAnswers, parseRubric, scoreOf } from '../projects/project-views';

/** How many pieces the feed shows: a school year of weekly writing, and a bound on the work. */
export const FEED_LIMIT = 60;

/** Only work the teacher has looked at is shared with the family (issue 12, point 2). */
const SHARED_STATUSES = ['approved', 'returned'] as const;

/**
 * A linked child's feed: their approved and returned work, newest first, each with the
 * teacher's feedback, and the published books they are in. The caller has already checked
 * that the parent is linked to this child (requireParentOf).
 */
export async function getChildFeed(
  db: Kysely<Database>,
  studentId: string,
): Promise<ChildFeedAnswer> {
  const child = await db
    .selectFrom('students')
    .select(['first_name'])
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
      'act.passage_reference as passageReference',
      'act.questions',
      'act.rubric',
      'c.title as classTitle',
      't.first_name as teacherFirstName',
      't.last_name as teacherLastName',
    ])
    .where('p.student_id', '=', studentId)
    .where('p.status', 'in', SHARED_STATUSES)
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.id')
    .limit(FEED_LIMIT)
    .execute();
  const pieces: FeedPiece[] = [];
  for (const row of rows) {
    pieces.push({
      projectId: row.id,
      classTitle: row.classTitle,
      teacherName: `${row.teacherFirstName} ${row.teacherLastName}`.trim(),
      activityTitle: row.activityTitle,
      passageReference: row.passageReference,
      questions: JSON.parse(row.questions) as Question[],
      answers: parseAnswers(row.answers),
      status: row.status === 'approved' ? 'approved' : 'returned',
      updatedAt: row.updated_at,
      comments: await commentsOf(db, row.id),
      score: scoreOf(row.score, parseRubric(row.rubric)),
    });
  }
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
  return {
    studentId,
    firstName: child.first_name,
    pieces,
    books: books.map((book) => ({ ...book, publishedAt: book.publishedAt ?? '' })),
  };
}
