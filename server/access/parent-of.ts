import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { RECORD_ID } from '../../common/schemas/ids';
import type { Database } from '../db/schema';
import type { SignedInAccount } from '../plugins/session';
import { callerOf, refuseStudentAccess } from './guards';

/**
 * Whether this parent is linked to the child (parent_students; a linked parent is an
 * administrator of the child, SPEC §3). The one check behind every parent's access to a child.
 */
export async function isParentOf(
  db: Kysely<Database>,
  parentId: string,
  studentId: string,
): Promise<boolean> {
  if (!RECORD_ID.test(studentId)) return false;
  const link = await db
    .selectFrom('parent_students')
    .select('student_id')
    .where('parent_id', '=', parentId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return link !== undefined;
}

/**
 * The signed-in parent linked to the child. Nobody signed in: 401. Anyone else (another
 * parent, a teacher, a student) gets a 404 and a `child_access_denied` audit row.
 */
export async function requireParentOf(
  request: FastifyRequest,
  studentId: string,
): Promise<SignedInAccount> {
  const { account, actor } = await callerOf(request);
  if (account?.type === 'parent' && (await isParentOf(request.server.db, account.id, studentId))) {
    return account;
  }
  return refuseStudentAccess(request, actor, 'child_access_denied', studentId);
}
