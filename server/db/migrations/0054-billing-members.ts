import { sql, type Kysely } from 'kysely';

/**
 * School and parish billing accounts have members (issue 16, point 1; decision 0022, amended).
 * A teacher's remembered school (`users.school_id`) is what the teacher typed for shipping, so it
 * cannot decide who pays: a school's account counts the classes of the teachers who joined it,
 * and is managed by its managers.
 * - `billing_account_members`: one row per teacher in a school's or parish's account; a teacher
 *   belongs to at most one (`user_id` is the key). `role` is 'manager' or 'member'.
 * - `billing_account_invitations`: a manager invites a teacher by email; the teacher accepts or
 *   declines on their billing page. One open invitation per account and email.
 * Accounts made before this migration keep what they counted: each teacher of the school joins
 * it, and its school administrators manage it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_account_members')
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'varchar(40)', (col) =>
      col.notNull().references('billing_accounts.id').onDelete('cascade'),
    )
    .addColumn('role', 'varchar(10)', (col) => col.notNull())
    .addColumn('added_by', 'varchar(40)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('added_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('billing_account_members_account_idx')
    .on('billing_account_members')
    .columns(['account_id', 'role'])
    .execute();

  await db.schema
    .createTable('billing_account_invitations')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('account_id', 'varchar(40)', (col) =>
      col.notNull().references('billing_accounts.id').onDelete('cascade'),
    )
    /** Lower-cased, as `users.email` is. */
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('role', 'varchar(10)', (col) => col.notNull())
    .addColumn('invited_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('billing_account_invitations_account_email', ['account_id', 'email'])
    .execute();
  await db.schema
    .createIndex('billing_account_invitations_email_idx')
    .on('billing_account_invitations')
    .column('email')
    .execute();

  await sql`
    insert into billing_account_members (user_id, account_id, role, added_by, added_at)
    select users.id, billing_accounts.id,
           case when users.is_school_admin = 1 then 'manager' else 'member' end,
           null, billing_accounts.created_at
    from billing_accounts
    join users on users.school_id = billing_accounts.school_id
    where billing_accounts.school_id is not null and users.account_type = 'teacher'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_account_invitations').execute();
  await db.schema.dropTable('billing_account_members').execute();
}
