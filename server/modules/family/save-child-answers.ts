import type { Kysely } from 'kysely';
import type { Question } from '../../../common/schemas/activities';
import { countWords } from '../../../common/schemas/projects';
import type { Database, ProjectsTable } from '../../db/schema';
import { readActivityRow } from '../activities/get-activity';
import { sanitizeAnswer } from '../../../common/writing/sanitize';

/**
 * A parent's edit of their child's active work: the whole set of answers, only those to the
 * activity's own questions kept. Written only while the project is still active.
 */
export async function saveChildAnswers(
  db: Kysely<Database>,
  { project, answers }: { project: ProjectsTable; answers: Record<string, string> },
): Promise<{ updatedAt: string }> {
  const activity = await readActivityRow(db, project.activity_id);
  const ids = new Set((JSON.parse(activity.questions) as Question[]).map((q) => q.id));
  // Sanitized like a student's own save (common/writing/sanitize.ts).
  const kept = Object.fromEntries(
    Object.entries(answers)
      .filter(([id]) => ids.has(id))
      .map(([id, text]) => [id, sanitizeAnswer(text)]),
  );
  const updatedAt = new Date().toISOString();
  await db
    .updateTable('projects')
    .set({ answers: JSON.stringify(kept), word_count: countWords(kept), updated_at: updatedAt })
    .where('id', '=', project.id)
    .where('status', '=', 'active')
    .execute();
  return { updatedAt };
}
