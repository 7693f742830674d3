import type { Kysely, UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { Selectable } from 'kysely';
import type { Database, UploadsTable } from '../../db/schema';

/**
 * The video job's queue is the uploads table itself (migration 0019): a video waits while its
 * status is 'processing', and a run owns it while its lease lasts. Every change below is a
 * conditional update that names what the run saw, so two instances never both take a video,
 * and a run that lost its lease (it took too long, or its instance was presumed dead) changes
 * nothing.
 */
export type ClaimedVideo = Pick<
  Selectable<UploadsTable>,
  'id' | 'owner_id' | 'storage_key' | 'content_type' | 'file_name' | 'processing_attempts'
>;

/** Waiting videos whose lease is free at `now`, the longest waiting first. */
export async function dueVideos(db: Kysely<Database>, now: Date, limit: number) {
  return db
    .selectFrom('uploads')
    .select(['id', 'processing_attempts'])
    .where('status', '=', 'processing')
    .where('kind', '=', 'video')
    .where((eb) =>
      eb.or([
        eb('processing_lease_until', 'is', null),
        eb('processing_lease_until', '<', now.toISOString()),
      ]),
    )
    .orderBy('updated_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes a waiting video for `leaseMs` and counts the attempt. Of two instances that saw the
 * same row, only the first update matches (the second finds the lease set and the count
 * moved on) and gets the row back.
 */
export async function claimVideo(
  db: Kysely<Database>,
  candidate: { id: string; processing_attempts: number },
  now: Date,
  leaseMs: number,
): Promise<ClaimedVideo | null> {
  const row = await db
    .updateTable('uploads')
    .set({
      processing_attempts: candidate.processing_attempts + 1,
      processing_lease_until: new Date(now.getTime() + leaseMs).toISOString(),
    })
    .where('id', '=', candidate.id)
    .where('status', '=', 'processing')
    .where('kind', '=', 'video')
    .where('processing_attempts', '=', candidate.processing_attempts)
    .where((eb) =>
      eb.or([
        eb('processing_lease_until', 'is', null),
        eb('processing_lease_until', '<', now.toISOString()),
      ]),
    )
    .returning([
      'id',
      'owner_id',
      'storage_key',
      'content_type',
      'file_name',
      'processing_attempts',
    ])
    .executeTakeFirst();
  return row ?? null;
}

/** What a finished run writes: the served files and what was learnt about the video. */
export interface ProcessedVideo {
  storageKey: string;
  contentType: string;
  posterKey: string | null;
  durationMs: number | null;
  hlsKey: string | null;
}

/** The video is ready; false when this run no longer held it (nothing was changed). */
export async function markVideoReady(
  db: Kysely<Database>,
  claim: ClaimedVideo,
  result: ProcessedVideo,
  now: Date,
): Promise<boolean> {
  const updated = await ownedBy(
    db.updateTable('uploads').set({
      status: 'ready',
      failure_reason: null,
      storage_key: result.storageKey,
      content_type: result.contentType,
      poster_key: result.posterKey,
      duration_ms: result.durationMs,
      hls_key: result.hlsKey,
      processing_lease_until: null,
      updated_at: now.toISOString(),
    }),
    claim,
  ).executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** The video failed for good, with the sentence its uploader reads. */
export async function markVideoFailed(
  db: Kysely<Database>,
  claim: Pick<ClaimedVideo, 'id' | 'processing_attempts'>,
  reason: string,
  now: Date,
): Promise<boolean> {
  const updated = await ownedBy(
    db.updateTable('uploads').set({
      status: 'failed',
      failure_reason: reason,
      processing_lease_until: null,
      updated_at: now.toISOString(),
    }),
    claim,
  ).executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** A run that failed for a passing reason (storage, the machine) lets the video wait again from `retryAt`. */
export async function releaseVideo(
  db: Kysely<Database>,
  claim: ClaimedVideo,
  retryAt: Date,
): Promise<void> {
  await ownedBy(
    db.updateTable('uploads').set({ processing_lease_until: retryAt.toISOString() }),
    claim,
  ).execute();
}

/**
 * A video whose runs all ended without an outcome (each instance died, or each run outlived
 * its lease) fails once its last lease is over; the same guard as a claim.
 */
export async function giveUpVideo(
  db: Kysely<Database>,
  candidate: { id: string; processing_attempts: number },
  reason: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('uploads')
    .set({
      status: 'failed',
      failure_reason: reason,
      processing_lease_until: null,
      updated_at: now.toISOString(),
    })
    .where('id', '=', candidate.id)
    .where('status', '=', 'processing')
    .where('processing_attempts', '=', candidate.processing_attempts)
    .where((eb) =>
      eb.or([
        eb('processing_lease_until', 'is', null),
        eb('processing_lease_until', '<', now.toISOString()),
      ]),
    )
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

type UploadUpdate = UpdateQueryBuilder<Database, 'uploads', 'uploads', UpdateResult>;

/** Only while the row is still processing under this run's attempt. */
function ownedBy(
  query: UploadUpdate,
  claim: Pick<ClaimedVideo, 'id' | 'processing_attempts'>,
): UploadUpdate {
  return query
    .where('id', '=', claim.id)
    .where('status', '=', 'processing')
    .where('processing_attempts', '=', claim.processing_attempts);
}
