import type { Kysely } from 'kysely';
import type { Question } from '../../../common/schemas/activities';
import { countWords, type SaveAnswersAnswer } from '../../../common/schemas/projects';
import type { ActivitiesTable, Database } from '../../db/schema';
import { AppError } from '../../errors';
import { PROJECT_MESSAGES } from '../../../common/projects/messages';
import { sanitizeAnswer } from '../../../common/writing/sanitize';

/**
 * The autosave: the whole set of answers, written over the last save. The first save creates
 * the project; later ones change it while it is active or returned for revision (409 once approved or
 * archived).
 */
export async function saveAnswers(
  db: Kysely<Database>,
  {
    studentId,
    classId,
    activity,
    answers,
  }: {
    studentId: string;
    classId: string;
    activity: ActivitiesTable;
    answers: Record<string, string>;
  },
): Promise<SaveAnswersAnswer> {
  // Only answers to the activity's own questions are kept.
  const questionIds = new Set((JSON.parse(activity.questions) as Question[]).map((q) => q.id));
  // Sanitized to the rich-text tags without attributes (common/writing/sanitize.ts).
  const kept = Object.fromEntries(
    Object.entries(answers)
      .filter(([questionId]) => questionIds.has(questionId))
      .map(([questionId, text]) => [questionId, sanitizeAnswer(text)]),
  );
  const wordCount = countWords(kept);
  const now = new Date().toISOString();
  const json = JSON.stringify(kept);
  const saved = await db
    .insertInto('projects')
    .values({
      id: crypto.randomUUID(),
      activity_id: activity.id,
      class_id: classId,
      student_id: studentId,
      answers: json,
      word_count: wordCount,
      status: 'active',
      score: null,
      submitted_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['activity_id', 'class_id', 'student_id'])
        .doUpdateSet({ answers: json, word_count: wordCount, updated_at: now })
        .where('projects.status', 'in', ['active', 'returned']),
    )
    // No row back: the project exists and is no longer active, so nothing was written.
    .returning('id')
    .executeTakeFirst();
  if (!saved) throw new AppError('CONFLICT', { answers: PROJECT_MESSAGES.locked });
  return { projectId: saved.id, updatedAt: now, wordCount };
}
