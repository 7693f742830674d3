import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { CERTIFICATE_CODE_LENGTH, certificateCodeFrom } from '../../../common/academy/certificates';
import type { CourseCertificatesTable, Database } from '../../db/schema';
import { participantCompletion } from './completion-facts';

type Db = Kysely<Database> | Transaction<Database>;
export type CertificateRow = Selectable<CourseCertificatesTable>;

/** A random code: 12 characters of 5 bits each, 60 bits from the system's CSPRNG. */
export const newCertificateCode = () => certificateCodeFrom(randomBytes(CERTIFICATE_CODE_LENGTH));

const fullName = (user: { first_name: string; last_name: string }) =>
  `${user.first_name} ${user.last_name}`.trim();

export async function certificateOf(
  db: Db,
  courseId: string,
  userId: string,
): Promise<CertificateRow | undefined> {
  return db
    .selectFrom('course_certificates')
    .selectAll()
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Issues the participant's certificate once the course's completion rule holds
 * (common/academy/completion.ts); called after every change to their progress or reflections
 * (refreshMemberCounts) and when they look at their certificate, so a missed call is mended.
 *
 * Idempotent: an existing certificate is kept as it is, and two concurrent calls insert one
 * row (the unique course + participant pair; the loser's insert does nothing). A certificate
 * is never revoked here, even if the course later gains lessons or a stricter rule: it
 * attests what the participant completed when it was issued, and what it states is a
 * snapshot (names, title, date) taken then.
 */
export async function issueCertificateIfComplete(
  db: Db,
  courseId: string,
  userId: string,
  now: Date,
): Promise<CertificateRow | undefined> {
  const existing = await certificateOf(db, courseId, userId);
  if (existing) return existing;
  const found = await db
    .selectFrom('courses as c')
    .innerJoin('course_members as m', 'm.course_id', 'c.id')
    .innerJoin('users as p', 'p.id', 'm.user_id')
    .innerJoin('users as o', 'o.id', 'c.owner_id')
    .select([
      'c.id',
      'c.title',
      'c.status',
      'c.completion_percent',
      'p.first_name as participant_first',
      'p.last_name as participant_last',
      'o.first_name as owner_first',
      'o.last_name as owner_last',
    ])
    .where('c.id', '=', courseId)
    .where('m.user_id', '=', userId)
    .where('m.role', '=', 'participant')
    .where('m.status', '=', 'active')
    .executeTakeFirst();
  // Only an active participant of a course they can see earns it; instructors do not.
  if (!found || found.status === 'draft') return undefined;
  const state = await participantCompletion(db, found, userId);
  if (!state.complete) return undefined;
  // A code already taken (60 bits: practically never) leaves no row; draw again.
  for (let attempt = 0; attempt < 3; attempt++) {
    await db
      .insertInto('course_certificates')
      .values({
        id: randomUUID(),
        code: newCertificateCode(),
        course_id: courseId,
        user_id: userId,
        participant_name: fullName({
          first_name: found.participant_first,
          last_name: found.participant_last,
        }),
        course_title: found.title,
        instructor_name: fullName({ first_name: found.owner_first, last_name: found.owner_last }),
        issued_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const issued = await certificateOf(db, courseId, userId);
    if (issued) return issued;
  }
  throw new Error('Could not draw a free certificate code');
}
