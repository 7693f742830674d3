import type { Kysely } from 'kysely';
import type {
  ProjectComment,
  ProjectScore,
  ProjectVersion,
} from '../../../common/schemas/projects';
import type { Rubric } from '../../../common/schemas/activities';
import type { Database } from '../../db/schema';

/** Reading the stored JSON columns back, defensively: a bad row reads as empty. */
export function parseAnswers(json: string | null | undefined): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export function parseRubric(json: string | null): Rubric | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as Rubric;
  } catch {
    return null;
  }
}

/** The score of a project against its activity's rubric: points of each chosen level. */
export function scoreOf(scoreJson: string | null, rubric: Rubric | null): ProjectScore | null {
  if (!scoreJson || !rubric) return null;
  const levels = parseAnswersAsNumbers(scoreJson);
  let points = 0;
  let maxPoints = 0;
  for (const criterion of rubric.criteria) {
    maxPoints += Math.max(0, ...criterion.levels.map((level) => level.points));
    const chosen = levels[criterion.id];
    if (chosen !== undefined) points += criterion.levels[chosen]?.points ?? 0;
  }
  return { levels, points, maxPoints };
}

function parseAnswersAsNumbers(json: string): Record<string, number> {
  try {
    const value = JSON.parse(json) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    );
  } catch {
    return {};
  }
}

/** Every comment of a project, oldest first: general, anchored and replies (the client threads them). */
export async function commentsOf(
  db: Kysely<Database>,
  projectId: string,
): Promise<ProjectComment[]> {
  const rows = await db
    .selectFrom('project_comments')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    author: row.author_name,
    authorRole: row.author_student_id ? ('student' as const) : ('teacher' as const),
    body: row.body,
    createdAt: row.created_at,
    parentId: row.parent_id,
    versionNumber: row.version_number,
    anchor:
      row.anchor_question_id !== null &&
      row.anchor_start !== null &&
      row.anchor_end !== null &&
      row.anchor_quote !== null
        ? {
            questionId: row.anchor_question_id,
            start: row.anchor_start,
            end: row.anchor_end,
            quote: row.anchor_quote,
          }
        : null,
  }));
}

/** Every hand-in of a project, oldest first. */
export async function versionsOf(
  db: Kysely<Database>,
  projectId: string,
): Promise<ProjectVersion[]> {
  const rows = await db
    .selectFrom('project_versions')
    .select(['number', 'answers', 'word_count', 'handed_in_at'])
    .where('project_id', '=', projectId)
    .orderBy('number')
    .execute();
  return rows.map((row) => ({
    number: row.number,
    answers: parseAnswers(row.answers),
    wordCount: row.word_count,
    handedInAt: row.handed_in_at,
  }));
}

/** The number of the latest hand-in, or null before the first. */
export async function latestVersionNumber(
  db: Kysely<Database>,
  projectId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('project_versions')
    .select((eb) => eb.fn.max('number').as('latest'))
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row?.latest === null || row?.latest === undefined ? null : Number(row.latest);
}
