import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DESK_MESSAGES, ADMIN_MESSAGES } from '../../../common/admin/messages';
import { ADMIN_DESK_API } from '../../../common/schemas/admin-desk';
import { testDatabases } from '../../../tests/support/databases';
import {
  insertUser,
  send,
  signedInAdmin,
  signedInStudent,
  signedInUser,
  unique,
  type Caller,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { creditBalance, grantCredits } from '../credits/ledger';

/**
 * Issue 12, "attack your own work": the admin desk's credit adjustments and lists with
 * tampered and hostile input, replays and races. desk.test.ts covers the desk's work, a
 * double click of one form and the refusal of teachers, parents and students.
 */
for (const database of testDatabases()) {
  describe(`attacks on the admin desk on ${database.name}`, () => {
    let app: FastifyInstance;
    let admin: Caller;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      admin = await signedInAdmin(app);
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const adjust = (teacherId: string, body: unknown, caller: Caller = admin) =>
      send(app, 'POST', ADMIN_DESK_API.adjustCredits(teacherId), caller, body);
    const grant = (credits: number, requestId = crypto.randomUUID()) => ({
      direction: 'grant',
      credits,
      reason: 'Pilot school',
      requestId,
    });
    const newTeacher = () => insertUser(app, { email: `${unique('t')}@example.org` });

    it("refuses a school's own admin the whole desk: it is Lectio staff's", async () => {
      const schoolAdmin = await signedInUser(app, 'teacher', { schoolAdmin: true });
      for (const url of [
        ADMIN_DESK_API.dashboard,
        ADMIN_DESK_API.teachers(),
        ADMIN_DESK_API.students(),
        ADMIN_DESK_API.schools(),
        ADMIN_DESK_API.audit(),
      ]) {
        const refused = await send(app, 'GET', url, schoolAdmin);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json(), url).toEqual({ errors: { session: ADMIN_MESSAGES.adminsOnly } });
      }
      const self = await adjust(schoolAdmin.id, grant(500), schoolAdmin);
      expect(self.statusCode).toBe(403);
      expect(await creditBalance(app.db, schoolAdmin.id)).toBe(0);
    });

    it('answers 404 for anyone but a teacher, and for hostile ids, changing nothing', async () => {
      const parent = await signedInUser(app, 'parent');
      const student = await signedInStudent(app, await newTeacher());
      const ids = [
        parent.id,
        student.id,
        crypto.randomUUID(),
        "' OR 1=1 --",
        '../../etc/passwd',
        'Zoë 山田',
      ];
      for (const id of ids) {
        const refused = await adjust(id, grant(5));
        expect(refused.statusCode, id).toBe(404);
        expect(refused.json(), id).toEqual({ errors: { teacher: ADMIN_MESSAGES.notFound } });
      }
      const ledger = await app.db
        .selectFrom('credit_ledger')
        .select('id')
        .where('teacher_id', 'in', [parent.id, student.id])
        .execute();
      expect(ledger).toEqual([]);
    });

    it('refuses tampered amounts, directions and keys with the desk messages', async () => {
      const teacherId = await newTeacher();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ credits: '10' }, 'credits', ADMIN_DESK_MESSAGES.adjustCreditsInvalid],
        [{ credits: 1.5 }, 'credits', ADMIN_DESK_MESSAGES.adjustCreditsInvalid],
        [{ credits: 0 }, 'credits', ADMIN_DESK_MESSAGES.adjustCreditsInvalid],
        [{ credits: -5 }, 'credits', ADMIN_DESK_MESSAGES.adjustCreditsInvalid],
        [{ credits: 1001 }, 'credits', ADMIN_DESK_MESSAGES.adjustCreditsInvalid],
        [{ credits: 1e308 }, 'credits', ADMIN_DESK_MESSAGES.adjustCreditsInvalid],
        [{ credits: null }, 'credits', ADMIN_DESK_MESSAGES.adjustCreditsInvalid],
        [{ requestId: 'again' }, 'requestId', ADMIN_DESK_MESSAGES.requestIdInvalid],
        [{ requestId: "' OR 1=1 --" }, 'requestId', ADMIN_DESK_MESSAGES.requestIdInvalid],
        [{ reason: 'r'.repeat(10_000) }, 'reason', ADMIN_DESK_MESSAGES.reasonTooLong],
        [{ reason: ['Pilot school'] }, 'reason', ADMIN_DESK_MESSAGES.reasonRequired],
      ];
      for (const [change, field, message] of cases) {
        const refused = await adjust(teacherId, { ...grant(5), ...change });
        expect(refused.statusCode, JSON.stringify(change).slice(0, 60)).toBe(400);
        expect(refused.json().errors[field], JSON.stringify(change).slice(0, 60)).toBe(message);
      }
      const direction = await adjust(teacherId, { ...grant(5), direction: 'steal' });
      expect(direction.statusCode).toBe(400);
      expect(direction.json().errors.direction).toEqual(expect.any(String));
      expect(await creditBalance(app.db, teacherId)).toBe(0);
    });

    it('applies a request key once, even when the replay carries another amount', async () => {
      const teacherId = await newTeacher();
      const requestId = crypto.randomUUID();
      expect((await adjust(teacherId, grant(3, requestId))).json()).toMatchObject({
        credits: 3,
        repeated: false,
      });
      // The same form replayed with its amount raised, or turned into a revoke: nothing changes.
      for (const replay of [
        grant(900, requestId),
        { ...grant(3, requestId), direction: 'revoke' },
      ]) {
        const answer = await adjust(teacherId, replay);
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toMatchObject({ credits: 3, repeated: true });
      }
      expect(await creditBalance(app.db, teacherId)).toBe(3);
      const audit = await app.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_id', '=', teacherId)
        .execute();
      expect(audit).toHaveLength(1);
    });

    it('never takes back more than the balance when two revokes arrive at once', async () => {
      const teacherId = await newTeacher();
      await grantCredits(app.db, app.dbKind, { teacherId, credits: 4 });
      const revoke = () =>
        adjust(teacherId, { ...grant(4), direction: 'revoke', reason: 'Entered twice' });
      const answers = await Promise.all([revoke(), revoke()]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await creditBalance(app.db, teacherId)).toBe(0);
    });

    it('refuses hostile list and audit queries with a 400, never a 500', async () => {
      const urls = [
        `/api/admin/teachers?q=${'x'.repeat(101)}`,
        '/api/admin/teachers?sort=password_hash',
        `/api/admin/teachers?sort=${encodeURIComponent('name; drop table users')}`,
        '/api/admin/students?dir=sideways',
        '/api/admin/schools?page=-1',
        '/api/admin/schools?page=1e9',
        '/api/admin/audit?from=2026-13-45',
        `/api/admin/audit?from=${encodeURIComponent("' OR 1=1 --")}`,
        '/api/admin/audit?from=2026-05-02&to=2026-05-01',
        `/api/admin/audit?action=${'a'.repeat(61)}`,
      ];
      for (const url of urls) {
        const refused = await send(app, 'GET', url, admin);
        expect(refused.statusCode, url).toBe(400);
        expect(Object.keys(refused.json().errors ?? {}), url).not.toHaveLength(0);
      }
      // Wildcards and quotes are searched for as typed.
      for (const q of ['%', '_', "' OR '1'='1", '山田']) {
        const found = await send(app, 'GET', ADMIN_DESK_API.teachers({ q }), admin);
        expect(found.statusCode, q).toBe(200);
        expect(found.json().items, q).toEqual([]);
      }
    });
  });
}
