import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ActivitiesTable, Database } from '../../db/schema';
import { resolveAccount, type SignedInAccount } from '../../plugins/session';
import { teacherClassIds } from '../../access/teaches-class';
import { activityNotFound, auditRefusal } from './guards';
import { isAssignedToAny } from './teacher-classes';

/**
 * Who may see an activity's image: its owner, a teacher of a class it is assigned to, and a
 * student of such a class. Anyone else gets the 404 of a missing activity (audited when signed
 * in).
 */
export async function authorizeImageReader(
  request: FastifyRequest,
  activity: ActivitiesTable | undefined,
): Promise<void> {
  const reader =
    (await resolveAccount(request)) ?? (await resolveAccount(request, { student: true }));
  // Nobody signed in is answered like a missing activity too: a private file reveals nothing.
  if (!reader || !activity) throw activityNotFound();
  if (await mayReadActivity(request.server.db, reader, activity)) return;
  await auditRefusal(request, reader, activity.id);
  throw activityNotFound();
}

/** Its owner, a teacher of a class it is assigned to, or a student of such a class. */
export async function mayReadActivity(
  db: Kysely<Database>,
  account: SignedInAccount,
  activity: ActivitiesTable,
): Promise<boolean> {
  if (account.type === 'teacher') {
    if (activity.teacher_id === account.id) return true;
    return isAssignedToAny(db, activity.id, await teacherClassIds(db, account.id));
  }
  if (account.type !== 'student') return false;
  const classes = await db
    .selectFrom('class_students')
    .select('class_id')
    .where('student_id', '=', account.id)
    .execute();
  return isAssignedToAny(
    db,
    activity.id,
    classes.map((entry) => entry.class_id),
  );
}
