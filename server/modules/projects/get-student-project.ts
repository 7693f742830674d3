import type { Kysely } from 'kysely';
import type { Question } from '../../../common/schemas/activities';
import type { StudentFeedbackAnswer, StudentProjectAnswer } from '../../../common/schemas/projects';
import type { ActivitiesTable, Database } from '../../db/schema';
import { imageUrl } from '../activities/mapping';
import { findStudentProject } from './find-project';
import { commentsOf, parseAnswers, parseRubric, scoreOf, versionsOf } from './project-views';

/** The assigned activity to read and the student's own work on it, with its feedback. */
export async function getStudentProject(
  db: Kysely<Database>,
  {
    studentId,
    classId,
    activity,
    dueDate,
  }: { studentId: string; classId: string; activity: ActivitiesTable; dueDate: string | null },
): Promise<StudentProjectAnswer> {
  const project = await findStudentProject(db, { studentId, classId, activityId: activity.id });
  const rubric = parseRubric(activity.rubric);
  return {
    studentId,
    classId,
    activity: {
      id: activity.id,
      title: activity.title,
      passageReference: activity.passage_reference,
      passageSource: activity.passage_source,
      passageText: activity.passage_text,
      instructions: activity.instructions,
      questions: JSON.parse(activity.questions) as Question[],
      vocabulary: JSON.parse(activity.vocabulary) as StudentProjectAnswer['activity']['vocabulary'],
      rubric,
      imageUrl: imageUrl(activity),
      imageAlt: activity.image_alt,
      dueDate,
    },
    project: {
      answers: parseAnswers(project?.answers),
      // Not started yet reads as active: the student may write.
      status: project?.status ?? 'active',
      submittedAt: project?.submitted_at ?? null,
      updatedAt: project?.updated_at ?? null,
      comments: project ? await commentsOf(db, project.id) : [],
      score: project ? scoreOf(project.score, rubric) : null,
      returnNote: project?.return_note ?? null,
      versions: project ? await versionsOf(db, project.id) : [],
    },
  };
}

/** What the student's feedback panel shows: status, the teacher's note, score, comments, versions. */
export async function getStudentFeedback(
  db: Kysely<Database>,
  {
    studentId,
    classId,
    activity,
  }: { studentId: string; classId: string; activity: ActivitiesTable },
): Promise<StudentFeedbackAnswer> {
  const project = await findStudentProject(db, { studentId, classId, activityId: activity.id });
  if (!project) {
    return {
      status: 'active',
      submittedAt: null,
      returnNote: null,
      score: null,
      comments: [],
      versions: [],
      answers: {},
    };
  }
  return {
    status: project.status,
    submittedAt: project.submitted_at,
    returnNote: project.return_note,
    score: scoreOf(project.score, parseRubric(activity.rubric)),
    comments: await commentsOf(db, project.id),
    versions: await versionsOf(db, project.id),
    answers: parseAnswers(project.answers),
  };
}
