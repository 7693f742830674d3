import type { Transaction } from 'kysely';
import type { FormerPostsRule } from '../../../common/academy/courses';
import type { Database } from '../../db/schema';

/**
 * What becomes of a former participant's posts on a course's board (issue 13, point 15,
 * decision 0021): shown as "Former participant" ('former') or removed ('remove'). Called by
 * the Academy's privacy module for each course someone leaves, in the leaving transaction.
 *
 * Replaced by the board's implementation on merge: the board's tables do not exist on this
 * branch, so there is nothing to change yet.
 */
export async function applyFormerPostsRule(
  trx: Transaction<Database>,
  courseId: string,
  userId: string,
  rule: FormerPostsRule,
): Promise<void> {
  void trx;
  void courseId;
  void userId;
  void rule;
}
