import type { Kysely } from 'kysely';

/**
 * The teacher's overview (issue 11, points 4 and 17): the dashboard's To review queue and
 * recent hand-ins read a teacher's classes' projects by status and hand-in time. Without this
 * index they read every project of each class (10 activities × 30 students and growing).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('projects_class_status_submitted_idx')
    .on('projects')
    .columns(['class_id', 'status', 'submitted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('projects_class_status_submitted_idx').execute();
}
