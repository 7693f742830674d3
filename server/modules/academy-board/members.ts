import type { Kysely } from 'kysely';
import { sql, type SqlBool } from 'kysely';
import { BOARD_LIMITS } from '../../../common/academy/board';
import type { BoardAuthor, MemberChoice } from '../../../common/schemas/academy-board';
import type { Database } from '../../db/schema';

type Member = Omit<BoardAuthor, 'id'> & { id: string };

/**
 * The course's current members among `ids` (the owner, active co-instructors and
 * participants), by id. Anyone else, someone who left included, is absent: the board then
 * shows "Former participant" and never their name.
 */
export async function membersById(
  db: Kysely<Database>,
  courseId: string,
  ownerId: string,
  ids: Iterable<string>,
): Promise<Map<string, Member>> {
  const wanted = [...new Set(ids)];
  const found = new Map<string, Member>();
  if (wanted.length === 0) return found;
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('course_members as m', (join) =>
      join
        .onRef('m.user_id', '=', 'u.id')
        .on('m.course_id', '=', courseId)
        .on('m.status', '=', 'active'),
    )
    .select(['u.id', 'u.first_name', 'u.last_name', 'm.role'])
    .where('u.id', 'in', wanted)
    .execute();
  for (const row of rows) {
    const role = row.id === ownerId ? 'owner' : row.role;
    if (!role) continue;
    found.set(row.id, { id: row.id, name: `${row.first_name} ${row.last_name}`.trim(), role });
  }
  return found;
}

/** The mention picker's choices: members whose name starts with (or contains) the words typed. */
export async function searchMembers(
  db: Kysely<Database>,
  courseId: string,
  ownerId: string,
  query: string,
): Promise<MemberChoice[]> {
  const pattern = `%${query
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.first_name', 'u.last_name'])
    .where((eb) =>
      eb.or([
        eb('u.id', '=', ownerId),
        eb(
          'u.id',
          'in',
          eb
            .selectFrom('course_members')
            .select('user_id')
            .where('course_id', '=', courseId)
            .where('status', '=', 'active'),
        ),
      ]),
    )
    .where(sql<SqlBool>`lower(u.first_name || ' ' || u.last_name) like ${pattern} escape '\\'`)
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.id')
    .limit(BOARD_LIMITS.picker)
    .execute();
  const roles = await membersById(
    db,
    courseId,
    ownerId,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const member = roles.get(row.id);
    return member ? [member] : [];
  });
}
