import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASSROOM_API,
  CLASSROOM_LIMITS,
  type ClassSummary,
  type CoTeachersAnswer,
  type JoinRequest,
} from '../../../common/schemas/classroom';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { auditOf, type Caller, outbox, send, signedInUser } from '../../../tests/support/factories';
import { createJoinRequest } from './create-join-request';
import { createClassAs } from './test-support';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';

for (const database of testDatabases()) {
  describe(`co-teachers on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    async function emailOf(caller: Caller) {
      const row = await app.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', caller.id)
        .executeTakeFirstOrThrow();
      return row.email;
    }

    const addCoTeacher = (classId: string, caller: Caller, email: unknown) =>
      send(app, 'POST', CLASSROOM_API.coTeachers(classId), caller, { email });

    it('gives an existing teacher the class at once, with the same rights', async () => {
      const owner = await signedInUser(app);
      const colleague = await signedInUser(app);
      const created = await createClassAs(app, owner);
      const colleagueEmail = await emailOf(colleague);

      const added = await addCoTeacher(created.id, owner, colleagueEmail.toUpperCase());
      expect(added.statusCode).toBe(201);
      const answer = added.json<CoTeachersAnswer>();
      expect(answer.owner).toMatchObject({ id: owner.id, email: await emailOf(owner) });
      expect(answer.coTeachers).toEqual([
        {
          id: colleague.id,
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: colleagueEmail,
          addedAt: expect.any(String),
        },
      ]);
      const mail = await outbox(app, colleagueEmail);
      expect(mail).toHaveLength(1);
      expect(mail[0]?.subject).toBe('Ada Lovelace added you to Theology 7A on Lectio');
      expect(mail[0]?.text_body).toContain('http://localhost:3011/teacher');

      // Adding again changes nothing and sends nothing.
      const again = await addCoTeacher(created.id, owner, colleagueEmail);
      expect(again.statusCode).toBe(200);
      expect(again.json<CoTeachersAnswer>().coTeachers).toHaveLength(1);
      expect(await outbox(app, colleagueEmail)).toHaveLength(1);

      // The colleague now teaches the class everywhere the rule is asked.
      const dashboard = await send(app, 'GET', CLASSROOM_API.classes, colleague);
      expect(dashboard.json<ClassSummary[]>()).toMatchObject([
        { id: created.id, role: 'co-teacher' },
      ]);
      const patched = await send(app, 'PATCH', CLASSROOM_API.class(created.id), colleague, {
        title: 'Theology 7 (shared)',
      });
      expect(patched.statusCode).toBe(200);
      const students = await send(app, 'POST', CLASSROOM_API.students(created.id), colleague, {
        students: [{ firstName: 'Leo', lastName: 'Marsh' }],
      });
      expect(students.statusCode).toBe(201);
      const joiner = await app.db
        .selectFrom('students')
        .select('id')
        .where('first_name', '=', 'Leo')
        .executeTakeFirstOrThrow();
      await app.db.deleteFrom('class_students').where('student_id', '=', joiner.id).execute();
      await createJoinRequest(app.db, { classId: created.id, studentId: joiner.id });
      const [pending] = (
        await send(app, 'GET', CLASSROOM_API.joinRequests(created.id), colleague)
      ).json<JoinRequest[]>();
      const approved = await send(
        app,
        'POST',
        CLASSROOM_API.approveJoinRequest(created.id, pending?.id ?? ''),
        colleague,
      );
      expect(approved.statusCode).toBe(200);
      const assignable = await send(app, 'GET', '/api/activities/classes', colleague);
      expect(assignable.json()).toEqual([{ id: created.id, title: 'Theology 7 (shared)' }]);
      const listed = await send(app, 'GET', CLASSROOM_API.coTeachers(created.id), colleague);
      expect(listed.json<CoTeachersAnswer>().coTeachers.map((row) => row.id)).toEqual([
        colleague.id,
      ]);
    });

    it('answers one message for unknown and parent addresses, and limits the misses', async () => {
      const owner = await signedInUser(app);
      const parent = await signedInUser(app, 'parent');
      const created = await createClassAs(app, owner);
      for (const email of ['nobody@example.org', await emailOf(parent)]) {
        const response = await addCoTeacher(created.id, owner, email);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          errors: { email: CLASSROOM_MESSAGES.coTeacherNotFound },
        });
      }
      const own = await addCoTeacher(created.id, owner, await emailOf(owner));
      expect(own.statusCode).toBe(400);
      expect(own.json()).toEqual({ errors: { email: CLASSROOM_MESSAGES.coTeacherIsOwner } });
      const invalid = await addCoTeacher(created.id, owner, 'not-an-address');
      expect(invalid.json()).toEqual({ errors: { email: CLASSROOM_MESSAGES.emailInvalid } });
      const missing = await send(app, 'POST', CLASSROOM_API.coTeachers(created.id), owner, {});
      expect(missing.json()).toEqual({ errors: { email: CLASSROOM_MESSAGES.emailRequired } });

      for (let miss = 2; miss < CLASSROOM_LIMITS.coTeacherMissesPerHour; miss++) {
        expect((await addCoTeacher(created.id, owner, `x${miss}@example.org`)).statusCode).toBe(
          404,
        );
      }
      const blocked = await addCoTeacher(created.id, owner, 'one-more@example.org');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        errors: { email: CLASSROOM_MESSAGES.tooManyCoTeacherLookups },
      });
      const audit = await auditOf(app, owner.id);
      expect(audit.filter((row) => row.action === 'co_teacher_not_found')).toHaveLength(
        CLASSROOM_LIMITS.coTeacherMissesPerHour,
      );
      const rows = await app.db
        .selectFrom('class_teachers')
        .select('teacher_id')
        .where('class_id', '=', created.id)
        .execute();
      expect(rows).toEqual([]);
    });

    it('only the owner deletes the class; co-teachers manage the co-teacher list and may leave', async () => {
      const owner = await signedInUser(app);
      const first = await signedInUser(app);
      const second = await signedInUser(app);
      const third = await signedInUser(app);
      const created = await createClassAs(app, owner);
      await addCoTeacher(created.id, owner, await emailOf(first));
      await addCoTeacher(created.id, first, await emailOf(second));
      await addCoTeacher(created.id, first, await emailOf(third));

      const byCoTeacher = await send(
        app,
        'DELETE',
        CLASSROOM_API.coTeacher(created.id, third.id),
        first,
      );
      expect(byCoTeacher.statusCode).toBe(204);
      expect((await send(app, 'GET', CLASSROOM_API.class(created.id), third)).statusCode).toBe(404);
      // The owner is not on the list: nobody removes them.
      const removeOwner = await send(
        app,
        'DELETE',
        CLASSROOM_API.coTeacher(created.id, owner.id),
        first,
      );
      expect(removeOwner.statusCode).toBe(404);
      const deleteClass = await send(app, 'DELETE', CLASSROOM_API.class(created.id), first);
      expect(deleteClass.statusCode).toBe(403);
      expect(deleteClass.json()).toEqual({
        errors: { class: CLASSROOM_MESSAGES.ownerOnlyDelete },
      });

      const leave = await send(app, 'DELETE', CLASSROOM_API.coTeacher(created.id, first.id), first);
      expect(leave.statusCode).toBe(204);
      expect((await send(app, 'GET', CLASSROOM_API.class(created.id), first)).statusCode).toBe(404);

      const removed = await send(
        app,
        'DELETE',
        CLASSROOM_API.coTeacher(created.id, second.id),
        owner,
      );
      expect(removed.statusCode).toBe(204);
      expect((await send(app, 'GET', CLASSROOM_API.classes, second)).json()).toEqual([]);
      const notThere = await send(
        app,
        'DELETE',
        CLASSROOM_API.coTeacher(created.id, second.id),
        owner,
      );
      expect(notThere.statusCode).toBe(404);
      expect(notThere.json()).toEqual({
        errors: { teacher: CLASSROOM_MESSAGES.coTeacherNotInClass },
      });
      const list = await send(app, 'GET', CLASSROOM_API.coTeachers(created.id), owner);
      expect(list.json<CoTeachersAnswer>().coTeachers).toEqual([]);
    });
  });
}
