import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { COURSE_LIMITS } from '../../../common/academy/courses';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import type { InviteState } from '../../../common/academy/sharing';
import { SHARING_MESSAGES } from '../../../common/academy/sharing-messages';
import type {
  Invite,
  InviteAnswer,
  InviteResult,
  JoinAnswer,
} from '../../../common/schemas/academy-sharing';
import { isOpenForJoining } from '../../access/course-joining';
import type { CourseRow } from '../../access/course-role';
import { courseInviteTemplate } from '../../adapters/email/templates/course-invite';
import type { CourseInvitesTable, Database } from '../../db/schema';
import { AppError } from '../../errors';
import { DAY_MS, hashToken, newToken } from '../../lib/tokens';
import type { SignedInAccount } from '../../plugins/session';
import { normaliseEmail } from '../auth/find-user';
import { courseById, joinCourseOf, membershipOf } from './course-card';
import { enrol, joinAnswer } from './enrol';
import { countTokenMiss, refuseTokenGuessers } from './token-misses';

type InviteRow = Selectable<CourseInvitesTable>;

export interface InviteDeps {
  app: FastifyInstance;
  academyBaseUrl: string;
}

const inviteStateOf = (row: InviteRow, now: Date): InviteState =>
  row.accepted_at
    ? 'accepted'
    : row.revoked_at
      ? 'revoked'
      : Date.parse(row.expires_at) <= now.getTime()
        ? 'expired'
        : 'waiting';

const inviteView = (row: InviteRow, now: Date): Invite => ({
  id: row.id,
  email: row.email,
  state: inviteStateOf(row, now),
  sentAt: row.created_at,
  expiresAt: row.expires_at,
});

/** The course's invitations, newest first. */
export async function listInvites(
  db: Kysely<Database>,
  courseId: string,
  now: Date,
): Promise<Invite[]> {
  const rows = await db
    .selectFrom('course_invites')
    .selectAll()
    .where('course_id', '=', courseId)
    .orderBy('created_at', 'desc')
    .orderBy('email')
    .execute();
  return rows.map((row) => inviteView(row, now));
}

/** Emails the invitation with a fresh token; answers whether the mail limits let it go. */
async function sendInvite(
  { app, academyBaseUrl }: InviteDeps,
  course: CourseRow,
  inviter: SignedInAccount,
  email: string,
  token: string,
): Promise<boolean> {
  const link = `${academyBaseUrl.replace(/\/+$/, '')}${ACADEMY_PATHS.invitation(token)}`;
  return app.email.send({
    to: email,
    ...courseInviteTemplate({
      courseTitle: course.title,
      instructorName: `${inviter.firstName} ${inviter.lastName}`.trim(),
      link,
    }),
  });
}

/**
 * Invites each address once: an address with a waiting invitation, or whose account is in the
 * course already, is reported and left alone, so sending the same list twice sends nothing
 * new. Only the token's hash is kept.
 */
export async function createInvites(
  deps: InviteDeps,
  course: CourseRow,
  inviter: SignedInAccount,
  emails: readonly string[],
  now: Date,
): Promise<InviteResult> {
  const { db } = deps.app;
  if (!isOpenForJoining(course)) {
    throw new AppError('CONFLICT', { emails: SHARING_MESSAGES.invitesDraft });
  }
  const result: InviteResult = {
    invited: [],
    alreadyInvited: [],
    alreadyMembers: [],
    notSent: [],
    invites: [],
  };
  for (const email of [...new Set(emails.map(normaliseEmail))]) {
    const member = await db
      .selectFrom('course_members')
      .innerJoin('users', 'users.id', 'course_members.user_id')
      .select('course_members.status')
      .where('course_members.course_id', '=', course.id)
      .where('users.email', '=', email)
      .where('course_members.status', '=', 'active')
      .executeTakeFirst();
    if (member) {
      result.alreadyMembers.push(email);
      continue;
    }
    const waiting = await db
      .selectFrom('course_invites')
      .select('id')
      .where('course_id', '=', course.id)
      .where('email', '=', email)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (waiting) {
      result.alreadyInvited.push(email);
      continue;
    }
    const token = newToken();
    await db
      .insertInto('course_invites')
      .values({
        id: crypto.randomUUID(),
        course_id: course.id,
        email,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + COURSE_LIMITS.inviteDays * DAY_MS).toISOString(),
        accepted_at: null,
        revoked_at: null,
        invited_by: inviter.id,
        created_at: now.toISOString(),
      })
      .execute();
    result.invited.push(email);
    if (!(await sendInvite(deps, course, inviter, email, token))) result.notSent.push(email);
  }
  result.invites = await listInvites(db, course.id, now);
  return result;
}

async function inviteOfCourse(db: Kysely<Database>, courseId: string, inviteId: string) {
  const row = await db
    .selectFrom('course_invites')
    .selectAll()
    .where('id', '=', inviteId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { invite: SHARING_MESSAGES.inviteNotFound });
  return row;
}

