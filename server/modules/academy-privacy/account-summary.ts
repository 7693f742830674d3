import type { Kysely } from 'kysely';
import type { AccountAnswer } from '../../../common/schemas/academy-privacy';
import type { Database } from '../../db/schema';
import { deletionBlockers } from './deletion-blockers';

/**
 * The account page's data: the profile, the courses the person takes part in (to leave
 * them), and what would stop the account's deletion now.
 */
export async function readAccountSummary(
  db: Kysely<Database>,
  userId: string,
): Promise<AccountAnswer> {
  const [user, courses, blockers] = await Promise.all([
    db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email', 'created_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('course_members as m')
      .innerJoin('courses as c', 'c.id', 'm.course_id')
      .select(['c.id', 'c.title', 'c.former_posts', 'm.joined_at'])
      .where('m.user_id', '=', userId)
      .where('m.role', '=', 'participant')
      .where('m.status', '=', 'active')
      .where('c.status', '!=', 'draft')
      .orderBy('c.title')
      .orderBy('c.id')
      .execute(),
    deletionBlockers(db, userId),
  ]);
  return {
    profile: {
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      createdAt: user.created_at,
    },
    courses: courses.map((course) => ({
      id: course.id,
      title: course.title,
      joinedAt: course.joined_at,
      formerPosts: course.former_posts,
    })),
    blockers,
  };
}
