import type { Kysely, Transaction } from 'kysely';
import type { GroupSet } from '../../../common/schemas/rooms';
import type { Database } from '../../db/schema';
import { studentNames } from './names';

type Db = Kysely<Database> | Transaction<Database>;

/** Keeps a class's groups under a name, to use again (point 2). */
export async function saveGroupSet(
  db: Db,
  input: { classId: string; name: string; groups: string[][]; createdBy: string },
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('writing_group_sets')
    .values({
      id,
      class_id: input.classId,
      name: input.name,
      groups: JSON.stringify(input.groups),
      created_by: input.createdBy,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** The class's saved sets, newest first, naming the students still in the class. */
export async function listGroupSets(db: Kysely<Database>, classId: string): Promise<GroupSet[]> {
  const sets = await db
    .selectFrom('writing_group_sets')
    .selectAll()
    .where('class_id', '=', classId)
    .orderBy('created_at', 'desc')
    .execute();
  const names = await studentNames(db, classId);
  return sets.map((set) => ({
    id: set.id,
    name: set.name,
    createdAt: set.created_at,
    groups: (JSON.parse(set.groups) as string[][]).map((group) =>
      group.flatMap((studentId) => {
        const name = names.get(studentId);
        return name ? [{ studentId, name }] : [];
      }),
    ),
  }));
}

/** Deletes one of the class's sets; sessions made from it keep their rooms. */
export async function deleteGroupSet(db: Kysely<Database>, classId: string, setId: string) {
  const result = await db
    .deleteFrom('writing_group_sets')
    .where('id', '=', setId)
    .where('class_id', '=', classId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
