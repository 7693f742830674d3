import type { Kysely } from 'kysely';
import { RECORD_ID } from '../../../common/schemas/ids';
import type { Database, ProjectsTable } from '../../db/schema';

/** The project with this id; a malformed id is none, without a query. */
export async function findProject(
  db: Kysely<Database>,
  projectId: string,
): Promise<ProjectsTable | undefined> {
  if (!RECORD_ID.test(projectId)) return undefined;
  return db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirst();
}

/** A student's project on one activity in one class, if they have started it. */
export async function findStudentProject(
  db: Kysely<Database>,
  { studentId, classId, activityId }: { studentId: string; classId: string; activityId: string },
): Promise<ProjectsTable | undefined> {
  return db
    .selectFrom('projects')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('class_id', '=', classId)
    .where('activity_id', '=', activityId)
    .executeTakeFirst();
}
