import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, PointsKind } from '../../db/schema';

/** A student's points: the sum of their ledger rows (awards and rewards minus purchases). */
export async function studentPoints(
  db: Kysely<Database> | Transaction<Database>,
  studentId: string,
): Promise<number> {
  const row = await db
    .selectFrom('points_ledger')
    .select(sql<number | string | null>`sum(points)`.as('points'))
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(row?.points ?? 0);
}

export async function addPoints(
  db: Kysely<Database> | Transaction<Database>,
  entry: {
    studentId: string;
    points: number;
    kind: PointsKind;
    projectId?: string | null;
    note?: string | null;
    createdBy?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('points_ledger')
    .values({
      id: crypto.randomUUID(),
      student_id: entry.studentId,
      points: entry.points,
      kind: entry.kind,
      project_id: entry.projectId ?? null,
      note: entry.note ?? null,
      created_by: entry.createdBy ?? null,
      created_at: new Date().toISOString(),
    })
    // A project's submission reward exists once, however often the work is handed in.
    .onConflict((oc) => oc.columns(['project_id', 'kind']).doNothing())
    .execute();
}
