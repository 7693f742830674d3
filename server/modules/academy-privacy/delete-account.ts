import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { ACADEMY_PRIVACY_MESSAGES as M } from '../../../common/academy/privacy-messages';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { applyFormerPostsRule } from '../academy-board/former-participant';
import { deleteCertificatesOf } from '../academy-certificates/forget';
import { forgetAuditTrail } from '../privacy/delete-student';
import { deletionBlockers } from './deletion-blockers';
import { forgetParticipation } from './leave-course';

/** Refuses when something of other people's would go with the account (./deletion-blockers). */
export async function assertMayDelete(
  db: FastifyInstance['db'] | Transaction<Database>,
  userId: string,
): Promise<void> {
  const blockers = await deletionBlockers(db, userId);
  if (blockers.courses.length > 0) {
    throw new AppError('CONFLICT', {
      account: M.ownsCourses(blockers.courses.map((course) => course.title)),
    });
  }
  if (blockers.journals) throw new AppError('CONFLICT', { account: M.journalsData });
}

/** Rows another person's course keeps, written by this account: they become the owner's. */
const ownerOfCourse = sql<string>`(select owner_id from courses where courses.id = course_id)`;

/**
 * Deletes the whole Lectio account at once (decision 0021; no grace period: the person asked
 * and re-entered their password), in one transaction:
 *
 * - each course they were in: their reflections, progress and unlocks deleted, their board
 *   posts as the course's rule says (forgetParticipation), then the membership itself;
 * - the feedback they wrote as a co-instructor (their words); the links, invitations and
 *   unlocks they made in other people's courses pass to each course's owner;
 * - their own courses (nobody else is in them: assertMayDelete), their certificates;
 * - their sessions, codes and the audit rows that carry their personal data; the users row,
 *   and with it (ON DELETE CASCADE) their Journals books, credits and notifications.
 *
 * The deletion itself is audited with ids only.
 */
export async function deleteAcademyAccount(app: FastifyInstance, userId: string): Promise<void> {
  // Sign-outs are announced to open pages (live streams end) before the rows go.
  await app.sessions.revokeAllFor('user', userId);
  await app.db.transaction().execute(async (trx) => {
    await assertMayDelete(trx, userId);
    const user = await trx
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return;

    const memberships = await trx
      .selectFrom('course_members as m')
      .innerJoin('courses as c', 'c.id', 'm.course_id')
      .select(['m.course_id', 'c.former_posts'])
      .where('m.user_id', '=', userId)
      .execute();
    for (const { course_id: courseId, former_posts: rule } of memberships) {
      await forgetParticipation(trx, { courseId, userId, rule });
    }
    await trx.deleteFrom('course_members').where('user_id', '=', userId).execute();
    await trx.deleteFrom('reflection_comments').where('author_id', '=', userId).execute();
    await trx
      .updateTable('course_unlocks')
      .set({ unlocked_by: ownerOfCourse })
      .where('unlocked_by', '=', userId)
      .execute();
    await trx
      .updateTable('course_join_links')
      .set({ created_by: ownerOfCourse })
      .where('created_by', '=', userId)
      .execute();
    await trx
      .updateTable('course_invites')
      .set({ invited_by: ownerOfCourse })
      .where('invited_by', '=', userId)
      .execute();

    // Their own courses, now empty of others: the board's rule has nobody to apply to, and
    // the course's rows (chapters, lessons, links) go with it by cascade.
    const owned = await trx
      .selectFrom('courses')
      .select(['id', 'former_posts'])
      .where('owner_id', '=', userId)
      .execute();
    for (const course of owned) {
      await applyFormerPostsRule(trx, course.id, userId, course.former_posts);
    }
    await trx.deleteFrom('courses').where('owner_id', '=', userId).execute();
    await deleteCertificatesOf(trx, userId);

    await trx
      .deleteFrom('sessions')
      .where('subject_type', '=', 'user')
      .where('subject_id', '=', userId)
      .execute();
    await trx
      .deleteFrom('verification_codes')
      .where('subject_type', '=', 'user')
      .where('subject_id', '=', userId)
      .execute();
    await forgetAuditTrail(trx, {
      type: 'user',
      id: userId,
      spelled: [`${user.first_name} ${user.last_name}`, user.email],
    });
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    await writeAudit(trx, {
      action: 'account_deleted',
      actorType: null,
      actorId: null,
      targetType: 'user',
      targetId: userId,
      details: { via: 'academy' },
    });
  });
}
