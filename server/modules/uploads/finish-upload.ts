import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { privateKey, type FileStorage } from '../../adapters/storage/storage';
import type { Database } from '../../db/schema';
import type { UploadRow } from './uploads-table';
import { UPLOAD_MESSAGES } from '../../../common/uploads/messages';
import { detectAllowedType } from './detect-type';
import { stripImage } from './strip-image';
import type { TusStore } from './tus-store';

export interface UploadServices {
  db: Kysely<Database>;
  storage: FileStorage;
  store: TusStore;
  now: () => Date;
  /** Where an unexpected failure is written down (the app's logger). */
  log: (error: unknown, uploadId: string) => void;
}

export type FinishResult =
  | { ok: true; row: UploadRow }
  | { ok: false; status: 404 | 415 | 422 | 500; reason: string; error?: unknown };

/**
 * An upload's last byte has arrived: check what it really is, store it, and let go of the tus
 * bytes whatever happens. Images lose their metadata; attachments are stored as uploaded;
 * videos are stored as uploaded and left 'processing' for the video worker. A refused file
 * marks the row 'failed' with the reason its owner sees, and keeps no bytes anywhere.
 */
export async function finishUpload(services: UploadServices, tusId: string): Promise<FinishResult> {
  const { db, storage, store, now } = services;
  let row: UploadRow | undefined;
  try {
    row = await db
      .selectFrom('uploads')
      .selectAll()
      .where('tus_id', '=', tusId)
      .where('status', '=', 'uploading')
      .executeTakeFirst();
    // Cancelled or cleaned up while the last bytes arrived.
    if (!row) return { ok: false, status: 404, reason: UPLOAD_MESSAGES.notFound };

    const open = async () => store.read(tusId);
    const type = await detectAllowedType(row.kind, row.file_name, open);
    if (!type) return await fail(services, row, 415, UPLOAD_MESSAGES.wrongType[row.kind]);

    let body: Readable = await open();
    if (row.kind === 'image') {
      // Re-encoded in memory (images are small), so a file sharp cannot decode is told apart
      // from a storage failure.
      const stripped = await stripImage(body, type.extension).catch(() => null);
      if (!stripped) return await fail(services, row, 422, UPLOAD_MESSAGES.imageUnreadable);
      body = Readable.from([stripped]);
    }
    const key = privateKey('uploads', type.extension);
    try {
      await storage.putStream(key, body, { contentType: type.contentType });
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      throw error;
    }

    const updated = await db
      .updateTable('uploads')
      .set({
        status: row.kind === 'video' ? 'processing' : 'ready',
        content_type: type.contentType,
        storage_key: key,
        updated_at: now().toISOString(),
      })
      .where('id', '=', row.id)
      .where('status', '=', 'uploading')
      .returningAll()
      .executeTakeFirst();
    if (!updated) {
      // The row went (cancelled, cleaned) while the file was stored: nothing may name it.
      await storage.delete(key);
      return { ok: false, status: 404, reason: UPLOAD_MESSAGES.notFound };
    }
    return { ok: true, row: updated };
  } catch (error) {
    // Storage or database trouble: the upload cannot be finished, so it fails visibly
    // rather than staying 'uploading' with its bytes gone.
    if (row) await fail(services, row, 500, UPLOAD_MESSAGES.storeFailed).catch(() => undefined);
    return { ok: false, status: 500, reason: UPLOAD_MESSAGES.storeFailed, error };
  } finally {
    await removeTusBytes(store, tusId);
  }
}

async function fail(
  { db, now }: UploadServices,
  row: UploadRow,
  status: 415 | 422 | 500,
  reason: string,
): Promise<FinishResult> {
  await db
    .updateTable('uploads')
    .set({ status: 'failed', failure_reason: reason, updated_at: now().toISOString() })
    .where('id', '=', row.id)
    .where('status', '=', 'uploading')
    .execute();
  return { ok: false, status, reason };
}

/** The incomplete or finished bytes tus holds, if it still holds them. */
export async function removeTusBytes(store: TusStore, tusId: string): Promise<void> {
  await store.remove(tusId).catch(() => undefined);
}
