import type { Kysely } from 'kysely';
import type { Question } from '../../../common/schemas/activities';
import type { Database } from '../../db/schema';
import { pieceBody } from './piece-body';
import { parseAnswers } from './project-views';

/** Every piece a student has written (any class, any status), oldest first: theirs only. */
export async function studentWritingPieces(db: Kysely<Database>, studentId: string) {
  const rows = await db
    .selectFrom('projects as p')
    .innerJoin('activities as act', 'act.id', 'p.activity_id')
    .innerJoin('classes as c', 'c.id', 'p.class_id')
    .select(['act.title', 'act.questions', 'p.answers', 'c.title as classTitle'])
    .where('p.student_id', '=', studentId)
    .where('p.word_count', '>', 0)
    .orderBy('p.created_at')
    .execute();
  return rows.map((row) => ({
    classTitle: row.classTitle,
    title: row.title,
    body: pieceBody(JSON.parse(row.questions) as Question[], parseAnswers(row.answers)),
  }));
}
