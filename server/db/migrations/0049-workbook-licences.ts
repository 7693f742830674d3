import type { Kysely } from 'kysely';

/**
 * Spirit of Truth Workbook licences (issue 16, points 8 and 9; decision 0022).
 *
 * - `workbook_purchases`: one purchase of N licences of one workbook for one class, priced by
 *   the server (`unit_cents` from WORKBOOK_LICENCE_CENTS). `status`: 'pending' (a card payment
 *   not yet confirmed), 'paid' (the card intent was re-read as succeeded) or 'invoiced' (an
 *   invoiced account: the licences at once, the charge on its next invoice through
 *   `billing_pending_items`). `idempotency_key` and `payment_intent_id` are unique, so a
 *   repeated request is the same purchase and one intent pays one purchase.
 * - `workbook_licences`: one per student × workbook × school year (`school_year` is the day the
 *   year ends, '2027-07-31'). Made unassigned when the purchase is granted (exactly `quantity`
 *   rows, once); `student_id` is set when assigned. (workbook, school year, student) is unique,
 *   so a student never holds two licences of one workbook in a year (NULLs, the unassigned ones,
 *   are distinct on both databases). `first_written_at`: when that student first wrote in the
 *   workbook; from then on the licence stays with them.
 * - `activities.workbook_id`: the workbook a teacher's copy of a workbook reflection belongs to
 *   (null for every other activity). Students see such an activity only with a licence.
 * - `class_workbook_packs`: the publisher pack version a class accepted (point 9), kept until its
 *   teacher accepts a newer verified version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workbook_purchases')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('account_id', 'varchar(40)', (col) =>
      col.notNull().references('billing_accounts.id'),
    )
    .addColumn('class_id', 'varchar(40)', (col) =>
      col.references('classes.id').onDelete('set null'),
    )
    .addColumn('workbook_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('school_year', 'varchar(10)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_cents', 'integer', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull().defaultTo('usd'))
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('collection_method', 'varchar(24)', (col) => col.notNull())
    .addColumn('payment_intent_id', 'varchar(100)', (col) => col.unique())
    .addColumn('idempotency_key', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('bought_by', 'varchar(40)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('paid_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('workbook_purchases_class_idx')
    .on('workbook_purchases')
    .columns(['class_id', 'workbook_id'])
    .execute();

  await db.schema
    .createTable('workbook_licences')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('purchase_id', 'varchar(40)', (col) =>
      col.notNull().references('workbook_purchases.id'),
    )
    .addColumn('account_id', 'varchar(40)', (col) =>
      col.notNull().references('billing_accounts.id'),
    )
    .addColumn('class_id', 'varchar(40)', (col) =>
      col.references('classes.id').onDelete('set null'),
    )
    .addColumn('workbook_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('school_year', 'varchar(10)', (col) => col.notNull())
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.references('students.id').onDelete('set null'),
    )
    .addColumn('assigned_at', 'varchar(40)')
    .addColumn('first_written_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('workbook_licences_student_unique', [
      'workbook_id',
      'school_year',
      'student_id',
    ])
    .execute();
  await db.schema
    .createIndex('workbook_licences_student_idx')
    .on('workbook_licences')
    .columns(['student_id', 'workbook_id'])
    .execute();
  await db.schema
    .createIndex('workbook_licences_class_idx')
    .on('workbook_licences')
    .columns(['class_id', 'workbook_id', 'school_year'])
    .execute();

  await db.schema.alterTable('activities').addColumn('workbook_id', 'varchar(20)').execute();

  await db.schema
    .createTable('class_workbook_packs')
    .addColumn('class_id', 'varchar(40)', (col) =>
      col.notNull().references('classes.id').onDelete('cascade'),
    )
    .addColumn('pack_id', 'varchar(100)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('accepted_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('accepted_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('class_workbook_packs_pk', ['class_id', 'pack_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('class_workbook_packs').execute();
  await db.schema.alterTable('activities').dropColumn('workbook_id').execute();
  await db.schema.dropTable('workbook_licences').execute();
  await db.schema.dropTable('workbook_purchases').execute();
}
