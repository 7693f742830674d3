import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashPassword } from '../auth/passwords';

/** Letters and digits that cannot be mistaken for one another when read aloud or printed. */
const LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const DIGITS = '23456789';

const pick = (alphabet: string, count: number) =>
  Array.from({ length: count }, () => alphabet[randomInt(alphabet.length)]).join('');

/**
 * A teacher-issued login code such as 'KMTR-4827' (about 30 bits from a CSPRNG; guessing is
 * further slowed by the failed-login limits). Shown once to the educator, stored only hashed.
 */
export const generateLoginCode = (): string => `${pick(LETTERS, 4)}-${pick(DIGITS, 4)}`;

/**
 * Gives the student a new login code, replacing any earlier one. Signing in with it leads to
 * set-password (SPEC §4, student login). Answers the code: the only time it exists in clear.
 */
export async function issueLoginCode(db: Kysely<Database>, studentId: string): Promise<string> {
  const code = generateLoginCode();
  await db
    .updateTable('students')
    .set({ login_code_hash: await hashPassword(code), updated_at: new Date().toISOString() })
    .where('id', '=', studentId)
    .execute();
  return code;
}
