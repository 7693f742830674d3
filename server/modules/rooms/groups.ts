import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ROOM_MESSAGES as M } from '../../../common/copy/rooms';
import type { Grouping } from '../../../common/schemas/rooms';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * How many groups of about `size` make the fairest split: the class splits into groups of
 * `size`, and a short remainder joins the others one each (7 at size 3: 3 and 4, never 3, 3
 * and a lone 1). A class smaller than `size` is one group.
 */
function groupCount(students: number, size: number): number {
  return Math.max(1, Math.floor(students / size));
}

/** A fair random split (point 2): shuffled (crypto), then dealt round the groups. */
export function randomGroups(studentIds: readonly string[], size: number): string[][] {
  const shuffled = [...studentIds];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  const groups: string[][] = Array.from({ length: groupCount(shuffled.length, size) }, () => []);
  shuffled.forEach((studentId, index) => groups[index % groups.length]!.push(studentId));
  return groups;
}

/**
 * Groups made by hand or kept in a set: every student must be a current student of the class,
 * and in one group only. Empty groups stay (rooms students may choose, or fill by moves).
 */
export function checkGroups(groups: readonly string[][], classStudentIds: ReadonlySet<string>) {
  const seen = new Set<string>();
  for (const group of groups) {
    for (const studentId of group) {
      if (!classStudentIds.has(studentId)) {
        throw new AppError('BAD_REQUEST', { groups: M.notInClass });
      }
      if (seen.has(studentId)) throw new AppError('BAD_REQUEST', { groups: M.twice });
      seen.add(studentId);
    }
  }
}

/** The class's current students' ids, in the order they joined. */
export async function classStudentIds(db: Kysely<Database>, classId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('class_students')
    .select('student_id')
    .where('class_id', '=', classId)
    .orderBy('joined_at')
    .orderBy('student_id')
    .execute();
  return rows.map((row) => row.student_id);
}

/** The groups a grouping asks for, checked against the class. */
export async function groupsFor(
  db: Kysely<Database>,
  classId: string,
  grouping: Grouping,
): Promise<string[][]> {
  const students = await classStudentIds(db, classId);
  if (grouping.method === 'random') {
    if (students.length === 0) throw new AppError('BAD_REQUEST', { grouping: M.noStudents });
    return randomGroups(students, grouping.size);
  }
  let groups = grouping.method === 'hand' ? grouping.groups : null;
  if (grouping.method === 'set') {
    const set = await db
      .selectFrom('writing_group_sets')
      .select('groups')
      .where('id', '=', grouping.setId)
      .where('class_id', '=', classId)
      .executeTakeFirst();
    if (!set) throw new AppError('NOT_FOUND', { setId: M.setNotFound });
    // A saved set names students who may since have left the class: they are left out.
    const present = new Set(students);
    groups = (JSON.parse(set.groups) as string[][]).map((group) =>
      group.filter((studentId) => present.has(studentId)),
    );
  }
  checkGroups(groups!, new Set(students));
  return groups!;
}
