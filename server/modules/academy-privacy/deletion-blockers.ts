import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface DeletionBlockers {
  /** Courses the account owns that someone else is in (or waits to join): they would go too. */
  courses: { id: string; title: string }[];
  /** Journals classes or students the account holds: deleting it would delete theirs. */
  journals: boolean;
}

/**
 * What must be settled before the account can be deleted (decision 0021): deleting it must
 * never take other people's work with it. An owned course with nobody else in it is the
 * account's own and goes with it.
 */
export async function deletionBlockers(db: Db, userId: string): Promise<DeletionBlockers> {
  const [courses, classes, students] = await Promise.all([
    db
      .selectFrom('courses as c')
      .select(['c.id', 'c.title'])
      .where('c.owner_id', '=', userId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('course_members as m')
            .select('m.user_id')
            .whereRef('m.course_id', '=', 'c.id')
            .where('m.status', 'in', ['active', 'pending']),
        ),
      )
      .orderBy('c.title')
      .orderBy('c.id')
      .execute(),
    db.selectFrom('classes').select('id').where('teacher_id', '=', userId).limit(1).execute(),
    db
      .selectFrom('students')
      .select('id')
      .where('administrator_id', '=', userId)
      .limit(1)
      .execute(),
  ]);
  return { courses, journals: classes.length > 0 || students.length > 0 };
}
