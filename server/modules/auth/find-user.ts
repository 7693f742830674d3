import type { Kysely } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** A teacher's, parent's or admin's account as sign-up, sign-in and 'forgot' read it. */
export interface UserRow {
  id: string;
  email: string;
  first_name: string;
  account_type: UsersTable['account_type'];
  is_platform_admin: number;
  email_confirmed_at: string | null;
  password_hash: string;
  /** A participant aged 13 to 17: the guardian asked, and when they consented. */
  guardian_email: string | null;
  guardian_consented_at: string | null;
}

/** The adult account with this address (compared normalised), if any. */
export async function findUserByEmail(
  db: Kysely<Database>,
  address: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'first_name',
      'account_type',
      'is_platform_admin',
      'email_confirmed_at',
      'password_hash',
      'guardian_email',
      'guardian_consented_at',
    ])
    .where('email', '=', normaliseEmail(address))
    .executeTakeFirst();
}
