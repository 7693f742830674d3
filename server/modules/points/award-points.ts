import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { addPoints, studentPoints } from './ledger';

/** A teacher's award of points to a student, with an optional note; answers the new total. */
export async function awardPoints(
  db: Kysely<Database> | Transaction<Database>,
  {
    studentId,
    points,
    note,
    teacherId,
  }: { studentId: string; points: number; note: string; teacherId: string },
): Promise<number> {
  await addPoints(db, {
    studentId,
    points,
    kind: 'award',
    note: note || null,
    createdBy: teacherId,
  });
  return studentPoints(db, studentId);
}
