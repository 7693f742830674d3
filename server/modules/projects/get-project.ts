import type { Kysely } from 'kysely';
import type { Question } from '../../../common/schemas/activities';
import type { ProjectAnswer, ReviewAnswer } from '../../../common/schemas/projects';
import type { Database, ProjectsTable } from '../../db/schema';
import { readActivityRow } from '../activities/get-activity';
import { studentPoints } from '../points/ledger';
import { commentsOf, parseAnswers, parseRubric, scoreOf, versionsOf } from './project-views';

/** One student's work with its score, comments and versions, as a teacher of the class sees it. */
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
    returnNote: project.return_note,
    versions: await versionsOf(db, project.id),
  };
}

/**
 * The review screen: the work, its activity's questions and rubric, the student's name and
 * points, and the work of the students before and after them (by name) on the same activity.
 */
export async function getReview(
  db: Kysely<Database>,
  project: ProjectsTable,
): Promise<ReviewAnswer> {
  const activity = await readActivityRow(db, project.activity_id);
  const classRow = await db
    .selectFrom('classes')
    .select('title')
    .where('id', '=', project.class_id)
    .executeTakeFirstOrThrow();
  const siblings = await db
    .selectFrom('projects as p')
    .innerJoin('students as s', 's.id', 'p.student_id')
    .innerJoin('class_students as cs', (join) =>
      join.onRef('cs.student_id', '=', 'p.student_id').onRef('cs.class_id', '=', 'p.class_id'),
    )
    .select(['p.id as id', 's.first_name as firstName', 's.last_name as lastName'])
    .where('p.class_id', '=', project.class_id)
    .where('p.activity_id', '=', project.activity_id)
    .orderBy('s.last_name')
    .orderBy('s.first_name')
    .orderBy('p.id')
    .execute();
  const at = siblings.findIndex((row) => row.id === project.id);
  const student = await db
    .selectFrom('students')
    .select(['first_name', 'last_name'])
    .where('id', '=', project.student_id)
    .executeTakeFirstOrThrow();
  return {
    project: await getProject(db, project),
    studentName: `${student.first_name} ${student.last_name}`,
    classTitle: classRow.title,
    activity: {
      id: activity.id,
      title: activity.title,
      questions: JSON.parse(activity.questions) as Question[],
      rubric: parseRubric(activity.rubric),
    },
    previousProjectId: at > 0 ? (siblings[at - 1]?.id ?? null) : null,
    nextProjectId: at >= 0 ? (siblings[at + 1]?.id ?? null) : null,
    points: await studentPoints(db, project.student_id),
  };
}
