import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { STUDENT_LOG_RETENTION_DAYS } from '../../../common/schemas/privacy';
import type { Database } from '../../db/schema';
import { carryOutRequest } from './deletion-requests';
import { sendDeletionDoneEmail } from './notify';
import { runPausedRetention } from './paused-retention';
import { purgeArchivedChat } from './chat-retention';

/** How often the job runs on each instance. */
export const PRIVACY_JOB_INTERVAL_MS = 5 * 60_000;
/** Requests carried out per run at most; the next run takes the rest. */
const BATCH = 50;
const DAY_MS = 86_400_000;

export interface PrivacyJobResult {
  /** Requests this run carried out (claimed and completed). */
  completed: number;
  /** Students this run deleted. */
  deleted: number;
  /** Audit rows purged. */
  auditPurged: number;
  /** Finished deletion requests purged. */
  requestsPurged: number;
  /** Paused accounts whose managers this run told their locked-out students will be deleted. */
  pausedNoticed: number;
  /** Locked-out students of accounts paused 12 months this run asked to delete. */
  pausedRequested: number;
  /** Conversations of classes archived a school year and a year ago, deleted (issue 17). */
  chatPurged: number;
}

/**
 * The privacy job, run every few minutes on every instance (and called by tests with their
 * own `now`): gives paused accounts' locked-out students their notice and, at 12 months, their
 * deletion requests (paused-retention.ts); carries out the deletion requests that are due, purges
 * audit rows that name a student once they are older than 90 days, and finished requests after
 * as long. Safe on two
 * instances at once: each request is claimed by a conditional update (carryOutRequest), and
 * deleting what is already deleted changes nothing.
 */
export async function runPrivacyJob(
  app: FastifyInstance,
  { now = new Date(), linkBase }: { now?: Date; linkBase: string },
): Promise<PrivacyJobResult> {
  // First, so the requests it makes for a pause's 12 months are carried out in this run.
  const paused = await runPausedRetention(app, { now, linkBase });
  const due = await app.db
    .selectFrom('deletion_requests')
    .select('id')
    .where('status', '=', 'pending')
    .where('due_at', '<=', now.toISOString())
    .orderBy('due_at')
    .limit(BATCH)
    .execute();
  let completed = 0;
  let deleted = 0;
  for (const { id } of due) {
    const outcome = await carryOutRequest(app, id, { userId: null, via: 'schedule', now });
    if (!outcome) continue;
    completed += 1;
    if (outcome.deleted) deleted += 1;
    await sendDeletionDoneEmail(app, outcome.request, linkBase);
  }
  const { auditPurged, requestsPurged } = await purgeStudentLogs(app.db, now);
  const chatPurged = await purgeArchivedChat(app.db, app.storage, now);
  return {
    completed,
    deleted,
    auditPurged,
    requestsPurged,
    pausedNoticed: paused.noticed,
    pausedRequested: paused.requested,
    chatPurged,
  };
}

/**
 * Purges audit rows older than 90 days that name a student: as the actor, as the target, or
 * in their details (`studentId`, `studentIds`); and deletion requests finished that long ago.
 * Rows about adults, classes and orders only are kept.
 */
export async function purgeStudentLogs(
  db: Kysely<Database>,
  now: Date,
): Promise<{ auditPurged: number; requestsPurged: number }> {
  const cutoff = new Date(now.getTime() - STUDENT_LOG_RETENTION_DAYS * DAY_MS).toISOString();
  const audit = await db
    .deleteFrom('audit_log')
    .where('created_at', '<', cutoff)
    .where((eb) =>
      eb.or([
        eb('actor_type', '=', 'student'),
        eb('target_type', '=', 'student'),
        sql<boolean>`details like ${'%"studentId%'}`,
      ]),
    )
    .executeTakeFirst();
  const requests = await db
    .deleteFrom('deletion_requests')
    .where('status', '!=', 'pending')
    .where('completed_at', '<', cutoff)
    .executeTakeFirst();
  return {
    auditPurged: Number(audit.numDeletedRows),
    requestsPurged: Number(requests.numDeletedRows),
  };
}
