import type { Kysely } from 'kysely';
import { privateKey, type FileStorage, type PrivateFileKind } from '../../adapters/storage/storage';
import type { Database } from '../schema';

/**
 * Order PDFs were stored as `orders/<order number>.pdf` and activity images as
 * `activities/<activity id>/image`, both served to anyone by address. Each moves to a random
 * private key. Safe to run on two instances at once: the row is switched to the new key only
 * if it still names the old one, and whoever loses that race removes their copy.
 */
export async function up(db: Kysely<Database>, storage: FileStorage): Promise<void> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'pdf_key as key'])
    .where('pdf_key', 'like', 'orders/%')
    .execute();
  for (const { id, key } of orders) {
    await moveFile(storage, key!, 'orders', 'pdf', (next) =>
      db
        .updateTable('orders')
        .set({ pdf_key: next })
        .where('id', '=', id)
        .where('pdf_key', '=', key)
        .executeTakeFirst(),
    );
  }

  const activities = await db
    .selectFrom('activities')
    .select(['id', 'image_key as key'])
    .where('image_key', 'like', 'activities/%')
    .execute();
  for (const { id, key } of activities) {
    await moveFile(storage, key!, 'activities', '', (next) =>
      db
        .updateTable('activities')
        .set({ image_key: next })
        .where('id', '=', id)
        .where('image_key', '=', key)
        .executeTakeFirst(),
    );
  }
}

async function moveFile(
  storage: FileStorage,
  from: string,
  kind: PrivateFileKind,
  extension: string,
  switchTo: (key: string) => Promise<{ numUpdatedRows: bigint }>,
): Promise<void> {
  const [bytes, info] = await Promise.all([storage.get(from), storage.head(from)]);
  // Already moved by another instance (or lost): nothing to carry over.
  if (!bytes || !info) return;
  const to = privateKey(kind, extension);
  await storage.put(to, bytes, { contentType: info.contentType, metadata: info.metadata });
  const switched = Number((await switchTo(to)).numUpdatedRows) === 1;
  await storage.delete(switched ? from : to);
}
