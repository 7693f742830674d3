import type { Selectable } from 'kysely';
import { MEDIA_API, type VideoAnswer } from '../../../common/schemas/media';
import type { UploadsTable } from '../../db/schema';

export type UploadRow = Selectable<UploadsTable>;

/**
 * The video as the API shows it. The files' addresses carry the row's last change, so a browser
 * never plays a cached copy of an earlier file under the same address.
 */
export function toVideoAnswer(row: UploadRow): VideoAnswer {
  const ready = row.status === 'ready';
  const version = `?v=${encodeURIComponent(row.updated_at)}`;
  return {
    uploadId: row.id,
    fileName: row.file_name,
    status: row.status,
    failureReason: row.status === 'failed' ? row.failure_reason : null,
    durationMs: row.duration_ms,
    videoUrl: ready && row.storage_key ? `${MEDIA_API.video(row.id)}${version}` : null,
    videoType: ready ? row.content_type : null,
    posterUrl: ready && row.poster_key ? `${MEDIA_API.poster(row.id)}${version}` : null,
    hlsUrl: ready && row.hls_key ? MEDIA_API.hls(row.id) : null,
    updatedAt: row.updated_at,
  };
}
