import type { Kysely } from 'kysely';
import type { Question } from '../../../common/schemas/activities';
import type { ClassProjectsAnswer, ProjectSummary } from '../../../common/schemas/projects';
import type { Database } from '../../db/schema';
import { lookOf } from '../avatar/look';
import { parseAnswers, parseRubric, scoreOf } from './project-views';
import { projectNotFound } from './student-access';

/**
 * A class's work on one activity assigned to it: every student of the class, by name, with
 * their project if they have one (404 when the activity is not assigned to the class).
 */
export async function listClassProjects(
  db: Kysely<Database>,
  { classId, activityId }: { classId: string; activityId: string },
): Promise<ClassProjectsAnswer> {
  const activity = await db
    .selectFrom('activities as act')
    .innerJoin('activity_assignments as a', 'a.activity_id', 'act.id')
    .selectAll('act')
    .where('a.class_id', '=', classId)
    .where('act.id', '=', activityId)
    .executeTakeFirst();
  if (!activity) throw projectNotFound();
  const rubric = parseRubric(activity.rubric);
  const rows = await db
    .selectFrom('class_students as cs')
    .innerJoin('students as s', 's.id', 'cs.student_id')
    .leftJoin('projects as p', (join) =>
      join
        .onRef('p.student_id', '=', 'cs.student_id')
        .on('p.class_id', '=', classId)
        .on('p.activity_id', '=', activityId),
    )
    .select([
      's.id as studentId',
      's.first_name as firstName',
      's.last_name as lastName',
      's.avatar as avatar',
      'p.id as projectId',
      'p.answers as answers',
      'p.word_count as wordCount',
      'p.status as status',
      'p.score as score',
      'p.submitted_at as submittedAt',
      'p.updated_at as updatedAt',
    ])
    .where('cs.class_id', '=', classId)
    .orderBy('s.last_name')
    .orderBy('s.first_name')
    .execute();
  const commentCounts = await countComments(
    db,
    rows.flatMap((row) => (row.projectId ? [row.projectId] : [])),
  );
  const projects: ProjectSummary[] = rows.map((row) => ({
    projectId: row.projectId ?? null,
    studentId: row.studentId,
    studentName: `${row.firstName} ${row.lastName}`,
    avatar: lookOf(row.avatar),
    answers: parseAnswers(row.answers),
    wordCount: row.wordCount ?? 0,
    status: row.status ?? 'not_started',
    submittedAt: row.submittedAt ?? null,
    updatedAt: row.updatedAt ?? null,
    commentCount: row.projectId ? (commentCounts.get(row.projectId) ?? 0) : 0,
    score: row.score ? scoreOf(row.score, rubric) : null,
  }));
  return {
    classId,
    activity: {
      id: activity.id,
      title: activity.title,
      questions: JSON.parse(activity.questions) as Question[],
      rubric,
    },
    projects,
  };
}

/** How many comments each project has, in one query. */
async function countComments(
  db: Kysely<Database>,
  projectIds: string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (projectIds.length === 0) return counts;
  const rows = await db
    .selectFrom('project_comments')
    .select(['project_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('project_id', 'in', projectIds)
    .groupBy('project_id')
    .execute();
  for (const row of rows) counts.set(row.project_id, Number(row.count));
  return counts;
}
