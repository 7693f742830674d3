import type { Kysely } from 'kysely';
import { type ProjectScore } from '../../../common/schemas/projects';
import type { Database, ProjectsTable } from '../../db/schema';
import { AppError } from '../../errors';
import { readActivityRow } from '../activities/get-activity';
import { parseRubric, scoreOf } from './project-views';
import { PROJECT_MESSAGES } from '../../../common/projects/messages';

/**
 * Scores a project with its activity's rubric: a level (by index) for any of its criteria.
 * A level or criterion the rubric does not have, or no rubric at all, is refused.
 */
export async function scoreProject(
  db: Kysely<Database>,
  { project, levels }: { project: ProjectsTable; levels: Record<string, number> },
): Promise<ProjectScore | null> {
  const rubric = parseRubric((await readActivityRow(db, project.activity_id)).rubric);
  const valid =
    rubric !== null &&
    Object.entries(levels).every(([criterionId, level]) => {
      const criterion = rubric.criteria.find((entry) => entry.id === criterionId);
      return criterion !== undefined && level < criterion.levels.length;
    });
  if (!valid) throw new AppError('BAD_REQUEST', { levels: PROJECT_MESSAGES.scoreInvalid });
  const json = JSON.stringify(levels);
  await db.updateTable('projects').set({ score: json }).where('id', '=', project.id).execute();
  return scoreOf(json, rubric);
}
