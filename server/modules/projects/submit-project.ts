import type { Kysely } from 'kysely';
import { SUBMISSION_POINTS } from '../../../common/schemas/projects';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { addPoints, studentPoints } from '../points/ledger';
import { findStudentProject } from './find-project';
import { PROJECT_MESSAGES } from '../../../common/projects/messages';

/**
 * Hands the work in: the first time earns the submission points (once, however often it is
 * handed in). There must be some writing. Answers the project, the first hand-in's time and
 * the points.
 */
export async function submitProject(
  db: Kysely<Database>,
  input: { studentId: string; classId: string; activityId: string },
): Promise<{ projectId: string; submittedAt: string; points: number }> {
  const project = await findStudentProject(db, input);
  if (!project || project.word_count === 0) {
    throw new AppError('BAD_REQUEST', { answers: PROJECT_MESSAGES.nothingToSubmit });
  }
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('projects')
      .set({ submitted_at: now })
      .where('id', '=', project.id)
      .where('submitted_at', 'is', null)
      .execute();
    await addPoints(trx, {
      studentId: input.studentId,
      points: SUBMISSION_POINTS,
      kind: 'submission',
      projectId: project.id,
    });
  });
  return {
    projectId: project.id,
    submittedAt: project.submitted_at ?? now,
    points: await studentPoints(db, input.studentId),
  };
}
