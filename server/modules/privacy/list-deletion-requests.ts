import type { Kysely } from 'kysely';
import type {
  AdminDeletionRequest,
  AdminDeletionRequestsAnswer,
} from '../../../common/schemas/privacy';
import type { Database } from '../../db/schema';
import { viewOf } from './deletion-requests';

/** Finished requests stay on the admins' list this long. */
const RECENT_DAYS = 30;
/** At most this many of each kind are listed. */
const LIMIT = 100;

/**
 * Every pending deletion request (soonest due first) and the recently finished ones (newest
 * first), for platform admins: the student's name and initial while the student exists.
 */
export async function listDeletionRequests(
  db: Kysely<Database>,
  now = new Date(),
): Promise<AdminDeletionRequestsAnswer> {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString();
  const base = db
    .selectFrom('deletion_requests as r')
    .leftJoin('students as s', 's.id', 'r.student_id')
    .leftJoin('users as u', 'u.id', 'r.completed_by')
    .selectAll('r')
    .select(['s.first_name', 's.last_name', 'u.is_platform_admin']);
  const [pending, recent] = await Promise.all([
    base.where('r.status', '=', 'pending').orderBy('r.due_at').limit(LIMIT).execute(),
    base
      .where('r.status', '!=', 'pending')
      .where('r.completed_at', '>=', since)
      .orderBy('r.completed_at', 'desc')
      .limit(LIMIT)
      .execute(),
  ]);
  const toView = (row: (typeof pending)[number]): AdminDeletionRequest => ({
    ...viewOf(row),
    studentId: row.student_id,
    studentLabel:
      row.first_name && row.last_name ? `${row.first_name} ${row.last_name.slice(0, 1)}.` : null,
    completedAt: row.completed_at,
    completedVia:
      row.status !== 'completed'
        ? null
        : row.completed_by === null
          ? 'schedule'
          : Number(row.is_platform_admin) === 1
            ? 'admin'
            : 'educator',
  });
  return { pending: pending.map(toView), recent: recent.map(toView) };
}
