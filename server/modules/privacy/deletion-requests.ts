import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { RECORD_ID } from '../../../common/schemas/ids';
import {
  DELETION_DUE_HOURS,
  type CompleteDeletionAnswer,
  type DeletionRequestView,
} from '../../../common/schemas/privacy';
import type { Database, DeletionRequestsTable } from '../../db/schema';
import { deleteStudentData, type DeletionVia } from './delete-student';

export type DeletionRequestRow = Selectable<DeletionRequestsTable>;

export const viewOf = (row: DeletionRequestRow): DeletionRequestView => ({
  id: row.id,
  status: row.status,
  createdAt: row.created_at,
  dueAt: row.due_at,
});

/** A request just carried out, as the teacher or admin who did it is answered. */
export const completionOf = (row: DeletionRequestRow): CompleteDeletionAnswer => ({
  id: row.id,
  status: 'completed',
  completedAt: row.completed_at ?? new Date().toISOString(),
});

/** The pending request with this id, or undefined (an id that cannot name one is not looked up). */
export async function findPendingRequest(
  db: Kysely<Database>,
  requestId: string,
): Promise<DeletionRequestRow | undefined> {
  if (!RECORD_ID.test(requestId)) return undefined;
  return db
    .selectFrom('deletion_requests')
    .selectAll()
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export function pendingRequestOf(
  db: Kysely<Database>,
  studentId: string,
): Promise<DeletionRequestRow | undefined> {
  return db
    .selectFrom('deletion_requests')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/**
 * A parent asks for the child's account to be deleted: one pending request per student (a
 * partial unique index makes a second, concurrent one fail; that parent gets the first).
 * Answers the pending request and whether this call made it.
 */
export async function requestDeletion(
  db: Kysely<Database>,
  { studentId, parentId, now = new Date() }: { studentId: string; parentId: string; now?: Date },
): Promise<{ request: DeletionRequestRow; created: boolean }> {
  const existing = await pendingRequestOf(db, studentId);
  if (existing) return { request: existing, created: false };
  const row: DeletionRequestRow = {
    id: crypto.randomUUID(),
    student_id: studentId,
    requested_by: parentId,
    created_at: now.toISOString(),
    due_at: new Date(now.getTime() + DELETION_DUE_HOURS * 3_600_000).toISOString(),
    status: 'pending',
    completed_at: null,
    completed_by: null,
  };
  try {
    await db.insertInto('deletion_requests').values(row).execute();
    return { request: row, created: true };
  } catch (error) {
    const raced = await pendingRequestOf(db, studentId);
    if (!raced) throw error;
    return { request: raced, created: false };
  }
}

/** A linked parent withdraws the pending request. Answers whether there was one. */
export async function withdrawDeletion(
  db: Kysely<Database>,
  { studentId, parentId, now = new Date() }: { studentId: string; parentId: string; now?: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('deletion_requests')
    .set({ status: 'cancelled', completed_at: now.toISOString(), completed_by: parentId })
    .where('student_id', '=', studentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface CarriedOut {
  request: DeletionRequestRow;
  /** False when the student had already gone (removed with a class, say). */
  deleted: boolean;
}

/**
 * Carries out a pending request now. The request is claimed by a conditional update in the
 * same transaction as the deletion, so when two instances (or a teacher and the job) race,
 * exactly one deletes: the other's update finds the request no longer pending and it
 * answers null. A crash mid-way rolls both back and the request stays pending.
 */
export async function carryOutRequest(
  app: FastifyInstance,
  requestId: string,
  { userId, via, now = new Date() }: { userId: string | null; via: DeletionVia; now?: Date },
): Promise<CarriedOut | null> {
  const outcome = await app.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('deletion_requests')
      .set({ status: 'completed', completed_at: now.toISOString(), completed_by: userId })
      .where('id', '=', requestId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return null;
    const request = await trx
      .selectFrom('deletion_requests')
      .selectAll()
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    const deleted = await deleteStudentData(trx, request.student_id, {
      userId,
      via,
      requestId,
      now,
    });
    return { request, deleted };
  });
  return outcome;
}

/** Deletes a student now, outside any request (the administrator's own decision). */
export async function deleteStudentNow(
  app: FastifyInstance,
  studentId: string,
  { userId, now = new Date() }: { userId: string; now?: Date },
): Promise<boolean> {
  return app.db
    .transaction()
    .execute((trx) => deleteStudentData(trx, studentId, { userId, via: 'educator', now }));
}
