import { sql, type Kysely } from 'kysely';

/** A fresh login code lives 14 days (roster/login-codes.ts); codes already out get as long. */
const GRACE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Login codes and order status links end (issue 15, point 13).
 * - `students.login_code_expires_at`: when the teacher-issued login code stops working. Codes
 *   handed out before this migration get the lifetime of a new code from now, so cards
 *   already in pupils' hands keep working for a while; a null expiry is an expired code.
 * - `orders.link_version`: part of what a status link signs. Staff revoke every link sent for
 *   an order by adding one; version 0 signs as links did before, so old emails keep working.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('students')
    .addColumn('login_code_expires_at', 'varchar(40)')
    .execute();
  const until = new Date(Date.now() + GRACE_MS).toISOString();
  await sql`update students set login_code_expires_at = ${until} where login_code_hash is not null`.execute(
    db,
  );
  await db.schema
    .alterTable('orders')
    .addColumn('link_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('link_version').execute();
  await db.schema.alterTable('students').dropColumn('login_code_expires_at').execute();
}
