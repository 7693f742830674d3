import type { Kysely } from 'kysely';
import { studentKey, userKey } from '../../../common/chat/rules';
import { ROOM_CONTRIBUTIONS_COPY } from '../../../common/copy/room-contributions';
import { presenceName } from '../../../common/rooms/presence';
import type { Database } from '../../db/schema';

/**
 * The names of a room's writers by author key ('s:<studentId>', 'u:<userId>'). Students see
 * everyone as first name and last initial (point 8); adults see full names. A writer whose
 * account is gone keeps their words under a name that says so.
 */
export async function writerNames(
  db: Kysely<Database>,
  keys: string[],
  viewer: 'student' | 'adult',
): Promise<Map<string, { name: string; adult: boolean }>> {
  const studentPrefix = studentKey('');
  const userPrefix = userKey('');
  const idsOf = (prefix: string) =>
    keys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
  const studentIds = idsOf(studentPrefix);
  const userIds = idsOf(userPrefix);
  const [students, users] = await Promise.all([
    studentIds.length === 0
      ? []
      : db
          .selectFrom('students')
          .select(['id', 'first_name', 'last_name'])
          .where('id', 'in', studentIds)
          .execute(),
    userIds.length === 0
      ? []
      : db
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name'])
          .where('id', 'in', userIds)
          .execute(),
  ]);
  const nameOf = (person: { first_name: string; last_name: string }) =>
    viewer === 'student'
      ? presenceName(person.first_name, person.last_name)
      : `${person.first_name} ${person.last_name}`.trim();
  const names = new Map<string, { name: string; adult: boolean }>(
    keys.map((key) => [
      key,
      { name: ROOM_CONTRIBUTIONS_COPY.formerWriter, adult: key.startsWith(userPrefix) },
    ]),
  );
  for (const student of students) {
    names.set(studentKey(student.id), { name: nameOf(student), adult: false });
  }
  for (const user of users) names.set(userKey(user.id), { name: nameOf(user), adult: true });
  return names;
}