/** Revokes a waiting invitation (its link stops working); revoking twice changes nothing. */
export async function revokeInvite(
  db: Kysely<Database>,
  courseId: string,
  inviteId: string,
  now: Date,
): Promise<Invite> {
  await inviteOfCourse(db, courseId, inviteId);
  await db
    .updateTable('course_invites')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', inviteId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  return inviteView(await inviteOfCourse(db, courseId, inviteId), now);
}

/**
 * Sends a waiting or expired invitation again, with a new token and a new expiry (the old
 * email's link stops working: only the token's hash is kept, so it cannot be re-sent).
 */
export async function resendInvite(
  deps: InviteDeps,
  course: CourseRow,
  inviter: SignedInAccount,
  inviteId: string,
  now: Date,
): Promise<Invite> {
  const { db } = deps.app;
  const row = await inviteOfCourse(db, course.id, inviteId);
  if (row.accepted_at || row.revoked_at) {
    throw new AppError('CONFLICT', { invite: SHARING_MESSAGES.inviteAnswered });
  }
  const token = newToken();
  const updated = await db
    .updateTable('course_invites')
    .set({
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + COURSE_LIMITS.inviteDays * DAY_MS).toISOString(),
    })
    .where('id', '=', inviteId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    throw new AppError('CONFLICT', { invite: SHARING_MESSAGES.inviteAnswered });
  }
  await sendInvite(deps, course, inviter, row.email, token);
  return inviteView(await inviteOfCourse(db, course.id, inviteId), now);
}

/** "clare@example.org" → "cl•••@example.org": enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}•••@${domain}`;
}

/** The invitation with this token (never a revoked one), or a 404 counted as a miss. */
async function inviteByToken(app: FastifyInstance, token: string, ip: string, now: Date) {
  await refuseTokenGuessers(app, ip, now.getTime());
  const row = await app.db
    .selectFrom('course_invites')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  const course = row ? await courseById(app.db, row.course_id) : undefined;
  if (!row || !course) {
    await countTokenMiss(app, ip, now.getTime());
    throw new AppError('NOT_FOUND', { invite: SHARING_MESSAGES.inviteDead });
  }
  return { row, course };
}

const isFor = (row: InviteRow, account: SignedInAccount | null) =>
  account?.email !== null &&
  account?.email !== undefined &&
  normaliseEmail(account.email) === row.email;

/** What the invitation page shows. */
export async function describeInvite(
  app: FastifyInstance,
  token: string,
  caller: { account: SignedInAccount | null; ip: string },
  now: Date,
): Promise<InviteAnswer> {
  const { row, course } = await inviteByToken(app, token, caller.ip, now);
  const state = inviteStateOf(row, now);
  // Revoked invitations were answered as dead above; 'waiting' is what the page calls open.
  const shown = !isOpenForJoining(course)
    ? 'closed'
    : state === 'waiting' || state === 'revoked'
      ? 'open'
      : state;
  return {
    state: shown,
    course: await joinCourseOf(app.db, course),
    email: maskEmail(row.email),
    signedIn: caller.account !== null,
    forYou: isFor(row, caller.account),
    membership: await membershipOf(app.db, course, caller.account?.id),
  };
}

/**
 * Accepts the invitation: only the account with the invited address (an invitation is bound
 * to it), into a published course; the person is in at once. Accepting twice is harmless.
 */
export async function acceptInvite(
  app: FastifyInstance,
  token: string,
  caller: { account: SignedInAccount; ip: string },
  now: Date,
): Promise<JoinAnswer> {
  const { row, course } = await inviteByToken(app, token, caller.ip, now);
  if (!isFor(row, caller.account)) {
    throw new AppError('FORBIDDEN', {
      invite: SHARING_MESSAGES.inviteOtherEmail(maskEmail(row.email)),
    });
  }
  if (!isOpenForJoining(course)) {
    throw new AppError('GONE', { invite: SHARING_MESSAGES.courseClosed });
  }
  const state = inviteStateOf(row, now);
  if (state === 'expired') throw new AppError('GONE', { invite: SHARING_MESSAGES.inviteExpired });
  if (state === 'accepted') {
    // Used already: a second click is answered as the first; after a removal it is spent.
    const membership = await membershipOf(app.db, course, caller.account.id);
    if (membership === 'active' || membership === 'staff') return joinAnswer(course.id, 'active');
    throw new AppError('GONE', { invite: SHARING_MESSAGES.inviteDead });
  }
  const answer = await enrol(app.db, {
    course,
    userId: caller.account.id,
    route: 'invite',
    now,
  });
  await app.db
    .updateTable('course_invites')
    .set({ accepted_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('accepted_at', 'is', null)
    .execute();
  return answer;
}
