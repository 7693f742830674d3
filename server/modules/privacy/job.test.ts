import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_API, type ParentDeletionAnswer } from '../../../common/schemas/privacy';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { runPrivacyJob } from './job';
import { send } from '../../../tests/support/factories';
import { family, studentRows } from './test-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LINKS = { linkBase: 'http://localhost:3011' };

for (const database of testDatabases()) {
  describe(`the privacy job on ${database.name}`, () => {
    let app: FastifyInstance;
    /**
     * A second instance on the same database. PostgreSQL only: two SQLite connections in one
     * Node thread would block each other (each instance is its own process in production);
     * on SQLite the runs share the one connection, which serialises their transactions.
     */
    let other: FastifyInstance;
    beforeAll(async () => {
      const url = await database.create();
      app = await buildTestApp(url);
      other = database.name === 'postgres' ? await buildTestApp(url) : app;
    });
    afterAll(async () => {
      if (other !== app) await other.close();
      await app.close();
      await database.dropAll();
    });

    async function requested() {
      const home = await family(app);
      const answer = await send(app, 'POST', PRIVACY_API.parentRequest(home.child.id), home.parent);
      const { request } = answer.json<ParentDeletionAnswer>();
      return { ...home, request: request! };
    }

    it('deletes a student once the request is due, not before', async () => {
      const { child, request } = await requested();
      const created = Date.parse(request.createdAt);

      const early = await runPrivacyJob(app, { ...LINKS, now: new Date(created + 71 * HOUR) });
      expect(early.completed).toBe(0);
      expect((await studentRows(app, child.id)).students).toBe(1);

      const due = await runPrivacyJob(app, { ...LINKS, now: new Date(created + 72 * HOUR) });
      expect(due).toMatchObject({ completed: 1, deleted: 1 });
      expect(await studentRows(app, child.id)).toMatchObject({
        students: 0,
        projects: 0,
        points: 0,
        avatarItems: 0,
        parents: 0,
      });
      const row = await app.db
        .selectFrom('deletion_requests')
        .selectAll()
        .where('id', '=', request.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'completed', completed_by: null });
      const audit = await app.db
        .selectFrom('audit_log')
        .select(['actor_id', 'details'])
        .where('action', '=', 'student_deleted')
        .where('target_id', '=', child.id)
        .executeTakeFirstOrThrow();
      expect(audit.actor_id).toBeNull();
      expect(JSON.parse(audit.details!)).toEqual({ via: 'schedule', requestId: request.id });

      // Running again does nothing more.
      const again = await runPrivacyJob(app, { ...LINKS, now: new Date(created + 73 * HOUR) });
      expect(again.completed).toBe(0);
    });

    it('deletes once when two runs (two instances) race for the same due requests', async () => {
      const first = await requested();
      const second = await requested();
      const now = new Date(Date.parse(second.request.dueAt) + 1000);
      const runs = await Promise.all([
        runPrivacyJob(app, { ...LINKS, now }),
        runPrivacyJob(other, { ...LINKS, now }),
        runPrivacyJob(app, { ...LINKS, now }),
        runPrivacyJob(other, { ...LINKS, now }),
      ]);
      expect(runs.reduce((sum, run) => sum + run.completed, 0)).toBe(2);
      for (const { child } of [first, second]) {
        expect((await studentRows(app, child.id)).students).toBe(0);
        const records = await app.db
          .selectFrom('audit_log')
          .select('id')
          .where('action', '=', 'student_deleted')
          .where('target_id', '=', child.id)
          .execute();
        expect(records).toHaveLength(1);
      }
    });

    it('completes a due request whose student is already gone, without failing', async () => {
      const { child, request, teacher } = await requested();
      await send(app, 'DELETE', PRIVACY_API.educatorDelete(child.id), teacher);
      // The administrator's deletion completed the pending request with it.
      const row = await app.db
        .selectFrom('deletion_requests')
        .select(['status', 'completed_by'])
        .where('id', '=', request.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'completed', completed_by: teacher.id });
      const run = await runPrivacyJob(app, { ...LINKS, now: new Date(Date.parse(request.dueAt)) });
      expect(run.completed).toBe(0);
    });

    it('purges audit rows naming a student after 90 days, keeping newer ones and the rest', async () => {
      // A finished request of its own (the administrator's deletion completes it), to be
      // purged with the rows below: the test must not lean on what other tests left.
      const { child, teacher } = await requested();
      await send(app, 'DELETE', PRIVACY_API.educatorDelete(child.id), teacher);
      const now = new Date('2031-06-01T12:00:00.000Z');
      const at = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
      const rows = [
        { key: 'old-student-actor', actor_type: 'student', target_type: 'class', days: 91 },
        { key: 'old-student-target', actor_type: 'user', target_type: 'student', days: 120 },
        { key: 'old-details', actor_type: 'user', target_type: 'class', days: 95, ids: true },
        { key: 'new-student-target', actor_type: 'user', target_type: 'student', days: 89 },
        { key: 'old-adult-only', actor_type: 'user', target_type: 'user', days: 400 },
        { key: 'old-class-only', actor_type: 'user', target_type: 'class', days: 200 },
      ];
      await app.db
        .insertInto('audit_log')
        .values(
          rows.map((row) => ({
            id: crypto.randomUUID(),
            action: `purge-test-${row.key}`,
            actor_type: row.actor_type,
            actor_id: crypto.randomUUID(),
            target_type: row.target_type,
            target_id: crypto.randomUUID(),
            ip: '203.0.113.9',
            details: row.ids ? JSON.stringify({ studentIds: ['s1', 's2'] }) : null,
            created_at: at(row.days),
          })),
        )
        .execute();
      const result = await runPrivacyJob(app, { ...LINKS, now });
      expect(result.auditPurged).toBeGreaterThanOrEqual(3);
      const kept = await app.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', 'like', 'purge-test-%')
        .execute();
      expect(kept.map((row) => row.action).sort()).toEqual([
        'purge-test-new-student-target',
        'purge-test-old-adult-only',
        'purge-test-old-class-only',
      ]);
      // Finished requests go after as long.
      const finished = await app.db
        .selectFrom('deletion_requests')
        .select('id')
        .where('status', '!=', 'pending')
        .execute();
      expect(finished).toEqual([]);
      expect(result.requestsPurged).toBeGreaterThan(0);
    });
  });
}
