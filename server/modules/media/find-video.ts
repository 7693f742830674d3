import type { Kysely } from 'kysely';
import { RECORD_ID } from '../../../common/schemas/ids';
import type { Database } from '../../db/schema';
import type { UploadRow } from './video-answer';

/** The video upload with this id, whoever owns it; a malformed id is none, without a query. */
export async function findVideo(
  db: Kysely<Database>,
  uploadId: string,
): Promise<UploadRow | undefined> {
  if (!RECORD_ID.test(uploadId)) return undefined;
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', uploadId)
    .where('kind', '=', 'video')
    .executeTakeFirst();
}

/** The owner's videos, newest first (the editor's list to attach from). */
export async function listOwnVideos(
  db: Kysely<Database>,
  ownerId: string,
  limit = 50,
): Promise<UploadRow[]> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('kind', '=', 'video')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}
