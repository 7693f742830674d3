import type { Kysely } from 'kysely';
import type { Database, UsersTable, VerificationPurpose } from '../../db/schema';
import { addMs, hashToken, newToken } from '../../lib/tokens';

export const HOUR_MS = 60 * 60 * 1000;

type Subject = { subjectType: 'user' | 'student'; subjectId: string };

/** A new single-use code for an email link; only its hash is kept. */
export async function issueVerificationCode(
  db: Kysely<Database>,
  {
    purpose,
    subjectType,
    subjectId,
    lifetimeMs,
    now = new Date(),
  }: Subject & { purpose: VerificationPurpose; lifetimeMs: number; now?: Date },
): Promise<string> {
  const code = newToken();
  await db
    .insertInto('verification_codes')
    .values({
      id: crypto.randomUUID(),
      purpose,
      subject_type: subjectType,
      subject_id: subjectId,
      code_hash: hashToken(code),
      expires_at: addMs(now, lifetimeMs).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return code;
}

/** The account a code was issued to (whether or not it is still live), or undefined. */
export async function ownerOfCode(
  db: Kysely<Database>,
  purpose: VerificationPurpose,
  code: string,
): Promise<{ id: string; account_type: UsersTable['account_type'] } | undefined> {
  return db
    .selectFrom('verification_codes')
    .innerJoin('users', 'users.id', 'verification_codes.subject_id')
    .select(['users.id as id', 'users.account_type as account_type'])
    .where('verification_codes.code_hash', '=', hashToken(code))
    .where('verification_codes.purpose', '=', purpose)
    .where('verification_codes.subject_type', '=', 'user')
    .executeTakeFirst();
}

/** Marks a live code used and answers its subject; null when unknown, expired or used. */
export async function consumeVerificationCode(
  db: Kysely<Database>,
  { purpose, code, now = new Date() }: { purpose: VerificationPurpose; code: string; now?: Date },
): Promise<Subject | null> {
  const row = await db
    .selectFrom('verification_codes')
    .select(['id', 'subject_type', 'subject_id', 'expires_at', 'used_at'])
    .where('code_hash', '=', hashToken(code))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.used_at || Date.parse(row.expires_at) <= now.getTime()) return null;
  // The conditional update makes a code single-use even when two requests race.
  const result = await db
    .updateTable('verification_codes')
    .set({ used_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  return { subjectType: row.subject_type, subjectId: row.subject_id };
}
