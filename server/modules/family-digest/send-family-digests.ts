import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { accountPath, PATHS } from '../../../common/routes';
import { FAMILY_DIGEST_API } from '../../../common/schemas/family-digest';
import { familyDigestEmailTemplate } from '../../adapters/email/templates/family-digest';
import type { Database } from '../../db/schema';
import { unsubscribeKey } from '../notifications/unsubscribe-token';
import { collectDigests, hasNews, type ChildDigest } from './collect-digests';
import { digestUnsubscribeToken } from './unsubscribe-token';
import { dueWeek, FAMILY_DIGEST, type DigestWeek } from './week';

export interface FamilyDigestResult {
  /** The week handled (YYYY-MM-DD), or null when no week's digests are due. */
  week: string | null;
  /** Digests written (to the outbox or the delivery queue). */
  emails: number;
  /** Parents for whom nothing happened this week: recorded, no email. */
  empty: number;
}

interface DueParent {
  id: string;
  email: string;
  first_name: string;
}

const weekLabel = (week: DigestWeek) => {
  const format = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(new Date(week.from), new Date(week.to));
};

/**
 * Sends the weekly family digests due at `now` (the plugin runs it on a timer on every
 * instance; tests and the bench call it with their own `now`). Parents are read in pages of
 * FAMILY_DIGEST.pageSize by id, and each page is built with a fixed number of set-based
 * queries, so 10,000 parents cost 20 pages, not 10,000 round trips, and memory holds one page.
 *
 * Exactly once: each page's transaction first records the week for its parents (insert…
 * on conflict do nothing) and writes emails only for the parents it recorded. Another instance
 * doing the same page at once waits on those rows and records none of them; a failed page is
 * rolled back whole (record and emails) and retried by the next run.
 */
export async function sendFamilyDigests(
  app: FastifyInstance,
  {
    now = new Date(),
    publicBaseUrl,
    pageSize = FAMILY_DIGEST.pageSize,
  }: { now?: Date; publicBaseUrl: string; pageSize?: number },
): Promise<FamilyDigestResult> {
  const week = dueWeek(now);
  const result: FamilyDigestResult = { week: week?.week ?? null, emails: 0, empty: 0 };
  if (!week) return result;
  const base = publicBaseUrl.replace(/\/+$/, '');
  const key = await unsubscribeKey(app.db);
  const label = weekLabel(week);
  let after = '';
  for (;;) {
    const parents = await dueParents(app.db, week, after, pageSize);
    if (parents.length === 0) break;
    after = parents[parents.length - 1]!.id;
    const digests = await collectDigests(
      app.db,
      parents.map((parent) => parent.id),
      week,
    );
    await app.db.transaction().execute(async (trx) => {
      const newsOf = (parentId: string) => (digests.get(parentId) ?? []).filter(hasNews);
      const claimed = await claimWeek(trx, parents, week, newsOf, now);
      for (const parent of parents) {
        if (!claimed.has(parent.id)) continue;
        const children = newsOf(parent.id);
        if (children.length === 0) {
          result.empty += 1;
          continue;
        }
        const token = encodeURIComponent(digestUnsubscribeToken(key, parent.id));
        const message = familyDigestEmailTemplate({
          firstName: parent.first_name,
          children,
          weekLabel: label,
          familyLink: `${base}${PATHS.parentArea}`,
          accountLink: `${base}${accountPath('parent')}`,
          unsubscribePage: `${base}${PATHS.familyDigestUnsubscribe}?t=${token}`,
          oneClickUrl: `${base}${FAMILY_DIGEST_API.unsubscribe}?t=${token}`,
        });
        await app.email.send({ ...message, to: parent.email }, { db: trx });
        result.emails += 1;
      }
    });
    if (parents.length < pageSize) break;
  }
  return result;
}

/**
 * Linked parents with a confirmed email who want the digest and whose week is not recorded
 * yet, after `after` in id order (keyset paging: each page starts where the last ended).
 */
async function dueParents(
  db: Kysely<Database>,
  week: DigestWeek,
  after: string,
  pageSize: number,
): Promise<DueParent[]> {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.first_name'])
    .where('u.account_type', '=', 'parent')
    .where('u.family_digest_email', '=', 1)
    .where('u.email_confirmed_at', 'is not', null)
    .where('u.id', '>', after)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('parent_students as ps')
          .select('ps.parent_id')
          .whereRef('ps.parent_id', '=', 'u.id'),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('family_digests as fd')
            .select('fd.parent_id')
            .whereRef('fd.parent_id', '=', 'u.id')
            .where('fd.week', '=', week.week),
        ),
      ),
    )
    .orderBy('u.id')
    .limit(pageSize)
    .execute();
}

/** Records the week for the page's parents; answers those this run recorded (and so sends). */
async function claimWeek(
  trx: Transaction<Database>,
  parents: DueParent[],
  week: DigestWeek,
  newsOf: (parentId: string) => ChildDigest[],
  now: Date,
): Promise<Set<string>> {
  const rows = await trx
    .insertInto('family_digests')
    .values(
      parents.map((parent) => ({
        parent_id: parent.id,
        week: week.week,
        status: newsOf(parent.id).length > 0 ? ('sent' as const) : ('empty' as const),
        created_at: now.toISOString(),
      })),
    )
    .onConflict((conflict) => conflict.columns(['parent_id', 'week']).doNothing())
    .returning('parent_id')
    .execute();
  return new Set(rows.map((row) => row.parent_id));
}
