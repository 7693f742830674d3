import type { UploadServices } from './finish-upload';
import { removeTusBytes } from './finish-upload';
import { UPLOAD_EXPIRY_MS } from './tus-store';
import { storedFilesOf, type UploadRow } from './uploads-table';

/** How often the cleanup runs on each instance. */
export const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** A failed upload's row (its reason) stays this long for its owner to read; its bytes go at once. */
export const FAILED_ROW_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** Rows handled per kind and run, so one run stays short; the next run takes the rest. */
const BATCH = 500;

export interface CleanupCounts {
  abandoned: number;
  failedBytes: number;
  failedRows: number;
  unattachedImages: number;
}

/**
 * Leaves no orphans (issue 10, point 9): uploads still incomplete a day after they started
 * (their rows and tus bytes), the stored bytes of failed uploads (their rows a week later),
 * and images uploaded but never attached to anything within a day (attaching one takes its
 * row). Safe on every instance at once: each removal is conditional on the state it found,
 * and removing what is already gone is a no-op.
 */
export async function cleanUpUploads(services: UploadServices): Promise<CleanupCounts> {
  const { db, storage, store } = services;
  const now = services.now().getTime();
  const dayAgo = new Date(now - UPLOAD_EXPIRY_MS).toISOString();
  const weekAgo = new Date(now - FAILED_ROW_RETENTION_MS).toISOString();

  const removeFiles = async (row: UploadRow) => {
    const { keys, hlsPrefix } = storedFilesOf(row);
    for (const key of keys) await storage.delete(key);
    if (hlsPrefix) await storage.deletePrefix(hlsPrefix);
  };
  const deleteRow = async (row: UploadRow) => {
    const deleted = await db
      .deleteFrom('uploads')
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .where('updated_at', '=', row.updated_at)
      .executeTakeFirst();
    return deleted.numDeletedRows > 0n;
  };

  const abandoned = await db
    .selectFrom('uploads')
    .selectAll()
    .where('status', '=', 'uploading')
    .where('created_at', '<', dayAgo)
    .limit(BATCH)
    .execute();
  let abandonedCount = 0;
  for (const row of abandoned) {
    await removeTusBytes(store, row.tus_id);
    if (await deleteRow(row)) abandonedCount += 1;
  }

  const failed = await db
    .selectFrom('uploads')
    .selectAll()
    .where('status', '=', 'failed')
    .where((eb) =>
      eb.or([
        eb('storage_key', 'is not', null),
        eb('poster_key', 'is not', null),
        eb('hls_key', 'is not', null),
      ]),
    )
    .limit(BATCH)
    .execute();
  for (const row of failed) {
    await removeFiles(row);
    await db
      .updateTable('uploads')
      .set({ storage_key: null, poster_key: null, hls_key: null })
      .where('id', '=', row.id)
      .where('status', '=', 'failed')
      .execute();
  }

  const oldFailures = await db
    .selectFrom('uploads')
    .selectAll()
    .where('status', '=', 'failed')
    .where('updated_at', '<', weekAgo)
    .limit(BATCH)
    .execute();
  let failedRows = 0;
  for (const row of oldFailures) {
    await removeTusBytes(store, row.tus_id);
    await removeFiles(row);
    if (await deleteRow(row)) failedRows += 1;
  }

  const unattached = await db
    .selectFrom('uploads')
    .selectAll()
    .where('kind', '=', 'image')
    .where('status', '=', 'ready')
    .where('updated_at', '<', dayAgo)
    .limit(BATCH)
    .execute();
  let unattachedCount = 0;
  for (const row of unattached) {
    // The row first: once it is gone nothing can attach the file while it is removed.
    if (await deleteRow(row)) {
      await removeFiles(row);
      unattachedCount += 1;
    }
  }

  return {
    abandoned: abandonedCount,
    failedBytes: failed.length,
    failedRows,
    unattachedImages: unattachedCount,
  };
}
