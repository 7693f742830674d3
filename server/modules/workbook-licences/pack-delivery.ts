import type { Kysely } from 'kysely';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Database } from '../../db/schema';
import {
  assignToClass,
  changeableInPlace,
  classCopies,
  hasWritingInClass,
  moveAssignment,
  packCopy,
  readPackVersion,
  unassignFromClass,
  updateCopyInPlace,
  type ClassCopy,
} from './pack-copies';

/**
 * Publisher pack activities reach classes (issue 16, point 9; docs/workbook-packs.md, "Versions
 * and classes"). Each activity of the version a class keeps becomes one of the teacher's
 * activities, marked with the workbook (so licences decide who sees it, as for Lectio's own
 * reflections) and with its pack, version and key, and is assigned to the whole class.
 *
 * Nothing any student wrote is ever lost or changed: a copy with work on it is never rewritten
 * or unassigned from the class it was written in.
 */

/**
 * Delivers the pinned version of each of the workbook's packs to the class. A key the class
 * already has a copy of (of any version) is left as it is, so adding twice changes nothing.
 * Answers the ids of the class's copies, in the manifest's order.
 */
export async function deliverPinnedPacks(
  db: Kysely<Database>,
  storage: FileStorage,
  input: { classId: string; teacherId: string; workbookId: string; now: Date },
): Promise<string[]> {
  const pins = await db
    .selectFrom('class_workbook_packs as pin')
    .innerJoin('workbook_packs as pack', (join) =>
      join.onRef('pack.pack_id', '=', 'pin.pack_id').onRef('pack.version', '=', 'pin.version'),
    )
    .select(['pin.pack_id', 'pin.version'])
    .where('pin.class_id', '=', input.classId)
    .where('pack.workbook_id', '=', input.workbookId)
    .orderBy('pin.pack_id')
    .execute();
  const ids: string[] = [];
  for (const pin of pins) {
    const pack = await readPackVersion(db, storage, pin.pack_id, Number(pin.version));
    const had = byKey(await classCopies(db, input.classId, pack.packId));
    for (const item of pack.items) {
      const current = had.get(item.key)?.[0];
      if (current) {
        ids.push(current.id);
        continue;
      }
      const { teacherId, classId, now } = input;
      const activityId = await packCopy(db, { teacherId, pack, item, now });
      await assignToClass(db, { activityId, classId, teacherId, now });
      ids.push(activityId);
    }
  }
  return ids;
}

/**
 * The class moves to a newer version of the pack (its pin already moved, in the same
 * transaction). Per key of the new version:
 * - new: copied and assigned;
 * - unchanged (same SHA-256): the class keeps its copy;
 * - changed, with work in the class: the old copy stays (with the work), the new version comes
 *   as a new activity beside it;
 * - changed, without work: updated in place when no one else reads that copy (no other class,
 *   no work anywhere), otherwise the class's assignment moves to the teacher's copy of the new
 *   version. Copies are per version, so another class on the old version never sees a change.
 * Keys the new version no longer has stay where there is work, and are unassigned otherwise.
 */
export async function deliverPackUpdate(
  db: Kysely<Database>,
  storage: FileStorage,
  input: { classId: string; packId: string; version: number; teacherId: string; now: Date },
): Promise<void> {
  const { classId, now } = input;
  const pack = await readPackVersion(db, storage, input.packId, input.version);
  const had = byKey(await classCopies(db, classId, pack.packId));
  for (const item of pack.items) {
    const current = had.get(item.key)?.[0];
    if (!current) {
      const activityId = await packCopy(db, { teacherId: input.teacherId, pack, item, now });
      await assignToClass(db, { activityId, classId, teacherId: input.teacherId, now });
      continue;
    }
    if (current.sha256 === item.sha256) continue;
    const teacherId = current.teacherId;
    if (await hasWritingInClass(db, current.id, classId)) {
      const activityId = await packCopy(db, { teacherId, pack, item, now });
      await assignToClass(db, { activityId, classId, teacherId: input.teacherId, now });
    } else if (await changeableInPlace(db, { copy: current, classId, pack })) {
      await updateCopyInPlace(db, { activityId: current.id, pack, item, now });
    } else {
      const activityId = await packCopy(db, { teacherId, pack, item, now });
      await moveAssignment(db, { fromId: current.id, toId: activityId, classId, now });
    }
  }
  const kept = new Set(pack.items.map((item) => item.key));
  for (const [key, copies] of had) {
    if (kept.has(key)) continue;
    for (const copy of copies) {
      if (!(await hasWritingInClass(db, copy.id, classId))) {
        await unassignFromClass(db, copy.id, classId);
      }
    }
  }
}

/** The class's copies by key, each list newest version first (classCopies' order). */
function byKey(copies: ClassCopy[]): Map<string, ClassCopy[]> {
  const keyed = new Map<string, ClassCopy[]>();
  for (const copy of copies) keyed.set(copy.key, [...(keyed.get(copy.key) ?? []), copy]);
  return keyed;
}
