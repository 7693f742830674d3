import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** "Jane Doe" */
export const fullName = (user: { first_name: string; last_name: string }) =>
  `${user.first_name} ${user.last_name}`.trim();

/** Names joined for a sentence: "A", "A and B", "A, B and C". */
export function listOfNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The managers of a school's or parish's account, oldest first. */
export async function managersOf(db: Kysely<Database>, accountId: string) {
  const rows = await db
    .selectFrom('billing_account_members')
    .innerJoin('users', 'users.id', 'billing_account_members.user_id')
    .select(['users.first_name', 'users.last_name', 'users.email'])
    .where('billing_account_members.account_id', '=', accountId)
    .where('billing_account_members.role', '=', 'manager')
    .orderBy('billing_account_members.added_at')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({ name: fullName(row), email: row.email }));
}
