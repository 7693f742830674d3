import type { Kysely } from 'kysely';

/**
 * The teacher's overview (issue 11, points 4, 9 and 17), measured on the bench's 500-class data
 * set: the dashboard's To review queue reads a teacher's classes' projects by status and
 * hand-in time, and its recent hand-ins by hand-in time; the gradebook reads a class's chosen
 * students. Without these each read every project of each class, or every chosen student.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('projects_class_status_submitted_idx')
    .on('projects')
    .columns(['class_id', 'status', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('projects_class_submitted_idx')
    .on('projects')
    .columns(['class_id', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('assignment_students_class_idx')
    .on('assignment_students')
    .columns(['class_id', 'activity_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('assignment_students_class_idx').execute();
  await db.schema.dropIndex('projects_class_submitted_idx').execute();
  await db.schema.dropIndex('projects_class_status_submitted_idx').execute();
}
