import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API } from '../../../common/schemas/admin';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  insertClass,
  ORIGIN,
  signedInAdmin,
  signedInStudent,
  signedInUser,
} from '../../../tests/support/factories';
import { ADMIN_MESSAGES } from '../../../common/admin/messages';

for (const database of testDatabases()) {
  describe(`the platform admin area on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    it('finds teachers and students by name', async () => {
      const admin = await signedInAdmin(app);
      const teacher = await signedInUser(app);
      const classId = await insertClass(app, teacher.id, 'Confirmation prep');
      await signedInStudent(app, teacher.id, [classId]);
      const found = await app.inject({ url: ADMIN_API.search('lovelace'), cookies: admin.cookies });
      expect(found.statusCode).toBe(200);
      expect(found.json().teachers.map((entry: { id: string }) => entry.id)).toContain(teacher.id);
      const students = await app.inject({ url: ADMIN_API.search('gomez'), cookies: admin.cookies });
      const classes = students
        .json()
        .students.flatMap((entry: { classes: string[] }) => entry.classes);
      expect(classes).toContain('Confirmation prep');
      const short = await app.inject({ url: ADMIN_API.search('a'), cookies: admin.cookies });
      expect(short.json().errors.q).toBe(ADMIN_MESSAGES.queryTooShort);
    });

    it('checks a school address once, audited, and finds it checked', async () => {
      const admin = await signedInAdmin(app);
      const schoolId = crypto.randomUUID();
      const name = `Verified School ${schoolId.slice(0, 8)}`;
      await app.db
        .insertInto('schools')
        .values({
          id: schoolId,
          name,
          address_1: '1 Main Street',
          address_2: null,
          city: 'Springfield',
          zip: '62701',
          country_code: 'US',
          state_code: 'IL',
          verified_at: null,
          verified_by: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      const verify = (id: string, caller: { cookies: Record<string, string> } = admin) =>
        app.inject({
          method: 'POST',
          url: ADMIN_API.verifySchool(id),
          cookies: caller.cookies,
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          payload: '{}',
        });
      const teacher = await signedInUser(app);
      expect((await verify(schoolId, teacher)).statusCode).toBe(403);
      const first = await verify(schoolId);
      expect(first.statusCode).toBe(200);
      const { verifiedAt } = first.json<{ verifiedAt: string }>();
      expect(Date.parse(verifiedAt)).not.toBeNaN();
      expect((await verify(schoolId)).json()).toEqual({ verifiedAt });
      const unknown = await verify(crypto.randomUUID());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ errors: { school: ADMIN_MESSAGES.notFound } });
      const audit = await app.db
        .selectFrom('audit_log')
        .select(['action', 'target_id'])
        .where('actor_id', '=', admin.id)
        .execute();
      expect(audit).toEqual([{ action: 'school_verified', target_id: schoolId }]);
      const found = await app.inject({ url: ADMIN_API.search(name), cookies: admin.cookies });
      expect(found.json().schools).toEqual([
        expect.objectContaining({ id: schoolId, verifiedAt, classCount: 0 }),
      ]);
    });

    it('is for platform admins only', async () => {
      const teacher = await signedInUser(app);
      const answer = await app.inject({
        url: ADMIN_API.search('lovelace'),
        cookies: teacher.cookies,
      });
      expect(answer.statusCode).toBe(403);
      expect((await app.inject({ url: ADMIN_API.search('lovelace') })).statusCode).toBe(401);
    });
  });
}
