import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';
import { LINK_CHILD_MESSAGES as M } from '../../../common/family/messages';
import { invitationCodeOf, type LinkedChildAnswer } from '../../../common/schemas/family';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { isParentOf } from '../../access/parent-of';
import { hashToken } from '../../lib/tokens';
import { linkParent } from '../classroom/accept-parent-invitation';

/**
 * Codes that match no invitation, per address and per account, before the form stops for a
 * while: a code is 144 random bits, so this only keeps a script from hammering the table
 * (the same budget as the class-code look-up).
 */
export const LINK_CODE_MISSES = { max: 20, windowMs: 15 * 60 * 1000 } as const;

const refuse = (code: 'BAD_REQUEST' | 'FORBIDDEN' | 'TOO_MANY_REQUESTS', message: string) =>
  new AppError(code, { code: message });

interface LinkInput {
  parentId: string;
  typed: string;
  ip: string;
  now?: Date;
}

/** A parent invitation by its code, whatever its state (the caller explains each state). */
async function invitationByCode(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('invitations as i')
    .innerJoin('students as s', 's.id', 'i.student_id')
    .select([
      'i.id',
      'i.email',
      'i.expires_at as expiresAt',
      'i.used_at as usedAt',
      's.id as studentId',
      's.first_name as firstName',
    ])
    .where('i.code', '=', hashToken(code))
    .where('i.class_id', 'is', null)
    .executeTakeFirst();
}

/** The parent's address once confirmed; null before (a code alone never links, see below). */
async function confirmedEmailOf(db: Kysely<Database>, parentId: string) {
  const row = await db
    .selectFrom('users')
    .select(['email', 'email_confirmed_at'])
    .where('id', '=', parentId)
    .executeTakeFirst();
  return row?.email_confirmed_at ? row.email.trim().toLowerCase() : null;
}

/**
 * Links a signed-in parent to a child with the invitation code a teacher emailed (or the whole
 * link, pasted). Each refusal says what to do: an unknown code (counted against the address
 * and the account, 429 past the budget), an expired or used one. The code is not enough on
 * its own, as when the link is opened (accept-parent-invitation.ts): the invitation must have
 * gone to this account's confirmed address, so a forwarded email hands no child to a stranger.
 * Repeating the request, or using an old code of a child already linked, answers the child
 * with `alreadyLinked`; two requests at once link once.
 */
export async function linkChildByCode(
  app: FastifyInstance,
  { parentId, typed, ip, now = new Date() }: LinkInput,
): Promise<LinkedChildAnswer> {
  const { windowMs, max } = LINK_CODE_MISSES;
  const keys = [`family-link-code:ip:${ip}`, `family-link-code:account:${parentId}`];
  for (const key of keys) {
    const { count } = await app.rateLimitStore.peek(key, windowMs, now.getTime());
    if (count >= max) throw refuse('TOO_MANY_REQUESTS', M.tooManyTries);
  }
  const code = invitationCodeOf(typed);
  const found = code ? await invitationByCode(app.db, code) : undefined;
  if (!found) {
    for (const key of keys) await app.rateLimitStore.hit(key, windowMs, now.getTime());
    throw refuse('BAD_REQUEST', M.codeUnknown);
  }
  const child = { studentId: found.studentId, firstName: found.firstName };
  if (await isParentOf(app.db, parentId, found.studentId)) return { ...child, alreadyLinked: true };
  if (found.usedAt) throw refuse('BAD_REQUEST', M.codeUsed);
  if (found.expiresAt !== null && Date.parse(found.expiresAt) <= now.getTime()) {
    throw refuse('BAD_REQUEST', M.codeExpired);
  }
  const email = await confirmedEmailOf(app.db, parentId);
  if (!email) throw refuse('FORBIDDEN', M.confirmFirst);
  if (email !== found.email?.trim().toLowerCase()) {
    throw refuse('FORBIDDEN', CLASSROOM_MESSAGES.invitationForAnotherAddress);
  }
  if (await linkParent(app.db, found.id, parentId, found.studentId, now)) {
    return { ...child, alreadyLinked: false };
  }
  // Another request used the invitation a moment ago: if it was this parent's, they are linked.
  if (await isParentOf(app.db, parentId, found.studentId)) return { ...child, alreadyLinked: true };
  throw refuse('BAD_REQUEST', M.codeUsed);
}
