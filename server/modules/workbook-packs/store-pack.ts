import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { PACK_MESSAGES } from '../../../common/copy/workbook-packs';
import type { WorkbookPack } from '../../../common/schemas/workbook-packs';
import { privateKey } from '../../adapters/storage/storage';
import type { WorkbookPacksTable } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { verifyPack, type PackKeys } from './verify-pack';

export interface PackActor {
  userId: string;
  ip: string;
}

/**
 * Verifies an uploaded pack and keeps it: the envelope under a private storage key, a
 * `workbook_packs` row, an audit entry. The same bytes uploaded again return the row they made
 * the first time (created: false) and change nothing.
 */
export async function storePack(
  app: FastifyInstance,
  keys: PackKeys,
  envelope: unknown,
  actor: PackActor,
): Promise<{ pack: WorkbookPack; created: boolean }> {
  const verified = await verifyPack(envelope, {
    keys,
    lastVersion: async (packId, sha256) => {
      const row = await app.db
        .selectFrom('workbook_packs')
        .select((eb) => eb.fn.max('version').as('last'))
        .where('pack_id', '=', packId)
        .where('sha256', '<>', sha256)
        .executeTakeFirst();
      return row?.last == null ? null : Number(row.last);
    },
  });
  const existing = await packBySha(app, verified.sha256);
  if (existing) return { pack: existing, created: false };

  const { manifest } = verified;
  const body = Buffer.from(JSON.stringify(envelope));
  const storageKey = privateKey('workbook-packs', 'json');
  await app.storage.put(storageKey, body, {
    contentType: 'application/json',
    metadata: { sha256: verified.sha256 },
  });
  const id = crypto.randomUUID();
  const inserted = await app.db
    .insertInto('workbook_packs')
    .values({
      id,
      pack_id: manifest.packId,
      workbook_id: manifest.workbookId,
      mode: manifest.mode,
      version: manifest.version,
      title: manifest.title,
      publisher: manifest.publisher,
      key_id: verified.keyId,
      sha256: verified.sha256,
      storage_key: storageKey,
      size: verified.zip.length,
      activity_count: verified.activities.length,
      status: 'verified',
      uploaded_by: actor.userId,
      uploaded_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    // Another upload got there first: the same bytes, or another pack with this version.
    await app.storage.delete(storageKey);
    const raced = await packBySha(app, verified.sha256);
    if (raced) return { pack: raced, created: false };
    throw new AppError('CONFLICT', {
      pack: PACK_MESSAGES.replay(manifest.packId, manifest.version, manifest.version),
    });
  }
  await writeAudit(app.db, {
    action: 'workbook_pack.uploaded',
    actorType: 'user',
    actorId: actor.userId,
    targetType: 'workbook_pack',
    targetId: id,
    ip: actor.ip,
    details: {
      packId: manifest.packId,
      version: manifest.version,
      workbookId: manifest.workbookId,
      keyId: verified.keyId,
      sha256: verified.sha256,
      activities: verified.activities.length,
    },
  });
  return { pack: (await packBySha(app, verified.sha256))!, created: true };
}

/** Every pack, newest upload first. */
export async function listPacks(app: FastifyInstance): Promise<WorkbookPack[]> {
  const rows = await app.db
    .selectFrom('workbook_packs')
    .selectAll()
    .orderBy('uploaded_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(packOf);
}

async function packBySha(app: FastifyInstance, sha256: string): Promise<WorkbookPack | null> {
  const row = await app.db
    .selectFrom('workbook_packs')
    .selectAll()
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  return row ? packOf(row) : null;
}

function packOf(row: Selectable<WorkbookPacksTable>): WorkbookPack {
  return {
    id: row.id,
    packId: row.pack_id,
    workbookId: row.workbook_id,
    mode: row.mode,
    version: Number(row.version),
    title: row.title,
    publisher: row.publisher,
    keyId: row.key_id,
    sha256: row.sha256,
    size: Number(row.size),
    activityCount: Number(row.activity_count),
    status: row.status,
    uploadedAt: row.uploaded_at,
  };
}
