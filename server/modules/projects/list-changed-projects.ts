import type { Kysely } from 'kysely';
import type { LiveProjectEvent } from '../../../common/schemas/projects';
import type { Database } from '../../db/schema';
import { parseAnswers } from './project-views';

/**
 * The projects of a class changed since `since` (ISO time), oldest first. Every server
 * instance reads the same table, so a save on one reaches a teacher connected to another.
 */
export async function listChangedProjects(
  db: Kysely<Database>,
  { classId, since }: { classId: string; since: string },
): Promise<LiveProjectEvent[]> {
  const rows = await db
    .selectFrom('projects')
    .select(['id', 'activity_id', 'student_id', 'answers', 'word_count', 'status', 'updated_at'])
    .where('class_id', '=', classId)
    .where('updated_at', '>', since)
    .orderBy('updated_at')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    projectId: row.id,
    activityId: row.activity_id,
    studentId: row.student_id,
    answers: parseAnswers(row.answers),
    wordCount: row.word_count,
    status: row.status,
    updatedAt: row.updated_at,
  }));
}
