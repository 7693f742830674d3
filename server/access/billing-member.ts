import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Who belongs to a billing account (issue 16, decision 0022): a teacher's own account has one
 * member, its teacher; a school's or parish's account has the teachers of that school, and its
 * school administrators manage it. Co-teachers of a teacher's classes are not members: their
 * seats count to the owner's account, but its quotes and invoices are the owner's.
 */
export type BillingRole = 'manager' | 'member';

export async function billingRoleOf(
  db: Kysely<Database>,
  account: { user_id: string | null; school_id: string | null },
  userId: string,
): Promise<BillingRole | null> {
  if (account.user_id !== null && account.user_id === userId) return 'manager';
  if (account.school_id === null) return null;
  const user = await db
    .selectFrom('users')
    .select(['school_id', 'is_school_admin'])
    .where('id', '=', userId)
    .where('account_type', '=', 'teacher')
    .executeTakeFirst();
  if (!user || user.school_id !== account.school_id) return null;
  return Number(user.is_school_admin) === 1 ? 'manager' : 'member';
}

/**
 * The people who manage an account, for the mail only managers receive (the notice before a
 * paused account's students are deleted): its teacher, or its school's administrators.
 */
export async function billingManagers(
  db: Kysely<Database>,
  account: { user_id: string | null; school_id: string | null },
): Promise<{ id: string; email: string; firstName: string }[]> {
  const query = db
    .selectFrom('users')
    .select(['id', 'email', 'first_name as firstName'])
    .where('account_type', '=', 'teacher');
  if (account.user_id !== null) return query.where('id', '=', account.user_id).execute();
  if (account.school_id === null) return [];
  return query
    .where('school_id', '=', account.school_id)
    .where('is_school_admin', '=', 1)
    .orderBy('id')
    .execute();
}
