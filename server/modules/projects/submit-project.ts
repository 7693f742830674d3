import type { Kysely } from 'kysely';
import { SUBMISSION_POINTS } from '../../../common/schemas/projects';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { addPoints, studentPoints } from '../points/ledger';
import type { NotificationRecipient } from '../notifications/record-notifications';
import { findStudentProject } from './find-project';
import { notifyAboutProject, shortStudentName } from './project-notifications';
import { PROJECT_MESSAGES } from '../../../common/projects/messages';

export interface HandedIn {
  projectId: string;
  /** The first hand-in's time. */
  submittedAt: string;
  points: number;
  /** The version this hand-in is (the latest when nothing changed since). */
  version: number;
  /** The class's teachers to tell once committed (nobody when nothing changed). */
  recipients: NotificationRecipient[];
}

/**
 * Hands the work in, keeping a numbered snapshot of the answers (version 1, then each
 * revision): the teachers of the class are notified. Handing in returned work sends it back
 * to the teacher as a revision. Handing in again what was just handed in changes nothing (a
 * double click, a retry). The first time earns the submission points (once). There must be
 * some writing; approved or archived work is locked.
 */
export async function submitProject(
  db: Kysely<Database>,
  input: { studentId: string; classId: string; activityId: string },
): Promise<HandedIn> {
  const found = await findStudentProject(db, input);
  if (!found || found.word_count === 0) {
    throw new AppError('BAD_REQUEST', { answers: PROJECT_MESSAGES.nothingToSubmit });
  }
  const now = new Date().toISOString();
  const outcome = await db.transaction().execute(async (trx) => {
    // Taking the row first makes a concurrent hand-in of the same work wait for this one.
    const locked = await trx
      .updateTable('projects')
      .set({ submitted_at: found.submitted_at ?? now })
      .where('id', '=', found.id)
      .where('status', 'in', ['active', 'returned'])
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 0) {
      throw new AppError('CONFLICT', { answers: PROJECT_MESSAGES.locked });
    }
    const project = await trx
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', found.id)
      .executeTakeFirstOrThrow();
    const latest = await trx
      .selectFrom('project_versions')
      .select(['number', 'answers'])
      .where('project_id', '=', project.id)
      .orderBy('number', 'desc')
      .executeTakeFirst();
    if (latest && project.status === 'active' && latest.answers === project.answers) {
      return {
        version: latest.number,
        submittedAt: project.submitted_at ?? now,
        recipients: [] as NotificationRecipient[],
      };
    }
    const version = (latest?.number ?? 0) + 1;
    await trx
      .insertInto('project_versions')
      .values({
        id: crypto.randomUUID(),
        project_id: project.id,
        number: version,
        answers: project.answers,
        word_count: project.word_count,
        handed_in_at: now,
      })
      .execute();
    // `submitted_at` is the last hand-in: the To review queue and recent activity read it
    // (server/modules/overview), so a revision comes back to the teacher.
    await trx
      .updateTable('projects')
      .set({ status: 'active', submitted_at: now, updated_at: now })
      .where('id', '=', project.id)
      .execute();
    await addPoints(trx, {
      studentId: input.studentId,
      points: SUBMISSION_POINTS,
      kind: 'submission',
      projectId: project.id,
    });
    const student = await trx
      .selectFrom('students')
      .select(['first_name', 'last_name'])
      .where('id', '=', input.studentId)
      .executeTakeFirstOrThrow();
    const recipients = await notifyAboutProject(trx, {
      kind: version === 1 ? 'hand_in' : 'revision_handed_in',
      project,
      actorName: shortStudentName(student),
    });
    return { version, submittedAt: now, recipients };
  });
  return {
    projectId: found.id,
    points: await studentPoints(db, input.studentId),
    ...outcome,
  };
}
