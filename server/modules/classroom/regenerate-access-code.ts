import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { generateAccessCode } from './generate-access-code';

const ATTEMPTS = 10;

/**
 * Gives the class a new Access Code; the old one stops working at once (students who already
 * joined stay). Uniqueness rests on the unique constraint, as for a new class.
 */
export async function regenerateAccessCode(db: Kysely<Database>, classId: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const code = generateAccessCode();
    try {
      await db
        .updateTable('classes')
        .set({ access_code: code })
        .where('id', '=', classId)
        .execute();
      return code;
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}
