import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PackActivity } from '../../../common/workbooks/pack-schema';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Database } from '../../db/schema';
import { contentColumns } from '../activities/mapping';
import { verifiedPackActivityValues } from '../workbook-packs/pack-activity-values';
import { unpackPack } from '../workbook-packs/verify-pack';

/**
 * The building blocks of delivering publisher pack activities to classes (issue 16, point 9):
 * reading a stored version, the teacher's one copy per pack version and key (migration 0055),
 * and assigning, moving and unassigning those copies in a class. The rules that use them are in
 * pack-delivery.ts.
 */

export interface PackItem {
  /** The activity's id in the manifest: the same in every version of the pack. */
  key: string;
  /** SHA-256 of its file in this version: equal in two versions when it did not change. */
  sha256: string;
  activity: PackActivity;
}

export interface PackVersion {
  packId: string;
  version: number;
  workbookId: string;
  items: PackItem[];
}

/**
 * A verified version's activities, read back from its private storage. The ZIP must still be
 * the bytes verified on upload (their SHA-256 is recorded); the signature is not checked again,
 * since a key retired later does not unaccept a pack.
 */
export async function readPackVersion(
  db: Kysely<Database>,
  storage: FileStorage,
  packId: string,
  version: number,
): Promise<PackVersion> {
  const row = await db
    .selectFrom('workbook_packs')
    .select(['storage_key', 'sha256', 'workbook_id'])
    .where('pack_id', '=', packId)
    .where('version', '=', version)
    .where('status', '=', 'verified')
    .executeTakeFirstOrThrow();
  const stored = await storage.get(row.storage_key);
  if (!stored) throw new Error(`Pack ${packId} v${version} is missing from storage`);
  const zip = Buffer.from((JSON.parse(stored.toString('utf8')) as { zip: string }).zip, 'base64');
  if (createHash('sha256').update(zip).digest('hex') !== row.sha256) {
    throw new Error(`Pack ${packId} v${version} in storage is not the pack verified on upload`);
  }
  const { manifest, activities } = await unpackPack(zip);
  return {
    packId,
    version,
    workbookId: row.workbook_id,
    items: activities.map((activity, i) => ({
      key: activity.id,
      sha256: manifest.activities[i]!.sha256,
      activity,
    })),
  };
}

/** The teacher's copy of one activity of one pack version, made the first time it is needed. */
export async function packCopy(
  db: Kysely<Database>,
  input: { teacherId: string; pack: PackVersion; item: PackItem; now: Date },
): Promise<string> {
  const { teacherId, pack, item } = input;
  const find = () =>
    db
      .selectFrom('activities')
      .select('id')
      .where('teacher_id', '=', teacherId)
      .where('pack_id', '=', pack.packId)
      .where('pack_version', '=', pack.version)
      .where('pack_activity_key', '=', item.key)
      .executeTakeFirst();
  const existing = await find();
  if (existing) return existing.id;
  const at = input.now.toISOString();
  // A double click makes the same copy twice: the unique index keeps the first, this finds it.
  await db
    .insertInto('activities')
    .values({
      id: crypto.randomUUID(),
      teacher_id: teacherId,
      ...contentColumns(verifiedPackActivityValues(item.activity)),
      image_key: null,
      video_upload_id: null,
      source_library_id: null,
      created_at: at,
      updated_at: at,
      workbook_id: pack.workbookId,
      pack_id: pack.packId,
      pack_version: pack.version,
      pack_activity_key: item.key,
      pack_activity_sha256: item.sha256,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return (await find())!.id;
}

/** Rewrites a copy to a newer version's content (only when nobody can have read it differently). */
export async function updateCopyInPlace(
  db: Kysely<Database>,
  input: { activityId: string; pack: PackVersion; item: PackItem; now: Date },
): Promise<void> {
  // The teacher's own due date and image description are theirs, not the pack's.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { due_date, image_alt, ...content } = contentColumns(
    verifiedPackActivityValues(input.item.activity),
  );
  await db
    .updateTable('activities')
    .set({
      ...content,
      pack_version: input.pack.version,
      pack_activity_sha256: input.item.sha256,
      updated_at: input.now.toISOString(),
    })
    .where('id', '=', input.activityId)
    .execute();
}

/** Every copy of the pack assigned to the class, newest version first. */
export async function classCopies(db: Kysely<Database>, classId: string, packId: string) {
  const rows = await db
    .selectFrom('activity_assignments as a')
    .innerJoin('activities', 'activities.id', 'a.activity_id')
    .select([
      'activities.id',
      'activities.teacher_id',
      'activities.pack_version',
      'activities.pack_activity_key',
      'activities.pack_activity_sha256',
    ])
    .where('a.class_id', '=', classId)
    .where('activities.pack_id', '=', packId)
    .orderBy('activities.pack_version', 'desc')
    .orderBy('activities.created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    teacherId: row.teacher_id,
    version: Number(row.pack_version),
    key: row.pack_activity_key!,
    sha256: row.pack_activity_sha256!,
  }));
}
export type ClassCopy = Awaited<ReturnType<typeof classCopies>>[number];

