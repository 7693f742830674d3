import type { FastifyInstance } from 'fastify';
import { pausedDeletionDate, pausedNoticeDate } from '../../../common/billing/plans';
import { teacherBillingPath } from '../../../common/routes';
import { pausedDeletionNoticeTemplate } from '../../adapters/email/templates/paused-deletion-notice';
import { billingManagers } from '../../access/billing-member';
import type { BillingAccount } from '../billing/billing-accounts';
import { lockedOutStudents, type LockedOutStudent } from '../billing/paused-students';
import { logOf } from '../../plugins/request-context';

export interface PausedRetentionResult {
  /** Pauses whose deletion notice this run sent. */
  noticed: number;
  /** Deletion requests this run made for locked-out students (carried out by the job). */
  requested: number;
}

const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A paused account's locked-out students (issue 16, point 3; decision 0022): their work is kept
 * 12 months after the pause. 30 days before, the account's managers get one notice naming them;
 * at 12 months (and never sooner than 30 days after the notice) each student still locked out
 * at that moment gets a deletion request due now, which the privacy job carries out like a
 * parent's. Each pause has one `billing_pause_retention` row, keyed on the account and its
 * `paused_at`: the notice and the deletion are each claimed once by a conditional update, so two
 * runs never both send; an account paid before the day is no longer paused and is skipped, and
 * a later pause has a `paused_at` of its own, so its 12 months start afresh.
 */
export async function runPausedRetention(
  app: FastifyInstance,
  { now, linkBase }: { now: Date; linkBase: string },
): Promise<PausedRetentionResult> {
  const result: PausedRetentionResult = { noticed: 0, requested: 0 };
  const paused = await app.db
    .selectFrom('billing_accounts')
    .selectAll()
    .where('status', '=', 'paused')
    .where('paused_at', 'is not', null)
    .execute();
  for (const account of paused) {
    const pausedAt = account.paused_at!;
    if (now.getTime() < Date.parse(pausedNoticeDate(pausedAt))) continue;
    try {
      await keepOrDelete(app, account, pausedAt, { now, linkBase }, result);
    } catch (error) {
      logOf(app).error({ err: error, accountId: account.id }, 'Privacy: paused retention failed');
    }
  }
  return result;
}

async function keepOrDelete(
  app: FastifyInstance,
  account: BillingAccount,
  pausedAt: string,
  { now, linkBase }: { now: Date; linkBase: string },
  result: PausedRetentionResult,
): Promise<void> {
  const locked = await lockedOutStudents(app.db, account);
  if (locked.length === 0) return;
  const at = now.toISOString();
  const pause = app.db
    .updateTable('billing_pause_retention')
    .where('account_id', '=', account.id)
    .where('paused_at', '=', pausedAt);
  await app.db
    .insertInto('billing_pause_retention')
    .values({ account_id: account.id, paused_at: pausedAt, noticed_at: null, deleted_at: null })
    .onConflict((oc) => oc.columns(['account_id', 'paused_at']).doNothing())
    .execute();
  const record = await app.db
    .selectFrom('billing_pause_retention')
    .select(['noticed_at', 'deleted_at'])
    .where('account_id', '=', account.id)
    .where('paused_at', '=', pausedAt)
    .executeTakeFirstOrThrow();
  if (record.deleted_at) return;
  if (!record.noticed_at) {
    const claimed = await pause
      .set({ noticed_at: at })
      .where('noticed_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    await sendNotice(app, account, { pausedAt, noticedAt: at, locked, linkBase });
    result.noticed += 1;
    // The deletion waits at least 30 days from here, so never in this run.
    return;
  }
  if (now.getTime() < Date.parse(pausedDeletionDate(pausedAt, record.noticed_at))) return;
  for (const student of locked) {
    if (await askDeletion(app, student.id, at)) result.requested += 1;
  }
  await pause.set({ deleted_at: at }).where('deleted_at', 'is', null).execute();
}

/**
 * A deletion request due now, without a parent: the job carries it out through
 * `carryOutRequest`, exactly once however many instances run. A student with a request pending
 * already (a parent's) keeps that one.
 */
async function askDeletion(app: FastifyInstance, studentId: string, at: string) {
  const pending = await app.db
    .selectFrom('deletion_requests')
    .select('id')
    .where('student_id', '=', studentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (pending) return false;
  try {
    await app.db
      .insertInto('deletion_requests')
      .values({
        id: crypto.randomUUID(),
        student_id: studentId,
        requested_by: null,
        created_at: at,
        due_at: at,
        status: 'pending',
        completed_at: null,
        completed_by: null,
      })
      .execute();
    return true;
  } catch {
    // Another instance asked first (one pending request per student): theirs is carried out.
    return false;
  }
}

async function sendNotice(
  app: FastifyInstance,
  account: BillingAccount,
  {
    pausedAt,
    noticedAt,
    locked,
    linkBase,
  }: { pausedAt: string; noticedAt: string; locked: LockedOutStudent[]; linkBase: string },
): Promise<void> {
  const managers = await billingManagers(app.db, account);
  const sent = new Set<string>();
  for (const manager of managers) {
    if (sent.has(manager.email)) continue;
    sent.add(manager.email);
    const email = pausedDeletionNoticeTemplate({
      name: manager.firstName,
      accountName: account.name,
      pausedOn: dayOf(pausedAt),
      deleteOn: dayOf(pausedDeletionDate(pausedAt, noticedAt)),
      studentNames: locked.map((student) => student.name),
      billingLink: `${linkBase}${teacherBillingPath()}`,
    });
    await app.email
      .send({ to: manager.email, ...email })
      .catch((error: unknown) =>
        logOf(app).error({ err: error, accountId: account.id }, 'Privacy: paused notice failed'),
      );
  }
}
