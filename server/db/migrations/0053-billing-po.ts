import type { Kysely } from 'kysely';

/**
 * A school pays by purchase order (issue 16, point 5): when it accepts a quote and says it is
 * tax exempt, the account keeps the exemption certificate's number beside `tax_exempt`, so the
 * business office's claim can be checked later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('billing_accounts')
    .addColumn('tax_exempt_certificate', 'varchar(80)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('billing_accounts').dropColumn('tax_exempt_certificate').execute();
}