/** Whether any student of the class has work on the activity there (a project: any writing). */
export async function hasWritingInClass(
  db: Kysely<Database>,
  activityId: string,
  classId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .select('id')
    .where('activity_id', '=', activityId)
    .where('class_id', '=', classId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the copy may change in place: no student anywhere has work on it and no other class
 * has it assigned (so nobody reads it differently), and the teacher has no copy of the newer
 * version yet (one copy per version).
 */
export async function changeableInPlace(
  db: Kysely<Database>,
  input: { copy: ClassCopy; classId: string; pack: PackVersion },
): Promise<boolean> {
  const { copy, classId, pack } = input;
  const [work, otherClass, newer] = await Promise.all([
    db.selectFrom('projects').select('id').where('activity_id', '=', copy.id).executeTakeFirst(),
    db
      .selectFrom('activity_assignments')
      .select('class_id')
      .where('activity_id', '=', copy.id)
      .where('class_id', '<>', classId)
      .executeTakeFirst(),
    db
      .selectFrom('activities')
      .select('id')
      .where('teacher_id', '=', copy.teacherId)
      .where('pack_id', '=', pack.packId)
      .where('pack_version', '=', pack.version)
      .where('pack_activity_key', '=', copy.key)
      .executeTakeFirst(),
  ]);
  return !work && !otherClass && !newer;
}

/** Assigns the activity to the whole class, as the Lectio reflections are; once. */
export async function assignToClass(
  db: Kysely<Database>,
  input: { activityId: string; classId: string; teacherId: string; now: Date },
): Promise<void> {
  await db
    .insertInto('activity_assignments')
    .values({
      activity_id: input.activityId,
      class_id: input.classId,
      assigned_by: input.teacherId,
      assigned_at: input.now.toISOString(),
      due_date: null,
      opens_on: null,
    })
    .onConflict((conflict) => conflict.columns(['activity_id', 'class_id']).doNothing())
    .execute();
}

/**
 * Moves the class's assignment from one copy to another, keeping what the teacher set on it
 * (due date, open day, chosen students).
 */
export async function moveAssignment(
  db: Kysely<Database>,
  input: { fromId: string; toId: string; classId: string; now: Date },
): Promise<void> {
  const { fromId, toId, classId } = input;
  const assignment = await db
    .selectFrom('activity_assignments')
    .selectAll()
    .where('activity_id', '=', fromId)
    .where('class_id', '=', classId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('activity_assignments')
    .values({ ...assignment, activity_id: toId, assigned_at: input.now.toISOString() })
    .onConflict((conflict) => conflict.columns(['activity_id', 'class_id']).doNothing())
    .execute();
  const chosen = await db
    .selectFrom('assignment_students')
    .select('student_id')
    .where('activity_id', '=', fromId)
    .where('class_id', '=', classId)
    .execute();
  if (chosen.length > 0) {
    await db
      .insertInto('assignment_students')
      .values(
        chosen.map(({ student_id }) => ({ activity_id: toId, class_id: classId, student_id })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  await unassignFromClass(db, fromId, classId);
}

export async function unassignFromClass(
  db: Kysely<Database>,
  activityId: string,
  classId: string,
): Promise<void> {
  await db
    .deleteFrom('assignment_students')
    .where('activity_id', '=', activityId)
    .where('class_id', '=', classId)
    .execute();
  await db
    .deleteFrom('activity_assignments')
    .where('activity_id', '=', activityId)
    .where('class_id', '=', classId)
    .execute();
}
