import type { Kysely } from 'kysely';
import type { ProjectStatus } from '../../../common/schemas/projects';
import type { Database } from '../../db/schema';

/**
 * Moves a project between active, approved and archived. The time moves too, so the live
 * view and the student's page see the change.
 */
export async function setProjectStatus(
  db: Kysely<Database>,
  { projectId, status }: { projectId: string; status: ProjectStatus },
): Promise<{ status: ProjectStatus; updatedAt: string }> {
  const updatedAt = new Date().toISOString();
  await db
    .updateTable('projects')
    .set({ status, updated_at: updatedAt })
    .where('id', '=', projectId)
    .execute();
  return { status, updatedAt };
}
