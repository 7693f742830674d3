import type { Kysely } from 'kysely';
import type { ProjectComment, ProjectScore } from '../../../common/schemas/projects';
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

export async function commentsOf(
  db: Kysely<Database>,
  projectId: string,
): Promise<ProjectComment[]> {
  const rows = await db
    .selectFrom('project_comments')
    .select(['id', 'author_name', 'body', 'created_at'])
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    author: row.author_name,
    body: row.body,
    createdAt: row.created_at,
  }));
}
