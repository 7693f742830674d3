import type { Kysely } from 'kysely';
import type { JoinRequest } from '../../../common/schemas/classroom';
import type { Database } from '../../db/schema';

function joinRequestsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('class_join_requests as r')
    .innerJoin('students as s', 's.id', 'r.student_id')
    .select([
      'r.id as id',
      'r.class_id as classId',
      'r.status as status',
      'r.created_at as createdAt',
      'r.decided_at as decidedAt',
      's.id as studentId',
      's.first_name as firstName',
      's.last_name as lastName',
      's.email as email',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof joinRequestsQuery>['executeTakeFirstOrThrow']>>;

const toJoinRequest = (row: Row): JoinRequest => ({
  id: row.id,
  classId: row.classId,
  status: row.status,
  student: {
    id: row.studentId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
  },
  createdAt: row.createdAt,
  decidedAt: row.decidedAt,
});

/** The class's pending join requests, oldest first. */
export async function listJoinRequests(
  db: Kysely<Database>,
  classId: string,
): Promise<JoinRequest[]> {
  const rows = await joinRequestsQuery(db)
    .where('r.class_id', '=', classId)
    .where('r.status', '=', 'pending')
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  return rows.map(toJoinRequest);
}

/** One request of the class, whatever its status, or undefined. */
export async function readJoinRequest(
  db: Kysely<Database>,
  classId: string,
  requestId: string,
): Promise<JoinRequest | undefined> {
  const row = await joinRequestsQuery(db)
    .where('r.class_id', '=', classId)
    .where('r.id', '=', requestId)
    .executeTakeFirst();
  return row && toJoinRequest(row);
}
