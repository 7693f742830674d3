import type { Kysely } from 'kysely';

/**
 * Indexes found by the classroom-at-scale bench (`npm run bench -- --only=classroom`).
 * parent_students' primary key is (parent_id, student_id), so looking links up by student
 * (the class roster's linked-parent counts, a student's parents in sign-in, family and
 * privacy calls, deleting unplaced students) read the whole table: 0.8 ms per roster with
 * 5,000 links, growing with every parent who joins; with this index, 0.03 ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('parent_students_student_idx')
    .on('parent_students')
    .column('student_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('parent_students_student_idx').execute();
}
