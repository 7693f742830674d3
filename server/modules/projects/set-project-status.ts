import type { Kysely } from 'kysely';
import type { ProjectStatus } from '../../../common/schemas/projects';
import { PROJECT_MESSAGES } from '../../../common/projects/messages';
import type { Database, ProjectsTable } from '../../db/schema';
import { AppError } from '../../errors';
import type { NotificationRecipient } from '../notifications/record-notifications';
import { notifyAboutProject, teacherName } from './project-notifications';

export interface StatusChange {
  status: ProjectStatus;
  updatedAt: string;
  /** Who to tell once committed (nobody when nothing changed). */
  recipients: NotificationRecipient[];
}

/**
 * Moves a project to a status. Returning for revision and approving are the feedback loop's
 * own steps (`returnProject`, `approveProject`, with the student's notification); this moves
 * between the others (reopen as active, archive). The time moves too, so the live views see it.
 */
export async function setProjectStatus(
  db: Kysely<Database>,
  {
    project,
    status,
    teacherId,
  }: { project: ProjectsTable; status: ProjectStatus; teacherId: string },
): Promise<StatusChange> {
  if (status === 'returned') return returnProject(db, { project, teacherId, note: '' });
  if (status === 'approved') return approveProject(db, { project, teacherId });
  const updatedAt = new Date().toISOString();
  await db
    .updateTable('projects')
    .set({ status, updated_at: updatedAt })
    .where('id', '=', project.id)
    .execute();
  return { status, updatedAt, recipients: [] };
}

/**
 * Returns handed-in work for revision with an optional note; the student is notified and may
 * write again. Work never handed in has nothing to return; archived work must be reopened
 * first. Returning work already returned changes nothing (a double click, a retry).
 */
export async function returnProject(
  db: Kysely<Database>,
  { project, teacherId, note }: { project: ProjectsTable; teacherId: string; note: string },
): Promise<StatusChange> {
  if (project.status === 'archived') {
    throw new AppError('CONFLICT', { status: PROJECT_MESSAGES.archivedUnchangeable });
  }
  return db.transaction().execute(async (trx) => {
    const handedIn = await trx
      .selectFrom('project_versions')
      .select('id')
      .where('project_id', '=', project.id)
      .executeTakeFirst();
    // Work handed in before versions were kept (submitted_at only) counts as handed in.
    if (!handedIn && project.submitted_at === null)
      throw new AppError('BAD_REQUEST', { status: PROJECT_MESSAGES.notHandedIn });
    const updatedAt = new Date().toISOString();
    const changed = await trx
      .updateTable('projects')
      .set({ status: 'returned', return_note: note || null, updated_at: updatedAt })
      .where('id', '=', project.id)
      .where('status', 'in', ['active', 'approved'])
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return unchanged(trx, project.id);
    const recipients = await notifyAboutProject(trx, {
      kind: 'returned',
      project,
      actorName: await teacherName(trx, teacherId),
    });
    return { status: 'returned' as const, updatedAt, recipients };
  });
}

/**
 * Approves the work: the student is notified and the work becomes read-only to them.
 * Approving approved work changes nothing; archived work must be reopened first.
 */
export async function approveProject(
  db: Kysely<Database>,
  { project, teacherId }: { project: ProjectsTable; teacherId: string },
): Promise<StatusChange> {
  if (project.status === 'archived') {
    throw new AppError('CONFLICT', { status: PROJECT_MESSAGES.archivedUnchangeable });
  }
  return db.transaction().execute(async (trx) => {
    const updatedAt = new Date().toISOString();
    const changed = await trx
      .updateTable('projects')
      .set({ status: 'approved', return_note: null, updated_at: updatedAt })
      .where('id', '=', project.id)
      .where('status', 'in', ['active', 'returned'])
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return unchanged(trx, project.id);
    const recipients = await notifyAboutProject(trx, {
      kind: 'approved',
      project,
      actorName: await teacherName(trx, teacherId),
    });
    return { status: 'approved' as const, updatedAt, recipients };
  });
}

async function unchanged(db: Kysely<Database>, projectId: string): Promise<StatusChange> {
  const row = await db
    .selectFrom('projects')
    .select(['status', 'updated_at'])
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  if (row.status === 'archived') {
    throw new AppError('CONFLICT', { status: PROJECT_MESSAGES.archivedUnchangeable });
  }
  return { status: row.status, updatedAt: row.updated_at, recipients: [] };
}
