import type { Kysely } from 'kysely';
import type { ActivitySummary } from '../../../common/schemas/activities';
import type { Database } from '../../db/schema';
import { listAssignments } from './list-assignments';

/** A teacher's activities, most recently changed first. */
export async function listActivities(
  db: Kysely<Database>,
  teacherId: string,
): Promise<ActivitySummary[]> {
  const [rows, assignments] = await Promise.all([
    db
      .selectFrom('activities')
      .select([
        'id',
        'title',
        'passage_reference',
        'questions',
        'due_date',
        'image_key',
        'source_library_id',
        'updated_at',
      ])
      .where('teacher_id', '=', teacherId)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .execute(),
    listAssignments(db, { teacherId }),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    passageReference: row.passage_reference,
    questionCount: (JSON.parse(row.questions) as unknown[]).length,
    dueDate: row.due_date,
    hasImage: row.image_key !== null,
    sourceLibraryId: row.source_library_id,
    updatedAt: row.updated_at,
    assignments: assignments.get(row.id) ?? [],
  }));
}
