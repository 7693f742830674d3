import type { Kysely } from 'kysely';
import type { ProjectAnswer } from '../../../common/schemas/projects';
import type { Database, ProjectsTable } from '../../db/schema';
import { readActivityRow } from '../activities/get-activity';
import { commentsOf, parseAnswers, parseRubric, scoreOf } from './project-views';

/** One student's work with its score and comments, as a teacher of the class sees it. */
export async function getProject(
  db: Kysely<Database>,
  project: ProjectsTable,
): Promise<ProjectAnswer> {
  const activity = await readActivityRow(db, project.activity_id);
  return {
    projectId: project.id,
    classId: project.class_id,
    activityId: project.activity_id,
    studentId: project.student_id,
    answers: parseAnswers(project.answers),
    wordCount: project.word_count,
    status: project.status,
    submittedAt: project.submitted_at,
    updatedAt: project.updated_at,
    score: scoreOf(project.score, parseRubric(activity.rubric)),
    comments: await commentsOf(db, project.id),
  };
}
