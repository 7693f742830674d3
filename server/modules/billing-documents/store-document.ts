import type { FastifyInstance } from 'fastify';
import { privateKey } from '../../adapters/storage/storage';

/**
 * Renders a billing document once and keeps it privately (the order PDFs' pattern): a random
 * key, recorded only if none was recorded first, so two first reads at once agree on one file
 * and the loser's copy is removed.
 */
export async function storedDocumentKey(
  app: Pick<FastifyInstance, 'db' | 'storage'>,
  table: 'billing_quotes' | 'billing_invoices',
  row: { id: string; storage_key: string | null },
  render: () => Promise<Buffer>,
): Promise<string> {
  if (row.storage_key) return row.storage_key;
  const bytes = await render();
  const key = privateKey('billing', 'pdf');
  await app.storage.put(key, bytes, { contentType: 'application/pdf' });
  const recorded = await app.db
    .updateTable(table)
    .set({ storage_key: key })
    .where('id', '=', row.id)
    .where('storage_key', 'is', null)
    .executeTakeFirst();
  if (Number(recorded.numUpdatedRows) === 1) return key;
  await app.storage.delete(key);
  const current = await app.db
    .selectFrom(table)
    .select('storage_key')
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  return current.storage_key ?? key;
}
