import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_CODE_ALPHABET,
  CLASSROOM_API,
  type ClassSummary,
} from '../../../common/schemas/classroom';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  auditOf,
  send,
  signedInStudent,
  signedInUser,
  insertCoTeacher,
} from '../../../tests/support/factories';
import type * as accessCodes from './generate-access-code';
import { generateAccessCode } from './generate-access-code';
import { classInput, createClassAs } from './test-support';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';

vi.mock('./generate-access-code', async (importOriginal) => {
  const real = await importOriginal<typeof accessCodes>();
  return { generateAccessCode: vi.fn(real.generateAccessCode) };
});

const ACCESS_CODE = /^[A-HJKMNP-Z2-9]{5}$/;

describe('Access Codes', () => {
  it('are 5 uppercase characters without look-alikes', () => {
    expect(ACCESS_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    const codes = Array.from({ length: 2000 }, () => generateAccessCode());
    for (const code of codes) expect(code).toMatch(ACCESS_CODE);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });
});

for (const database of testDatabases()) {
  describe(`classes on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    it('creates a class with a school and a unique Access Code', async () => {
      const teacher = await signedInUser(app);
      const response = await send(app, 'POST', CLASSROOM_API.classes, teacher, classInput());
      expect(response.statusCode).toBe(201);
      const created = response.json<ClassSummary>();
      expect(created).toMatchObject({
        title: 'Theology 7A',
        gradeLevel: '7',
        subject: 'Theology',
        role: 'owner',
        owner: { id: teacher.id, firstName: 'Ada', lastName: 'Lovelace' },
        school: {
          name: 'St. Brigid Catholic School',
          address_1: '120 Main Street',
          address_2: null,
          city: 'Springfield',
          zip: '62701',
          country_code: 'US',
          state_code: 'IL',
        },
        studentCount: 0,
        pendingJoinRequests: 0,
      });
      expect(created.accessCode).toMatch(ACCESS_CODE);
      const row = await app.db
        .selectFrom('classes')
        .selectAll()
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ teacher_id: teacher.id, access_code: created.accessCode });

      // A second class at the same school shares the school's row.
      const second = await createClassAs(app, teacher, { title: 'Scripture 8' });
      expect(second.school?.id).toBe(created.school?.id);
      expect(second.accessCode).not.toBe(created.accessCode);
    });

    it('draws another Access Code when the first is taken', async () => {
      const teacher = await signedInUser(app);
      const first = await createClassAs(app, teacher, { title: 'First' });
      vi.mocked(generateAccessCode)
        .mockReturnValueOnce(first.accessCode)
        .mockReturnValueOnce('ZZ9Z9');
      const second = await createClassAs(app, teacher, { title: 'Second' });
      expect(second.accessCode).toBe('ZZ9Z9');
      const classes = await app.db
        .selectFrom('classes')
        .select('id')
        .where('teacher_id', '=', teacher.id)
        .execute();
      expect(classes).toHaveLength(2);
    });

    it('drops the state outside the United States', async () => {
      const teacher = await signedInUser(app);
      const created = await createClassAs(app, teacher, {
        school: {
          name: 'Holy Cross College',
          address_1: '5 Queen Street',
          city: 'Toronto',
          zip: 'M5H 2M9',
          country_code: 'ca',
          state_code: 'ON',
        },
      });
      expect(created.school).toMatchObject({ country_code: 'CA', state_code: null });
    });

    it('names each invalid field, nested ones by their path, and never answers 500', async () => {
      const teacher = await signedInUser(app);
      const empty = await send(app, 'POST', CLASSROOM_API.classes, teacher, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        errors: {
          title: CLASSROOM_MESSAGES.titleRequired,
          gradeLevel: CLASSROOM_MESSAGES.gradeLevelRequired,
          subject: CLASSROOM_MESSAGES.subjectRequired,
        },
      });
      // The school may be left out (the remembered one is used); a teacher who has none is
      // asked for it once the rest is valid (roster-actions.test.ts).
      const bad = await send(
        app,
        'POST',
        CLASSROOM_API.classes,
        teacher,
        classInput({
          title: ' ',
          gradeLevel: '13',
          school: {
            name: '',
            address_1: '1 Road',
            city: '',
            zip: '1',
            country_code: 'US',
            state_code: '',
          },
        }),
      );
      expect(bad.json()).toEqual({
        errors: {
          title: CLASSROOM_MESSAGES.titleRequired,
          gradeLevel: CLASSROOM_MESSAGES.gradeInvalid,
          'school.name': CLASSROOM_MESSAGES.schoolNameRequired,
          'school.city': CLASSROOM_MESSAGES.cityRequired,
          'school.state_code': CLASSROOM_MESSAGES.stateRequired,
        },
      });
      const country = await send(
        app,
        'POST',
        CLASSROOM_API.classes,
        teacher,
        classInput({
          title: 'x'.repeat(201),
          school: { ...classInput().school, country_code: 'XX' },
        }),
      );
      expect(country.json()).toEqual({
        errors: {
          title: CLASSROOM_MESSAGES.tooLong(200),
          'school.country_code': CLASSROOM_MESSAGES.countryInvalid,
        },
      });
      for (const payload of [[], 'text', null, 42, { title: { nested: true } }]) {
        const response = await send(app, 'POST', CLASSROOM_API.classes, teacher, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const notJson = await app.inject({
        method: 'POST',
        url: CLASSROOM_API.classes,
        cookies: teacher.cookies,
        headers: { 'content-type': 'application/json' },
        payload: '{"title":',
      });
      expect(notJson.statusCode).toBe(400);
    });

    it('lists own and co-taught classes with student and pending request counts', async () => {
      const teacher = await signedInUser(app);
      const colleague = await signedInUser(app);
      const own = await createClassAs(app, teacher, { title: 'B class' });
      const shared = await createClassAs(app, colleague, { title: 'A shared class' });
      const notMine = await createClassAs(app, colleague, { title: 'Not mine' });
      await insertCoTeacher(app, shared.id, teacher.id, colleague.id);
      const students = await Promise.all(
        [0, 1, 2].map(() => signedInStudent(app, teacher.id, [own.id])),
      );
      await signedInStudent(app, colleague.id, [shared.id, notMine.id]);
      const joiner = await signedInStudent(app, teacher.id);
      await app.db
        .insertInto('class_join_requests')
        .values({
          id: crypto.randomUUID(),
          class_id: own.id,
          student_id: joiner.id,
          status: 'pending',
          created_at: new Date().toISOString(),
          decided_at: null,
          decided_by: null,
        })
        .execute();
      expect(students).toHaveLength(3);

      const response = await send(app, 'GET', CLASSROOM_API.classes, teacher);
      expect(response.statusCode).toBe(200);
      const list = response.json<ClassSummary[]>();
      expect(list.map((entry) => [entry.title, entry.role, entry.studentCount])).toEqual([
        ['A shared class', 'co-teacher', 1],
        ['B class', 'owner', 3],
      ]);
      expect(list[1]?.pendingJoinRequests).toBe(1);
      expect(list[0]?.owner.id).toBe(colleague.id);
      expect(response.body).not.toContain(notMine.id);
      // Bearer works as well as the cookie.
      const bearer = await app.inject({
        method: 'GET',
        url: CLASSROOM_API.classes,
        headers: { authorization: `Bearer ${teacher.cookies.t}` },
      });
      expect(bearer.json()).toEqual(list);
    });

    it('reads and changes a class; a new address points it at another school', async () => {
      const teacher = await signedInUser(app);
      const created = await createClassAs(app, teacher);
      const read = await send(app, 'GET', CLASSROOM_API.class(created.id), teacher);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(created);

      const renamed = await send(app, 'PATCH', CLASSROOM_API.class(created.id), teacher, {
        title: 'Theology 7B',
        gradeLevel: 'mixed',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({
        title: 'Theology 7B',
        gradeLevel: 'mixed',
        subject: 'Theology',
        accessCode: created.accessCode,
        school: { id: created.school?.id },
      });

      const moved = await send(app, 'PATCH', CLASSROOM_API.class(created.id), teacher, {
        school: { ...classInput().school, address_1: '9 Church Lane' },
      });
      expect(moved.json<ClassSummary>().school).toMatchObject({ address_1: '9 Church Lane' });
      expect(moved.json<ClassSummary>().school?.id).not.toBe(created.school?.id);
      const oldSchool = await app.db
        .selectFrom('schools')
        .select('address_1')
        .where('id', '=', created.school?.id ?? '')
        .executeTakeFirstOrThrow();
      expect(oldSchool.address_1).toBe('120 Main Street');

      const nothing = await send(app, 'PATCH', CLASSROOM_API.class(created.id), teacher, {});
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json()).toEqual({ errors: { body: CLASSROOM_MESSAGES.nothingToChange } });
      const invalid = await send(app, 'PATCH', CLASSROOM_API.class(created.id), teacher, {
        subject: '',
      });
      expect(invalid.json()).toEqual({ errors: { subject: CLASSROOM_MESSAGES.subjectRequired } });
    });

    it('deletes a class with the students it leaves in no class; only its owner may', async () => {
      const teacher = await signedInUser(app);
      const colleague = await signedInUser(app);
      const doomed = await createClassAs(app, teacher, { title: 'Doomed' });
      const other = await createClassAs(app, teacher, { title: 'Stays' });
      await insertCoTeacher(app, doomed.id, colleague.id, teacher.id);
      const onlyHere = await signedInStudent(app, teacher.id, [doomed.id]);
      const inBoth = await signedInStudent(app, teacher.id, [doomed.id, other.id]);
      const withParent = await signedInStudent(app, teacher.id, [doomed.id]);
      const parent = await signedInUser(app, 'parent');
      await app.db
        .insertInto('parent_students')
        .values({
          parent_id: parent.id,
          student_id: withParent.id,
          created_at: new Date().toISOString(),
        })
        .execute();

      const byCoTeacher = await send(app, 'DELETE', CLASSROOM_API.class(doomed.id), colleague);
      expect(byCoTeacher.statusCode).toBe(403);
      expect(byCoTeacher.json()).toEqual({
        errors: { class: CLASSROOM_MESSAGES.ownerOnlyDelete },
      });

      const deleted = await send(app, 'DELETE', CLASSROOM_API.class(doomed.id), teacher);
      expect(deleted.statusCode).toBe(204);
      expect((await send(app, 'GET', CLASSROOM_API.class(doomed.id), teacher)).statusCode).toBe(
        404,
      );
      const remaining = await app.db
        .selectFrom('students')
        .select('id')
        .where('id', 'in', [onlyHere.id, inBoth.id, withParent.id])
        .execute();
      expect(remaining.map((row) => row.id).sort()).toEqual([inBoth.id, withParent.id].sort());
      expect((await auditOf(app, teacher.id)).map((row) => row.action)).toContain('class_deleted');
    });

    it('keeps a class whose books were ordered', async () => {
      const teacher = await signedInUser(app);
      const created = await createClassAs(app, teacher);
      const now = new Date().toISOString();
      const bookId = crypto.randomUUID();
      await app.db
        .insertInto('books')
        .values({
          id: bookId,
          code: 'QQ7QQ',
          name: 'Our psalms',
          class_id: created.id,
          teacher_id: teacher.id,
          type: 'journal',
          published_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await app.db
        .insertInto('orders')
        .values({
          id: crypto.randomUUID(),
          number: 'LB-TEST-1',
          book_id: bookId,
          buyer_user_id: null,
          email: 'buyer@example.org',
          first_name: 'Ann',
          last_name: 'Buyer',
          telephone: null,
          address_1: null,
          address_2: null,
          city: null,
          zip: null,
          country_code: null,
          state_code: null,
          book_type: 'journal',
          copies: 1,
          unit_price_cents: 1299,
          books_cents: 1299,
          shipping_rate_id: null,
          shipping_name: 'Ground',
          shipping_estimated: null,
          shipping_cents: 0,
          total_cents: 1299,
          currency: 'usd',
          status: 'paid',
          payment_provider: 'local',
          payment_intent_id: null,
          tracking_number: null,
          pdf_key: null,
          paid_at: now,
          in_production_at: null,
          shipped_at: null,
          cancelled_at: null,
          confirmation_sent_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const response = await send(app, 'DELETE', CLASSROOM_API.class(created.id), teacher);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ errors: { class: CLASSROOM_MESSAGES.classHasOrders } });
      expect((await send(app, 'GET', CLASSROOM_API.class(created.id), teacher)).statusCode).toBe(
        200,
      );
    });
  });
}
