import { sql, type Kysely } from 'kysely';

/**
 * The platform admin desk (issue 12, point 14).
 *
 * - `credit_ledger.request_key`: an admin's grant or revoke carries the id of the form that sent
 *   it, unique per teacher, so a double click or a retried request adds or takes credits once.
 * - Audit log filters read by actor or action, newest first; without these indexes each page
 *   of the viewer would scan the whole log.
 * - The dashboard's weekly trends read orders by payment time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('credit_ledger').addColumn('request_key', 'varchar(80)').execute();
  await db.schema
    .createIndex('credit_ledger_request_key_unique')
    .on('credit_ledger')
    .columns(['teacher_id', 'request_key'])
    .unique()
    .where(sql.ref('request_key'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('audit_log_actor_created_idx')
    .on('audit_log')
    .columns(['actor_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_log_action_created_idx')
    .on('audit_log')
    .columns(['action', 'created_at'])
    .execute();
  await db.schema.createIndex('orders_paid_at_idx').on('orders').column('paid_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_paid_at_idx').execute();
  await db.schema.dropIndex('audit_log_action_created_idx').execute();
  await db.schema.dropIndex('audit_log_actor_created_idx').execute();
  await db.schema.dropIndex('credit_ledger_request_key_unique').execute();
  await db.schema.alterTable('credit_ledger').dropColumn('request_key').execute();
}
