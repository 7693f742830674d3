import type { Kysely } from 'kysely';
import { WORKBOOK_MESSAGES } from '../../../common/copy/workbooks';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { deliverPackUpdate } from './pack-delivery';

export interface ClassPackView {
  packId: string;
  /** The version the class keeps; null before it added the workbook. */
  acceptedVersion: number | null;
  latestVersion: number;
  newerAvailable: boolean;
}

/** The newest verified version of each publisher pack for a workbook. */
async function latestPacks(db: Kysely<Database>, workbookId?: string) {
  let query = db
    .selectFrom('workbook_packs')
    .select(['pack_id', 'workbook_id'])
    .select((eb) => eb.fn.max('version').as('version'))
    .where('status', '=', 'verified')
    .groupBy(['pack_id', 'workbook_id']);
  if (workbookId) query = query.where('workbook_id', '=', workbookId);
  return (await query.execute()).map((row) => ({ ...row, version: Number(row.version) }));
}

/**
 * Issue 16, point 9: a class keeps the publisher pack version it had when it added the workbook
 * until its teacher accepts a newer verified one. Pins the latest version of each pack for the
 * workbook the first time (a class already pinned keeps its version).
 */
export async function pinClassPacks(
  db: Kysely<Database>,
  input: { classId: string; workbookId: string; teacherId: string; now: Date },
): Promise<void> {
  for (const pack of await latestPacks(db, input.workbookId)) {
    await db
      .insertInto('class_workbook_packs')
      .values({
        class_id: input.classId,
        pack_id: pack.pack_id,
        version: pack.version,
        accepted_by: input.teacherId,
        accepted_at: input.now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['class_id', 'pack_id']).doNothing())
      .execute();
  }
}

/** Whether a pack the class keeps for the workbook is in `replaces` mode (docs/workbook-packs.md). */
export async function replacesLectioReflections(
  db: Kysely<Database>,
  classId: string,
  workbookId: string,
): Promise<boolean> {
  const replacing = await db
    .selectFrom('class_workbook_packs as pin')
    .innerJoin('workbook_packs as pack', (join) =>
      join.onRef('pack.pack_id', '=', 'pin.pack_id').onRef('pack.version', '=', 'pin.version'),
    )
    .select('pack.id')
    .where('pin.class_id', '=', classId)
    .where('pack.workbook_id', '=', workbookId)
    .where('pack.mode', '=', 'replaces')
    .executeTakeFirst();
  return replacing !== undefined;
}

/** Each workbook's packs as the class sees them: the version kept and whether a newer exists. */
export async function classPacks(
  db: Kysely<Database>,
  classId: string,
): Promise<Map<string, ClassPackView[]>> {
  const [latest, accepted] = await Promise.all([
    latestPacks(db),
    db
      .selectFrom('class_workbook_packs')
      .select(['pack_id', 'version'])
      .where('class_id', '=', classId)
      .execute(),
  ]);
  const kept = new Map(accepted.map((row) => [row.pack_id, row.version]));
  const byWorkbook = new Map<string, ClassPackView[]>();
  for (const pack of latest) {
    const acceptedVersion = kept.get(pack.pack_id) ?? null;
    const views = byWorkbook.get(pack.workbook_id) ?? [];
    views.push({
      packId: pack.pack_id,
      acceptedVersion,
      latestVersion: pack.version,
      newerAvailable: acceptedVersion !== null && pack.version > acceptedVersion,
    });
    byWorkbook.set(pack.workbook_id, views);
  }
  return byWorkbook;
}

/**
 * The teacher accepts a newer verified version of a pack the class keeps. Only upward, only to
 * a verified version (409 otherwise); accepting the version kept changes nothing. The class's
 * activities follow the new version (pack-delivery.ts: deliverPackUpdate); other classes keep
 * theirs.
 */
export async function acceptClassPack(
  db: Kysely<Database>,
  storage: FileStorage,
  input: { classId: string; packId: string; version: number; teacherId: string; now: Date },
): Promise<void> {
  const [kept, offered] = await Promise.all([
    db
      .selectFrom('class_workbook_packs')
      .select('version')
      .where('class_id', '=', input.classId)
      .where('pack_id', '=', input.packId)
      .executeTakeFirst(),
    db
      .selectFrom('workbook_packs')
      .select('version')
      .where('pack_id', '=', input.packId)
      .where('version', '=', input.version)
      .where('status', '=', 'verified')
      .executeTakeFirst(),
  ]);
  if (!kept || !offered) {
    throw new AppError('NOT_FOUND', { pack: WORKBOOK_MESSAGES.packNotFound });
  }
  if (input.version === kept.version) return;
  if (input.version < kept.version) {
    throw new AppError('CONFLICT', { version: WORKBOOK_MESSAGES.packOlder });
  }
  await db.transaction().execute(async (trx) => {
    // Moving the pin is the lock: of two accepts at once (a double click), only the one that
    // moved it delivers; the other then finds nothing older to move.
    const moved = await trx
      .updateTable('class_workbook_packs')
      .set({
        version: input.version,
        accepted_by: input.teacherId,
        accepted_at: input.now.toISOString(),
      })
      .where('class_id', '=', input.classId)
      .where('pack_id', '=', input.packId)
      .where('version', '<', input.version)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return;
    await deliverPackUpdate(trx, storage, input);
  });
}
