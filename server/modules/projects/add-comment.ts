import type { Kysely } from 'kysely';
import type { ProjectComment } from '../../../common/schemas/projects';
import type { Database } from '../../db/schema';
import { commentsOf } from './project-views';

/** A teacher's comment on a project, signed with their name; answers all its comments. */
export async function addComment(
  db: Kysely<Database>,
  { projectId, teacherId, body }: { projectId: string; teacherId: string; body: string },
): Promise<ProjectComment[]> {
  const teacher = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', teacherId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('project_comments')
    .values({
      id: crypto.randomUUID(),
      project_id: projectId,
      author_user_id: teacherId,
      author_name: `${teacher.first_name} ${teacher.last_name}`,
      body,
      created_at: new Date().toISOString(),
    })
    .execute();
  return commentsOf(db, projectId);
}
