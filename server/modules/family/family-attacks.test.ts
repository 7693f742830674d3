import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_MESSAGES, LINK_CHILD_MESSAGES } from '../../../common/family/messages';
import { FAMILY_HOME_API } from '../../../common/schemas/family';
import { testDatabases } from '../../../tests/support/databases';
import {
  ORIGIN,
  insertClass,
  signedInAdmin,
  signedInStudent,
  signedInUser,
  send,
  type Caller,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { hashToken } from '../../lib/tokens';

/**
 * Issue 12, "attack your own work": the parent's home (decision 0016) as every wrong caller
 * and with hostile input. family-home.test.ts covers the happy paths, the code's states, the
 * guessing budget and a race of the same code; this file adds what it does not.
 */
const NOT_FOUND = { errors: { student: FAMILY_MESSAGES.notFound } };

for (const database of testDatabases()) {
  describe(`attacks on the parent's home on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    let ip = 0;
    const link = (caller: Caller | undefined, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: FAMILY_HOME_API.link,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        remoteAddress: `10.77.${Math.floor(++ip / 250)}.${ip % 250}`,
        ...(caller ? { cookies: caller.cookies } : {}),
        payload: JSON.stringify(payload),
      });

    /** A child in a teacher's class, a parent linked to them, and an invitation for `email`. */
    async function family(email = `p-${crypto.randomUUID()}@home.example`) {
      const teacher = await signedInUser(app);
      const classId = await insertClass(app, teacher.id, 'Theology 4A');
      const child = await signedInStudent(app, teacher.id, [classId]);
      const parent = await signedInUser(app, 'parent', { email });
      const code = `code-${crypto.randomUUID()}`;
      const now = new Date();
      await app.db
        .insertInto('invitations')
        .values({
          id: crypto.randomUUID(),
          code: hashToken(code),
          class_id: null,
          student_id: child.id,
          created_by: teacher.id,
          email,
          expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
          used_at: null,
          created_at: now.toISOString(),
        })
        .execute();
      return { teacher, classId, child, parent, code };
    }
    const linkedParents = async (studentId: string) =>
      (
        await app.db
          .selectFrom('parent_students')
          .select('parent_id')
          .where('student_id', '=', studentId)
          .execute()
      ).map((row) => row.parent_id);

    it("answers a foreign child's feed exactly like a child that does not exist, to everyone", async () => {
      const mine = await family();
      expect((await link(mine.parent, { code: mine.code })).statusCode).toBe(200);
      // The other child has a parent too, so "linked to someone" is not mistaken for "yours".
      const theirs = await family();
      expect((await link(theirs.parent, { code: theirs.code })).statusCode).toBe(200);
      const otherSchoolTeacher = await signedInUser(app, 'teacher', { schoolAdmin: true });
      const callers = [
        mine.parent, // a parent of ANOTHER child
        theirs.teacher, // a teacher, not of this child
        mine.teacher, // the child's own teacher: the family feed is for parents
        otherSchoolTeacher,
        await signedInAdmin(app), // platform staff see children through their own desk
        await signedInStudent(app, theirs.teacher.id, [theirs.classId]), // a classmate
        theirs.child, // the child themself: the feed is the parent's page
      ];
      const unknown = await send(
        app,
        'GET',
        FAMILY_HOME_API.feed(crypto.randomUUID()),
        mine.parent,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(NOT_FOUND);
      for (const caller of callers) {
        const response = await send(app, 'GET', FAMILY_HOME_API.feed(theirs.child.id), caller);
        expect(response.statusCode).toBe(404);
        expect(response.body).toBe(unknown.body);
      }
    });

    it('answers hostile child ids with the same 404, and audits a bounded target', async () => {
      const { parent } = await family();
      const hostile = ["' OR 1=1 --", '../../etc/passwd', '%00', 'Zoë 山田', 'x'.repeat(100), '-1'];
      for (const id of hostile) {
        const response = await send(app, 'GET', FAMILY_HOME_API.feed(id), parent);
        expect(response.statusCode, id.slice(0, 40)).toBe(404);
        expect(response.json(), id.slice(0, 40)).toEqual(NOT_FOUND);
      }
      // Past Fastify's parameter length the router refuses the address itself (414).
      const tooLong = await send(app, 'GET', FAMILY_HOME_API.feed('x'.repeat(5000)), parent);
      expect(tooLong.statusCode).toBe(414);
      const targets = await app.db
        .selectFrom('audit_log')
        .select('target_id')
        .where('actor_id', '=', parent.id)
        .where('action', '=', 'child_access_denied')
        .execute();
      expect(targets).toHaveLength(hostile.length);
      for (const { target_id } of targets) expect(target_id!.length).toBeLessThanOrEqual(40);
    });

    it('links only the invited child, whatever child id or extra field the body carries', async () => {
      const mine = await family();
      const theirs = await family();
      const tampered = await link(mine.parent, {
        code: mine.code,
        studentId: theirs.child.id,
        parentId: theirs.parent.id,
      });
      expect([200, 400]).toContain(tampered.statusCode);
      expect(await linkedParents(theirs.child.id)).toEqual([]);
      if (tampered.statusCode === 200) {
        expect(tampered.json().studentId).toBe(mine.child.id);
        expect(await linkedParents(mine.child.id)).toEqual([mine.parent.id]);
      }
    });

    it('refuses hostile codes with the link messages, never a 500', async () => {
      const { parent } = await family();
      const cases: [unknown, number, string][] = [
        [null, 400, LINK_CHILD_MESSAGES.codeRequired],
        [['a', 'b'], 400, LINK_CHILD_MESSAGES.codeRequired],
        [{ $ne: '' }, 400, LINK_CHILD_MESSAGES.codeRequired],
        [-1, 400, LINK_CHILD_MESSAGES.codeRequired],
        ['   ', 400, LINK_CHILD_MESSAGES.codeRequired],
        ["' OR '1'='1", 400, LINK_CHILD_MESSAGES.codeUnknown],
        ['../../etc/passwd', 400, LINK_CHILD_MESSAGES.codeUnknown],
        ['山田\u0000\u202e', 400, LINK_CHILD_MESSAGES.codeUnknown],
        ['https://x.example/?i=%', 400, LINK_CHILD_MESSAGES.codeUnknown],
        ['y'.repeat(100_000), 400, LINK_CHILD_MESSAGES.codeUnknown],
      ];
      for (const [code, status, message] of cases) {
        const response = await link(parent, { code });
        expect(response.statusCode, String(code).slice(0, 40)).toBe(status);
        expect(response.json().errors.code, String(code).slice(0, 40)).toBe(message);
      }
    });

    it('tells a signed-in teacher or student who may link, and links nothing for them', async () => {
      const { teacher, child, code } = await family();
      for (const caller of [teacher, child, await signedInAdmin(app)]) {
        const refused = await link(caller, { code });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ errors: { session: FAMILY_MESSAGES.parentsOnly } });
      }
      expect((await link(undefined, { code })).statusCode).toBe(401);
      expect(await linkedParents(child.id)).toEqual([]);
    });
  });
}
