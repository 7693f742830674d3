import type { FastifyInstance } from 'fastify';
import { SHARING_MESSAGES } from '../../../common/academy/sharing-messages';
import type { JoinAnswer, JoinLinkAnswer } from '../../../common/schemas/academy-sharing';
import { AppError } from '../../errors';
import { courseById, joinCourseOf, membershipOf } from './course-card';
import { enrol } from './enrol';
import { joinLinkState, type JoinLinkRow } from './join-links';
import { countTokenMiss, refuseTokenGuessers } from './token-misses';

const STATE_REFUSALS = {
  expired: SHARING_MESSAGES.linkExpired,
  full: SHARING_MESSAGES.linkFull,
  closed: SHARING_MESSAGES.courseClosed,
} as const;

/**
 * The live link with this token and its course. An unknown or regenerated token answers the
 * same 404 and counts as a miss for the caller's address.
 */
async function liveLinkByToken(app: FastifyInstance, token: string, ip: string, now: Date) {
  await refuseTokenGuessers(app, ip, now.getTime());
  const link = await app.db
    .selectFrom('course_join_links')
    .selectAll()
    .where('token', '=', token)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  const course = link ? await courseById(app.db, link.course_id) : undefined;
  if (!link || !course) {
    await countTokenMiss(app, ip, now.getTime());
    throw new AppError('NOT_FOUND', { link: SHARING_MESSAGES.linkDead });
  }
  return { link: link satisfies JoinLinkRow, course };
}

/** What the join page shows: the course's card, the link's state, the caller's place. */
export async function describeJoinLink(
  app: FastifyInstance,
  token: string,
  caller: { userId: string | undefined; ip: string },
  now: Date,
): Promise<JoinLinkAnswer> {
  const { link, course } = await liveLinkByToken(app, token, caller.ip, now);
  return {
    state: joinLinkState(link, course, now),
    course: await joinCourseOf(app.db, course),
    signedIn: caller.userId !== undefined,
    membership: await membershipOf(app.db, course, caller.userId),
  };
}

/** Joins (or asks to join) the link's course; a member already is answered as one. */
export async function joinByLink(
  app: FastifyInstance,
  token: string,
  caller: { userId: string; ip: string },
  now: Date,
): Promise<JoinAnswer> {
  const { link, course } = await liveLinkByToken(app, token, caller.ip, now);
  const membership = await membershipOf(app.db, course, caller.userId);
  const state = joinLinkState(link, course, now);
  // Someone already in is told so even when the link has since expired or filled up.
  const alreadyIn = membership === 'staff' || membership === 'active' || membership === 'pending';
  if (state !== 'open' && !(alreadyIn && state !== 'closed')) {
    throw new AppError('GONE', { link: STATE_REFUSALS[state] });
  }
  return enrol(app.db, {
    course,
    userId: caller.userId,
    route: 'link',
    linkId: link.id,
    now,
    live: app.live,
  });
}
