import type { Kysely, Selectable } from 'kysely';
import type { Database, UploadsTable } from '../../db/schema';
import { UPLOADS_API, type UploadStatusAnswer } from '../../../common/schemas/uploads';

/** The uploads table's reads and the answer made from a row (not a route file). */

export type UploadRow = Selectable<UploadsTable>;

export async function findOwnUpload(
  db: Kysely<Database>,
  ownerId: string,
  uploadId: string,
): Promise<UploadRow | undefined> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', uploadId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

export function uploadAnswer(row: UploadRow): UploadStatusAnswer {
  const ready = row.status === 'ready' && row.storage_key !== null;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    failureReason: row.status === 'failed' ? row.failure_reason : null,
    fileName: row.file_name,
    sizeBytes: Number(row.size_bytes),
    contentType: row.content_type,
    fileUrl: ready ? UPLOADS_API.file(row.id) : null,
    durationMs: row.duration_ms,
    posterUrl: ready && row.poster_key ? `${UPLOADS_API.file(row.id)}?variant=poster` : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Every file an upload row names in storage (the checked file, a video's poster and HLS). */
export function storedFilesOf(row: Pick<UploadsTable, 'storage_key' | 'poster_key' | 'hls_key'>) {
  return {
    keys: [row.storage_key, row.poster_key].filter((key): key is string => key !== null),
    hlsPrefix: row.hls_key ? hlsFolderOf(row.hls_key) : null,
  };
}

/**
 * The folder of a video's HLS playlist, which holds its segments: only a folder of its own
 * (private/uploads/<name>/…), never a shared one such as private/uploads itself.
 */
function hlsFolderOf(playlistKey: string): string | null {
  const segments = playlistKey.split('/').slice(0, -1);
  return segments.length >= 3 ? segments.join('/') : null;
}
