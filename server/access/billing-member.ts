import type { Kysely } from 'kysely';
import type { BillingMemberRole } from '../../common/billing/plans';
import type { Database } from '../db/schema';

/**
 * Who belongs to a billing account (issue 16, decision 0022): a teacher's own account has one
 * member, its teacher, who manages it; a school's or parish's account has the teachers who
 * joined it (`billing_account_members`), and its managers see and pay its bills. Co-teachers of
 * a teacher's classes are not members: their seats count to the owner's account, but its quotes
 * and invoices are the owner's. A teacher's remembered school (`users.school_id`) grants nothing.
 */
export type BillingRole = BillingMemberRole;

export async function billingRoleOf(
  db: Kysely<Database>,
  account: { id: string; user_id: string | null },
  userId: string,
): Promise<BillingRole | null> {
  if (account.user_id !== null) return account.user_id === userId ? 'manager' : null;
  const member = await db
    .selectFrom('billing_account_members')
    .select('role')
    .where('account_id', '=', account.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return member?.role ?? null;
}

/** Whether the user may see and spend on the account: its teacher, or one of its managers. */
export async function managesAccount(
  db: Kysely<Database>,
  account: { id: string; user_id: string | null },
  userId: string,
): Promise<boolean> {
  return (await billingRoleOf(db, account, userId)) === 'manager';
}

/**
 * The people who manage an account, for the mail only managers receive (the notice before a
 * paused account's students are deleted): its teacher, or the managers of a school's account.
 */
export async function billingManagers(
  db: Kysely<Database>,
  account: { id: string; user_id: string | null },
): Promise<{ id: string; email: string; firstName: string }[]> {
  const query = db
    .selectFrom('users')
    .select(['users.id', 'users.email', 'users.first_name as firstName'])
    .where('users.account_type', '=', 'teacher');
  if (account.user_id !== null) return query.where('users.id', '=', account.user_id).execute();
  return query
    .innerJoin('billing_account_members', 'billing_account_members.user_id', 'users.id')
    .where('billing_account_members.account_id', '=', account.id)
    .where('billing_account_members.role', '=', 'manager')
    .orderBy('users.id')
    .execute();
}
