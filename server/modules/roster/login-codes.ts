import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { IssuedLoginCode } from '../../../common/schemas/roster';
import type { Database } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { DAY_MS } from '../../lib/tokens';

/** Letters and digits that cannot be mistaken for one another when read aloud or printed. */
const LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * How long a login code works. A teacher prints the sign-in cards and hands them out in a
 * lesson; a class that meets once a week, with a pupil absent that day, needs the card to
 * still work at the next lesson. Two weeks covers that and no more: after it, the teacher
 * makes a new code in one click.
 */
export const LOGIN_CODE_LIFETIME_DAYS = 14;

/** When a code issued now stops working (ISO). */
export const loginCodeExpiry = (now: Date): string =>
  new Date(now.getTime() + LOGIN_CODE_LIFETIME_DAYS * DAY_MS).toISOString();

const pick = (alphabet: string, count: number) =>
  Array.from({ length: count }, () => alphabet[randomInt(alphabet.length)]).join('');

/**
 * A teacher-issued login code such as 'KMTR-4827' (about 30 bits from a CSPRNG; guessing is
 * further slowed by the failed-login limits). Shown once to the educator, stored only hashed.
 */
export const generateLoginCode = (): string => `${pick(LETTERS, 4)}-${pick(DIGITS, 4)}`;

/**
 * Gives the student a new login code, replacing any earlier one, for LOGIN_CODE_LIFETIME_DAYS.
 * Signing in with it leads to set-password (SPEC §4, student login). A set-password step
 * begun with an earlier code is ended, so it cannot use up this one.
 */
export async function issueLoginCode(
  db: Kysely<Database>,
  studentId: string,
  now = new Date(),
): Promise<IssuedLoginCode> {
  const code = generateLoginCode();
  const at = now.toISOString();
  const expiresAt = loginCodeExpiry(now);
  const hash = await hashPassword(code);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('students')
      .set({ login_code_hash: hash, login_code_expires_at: expiresAt, updated_at: at })
      .where('id', '=', studentId)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('subject_type', '=', 'student')
      .where('subject_id', '=', studentId)
      .where('kind', '=', 'set_password')
      .where('revoked_at', 'is', null)
      .execute();
  });
  return { code, expiresAt };
}

/** A code with no expiry (none issued) or a past one no longer signs anyone in. */
export const isLoginCodeExpired = (expiresAt: string | null, now = new Date()): boolean =>
  expiresAt === null || Date.parse(expiresAt) <= now.getTime();

/**
 * Sets the password a set-password step led to, and with it uses up the login code that was
 * there when the step read the student. One conditional update does both, on the code it
 * read: of two set-password calls at once, with one set token or two from the same code,
 * exactly one still finds the code and the other gets false. (A step begun from an email
 * reset may find no code: it then expects none.)
 */
export async function setPasswordUsingLoginCode(
  db: Kysely<Database>,
  {
    studentId,
    passwordHash,
    loginCodeHash,
    now = new Date(),
  }: { studentId: string; passwordHash: string; loginCodeHash: string | null; now?: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('students')
    .set({
      password_hash: passwordHash,
      login_code_hash: null,
      login_code_expires_at: null,
      updated_at: now.toISOString(),
    })
    .where('id', '=', studentId)
    .where('login_code_hash', loginCodeHash === null ? 'is' : '=', loginCodeHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
