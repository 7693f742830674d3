import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASSROOM_API,
  type ClassStudent,
  type JoinRequest,
} from '../../../common/schemas/classroom';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  auditOf,
  ORIGIN,
  send,
  signedInStudent,
  signedInUser,
} from '../../../tests/support/factories';
import { createJoinRequest } from './create-join-request';
import { ACCESS_CODE_MISSES } from './find-class-by-access-code';
import { createClassAs } from './test-support';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';

for (const database of testDatabases()) {
  describe(`join requests on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const ask = (
      caller: { cookies: Record<string, string> } | undefined,
      code: unknown,
      ip = '203.0.113.1',
    ) =>
      app.inject({
        method: 'POST',
        url: CLASSROOM_API.studentJoinRequests,
        remoteAddress: ip,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ code }),
        ...(caller ? { cookies: caller.cookies } : {}),
      });

    it('createJoinRequest opens one request per class and student, and none for members', async () => {
      const teacher = await signedInUser(app);
      const created = await createClassAs(app, teacher);
      const student = await signedInStudent(app, teacher.id);
      const member = await signedInStudent(app, teacher.id, [created.id]);
      const first = await createJoinRequest(app.db, { classId: created.id, studentId: student.id });
      expect(first.status).toBe('pending');
      const again = await createJoinRequest(app.db, { classId: created.id, studentId: student.id });
      expect(again).toEqual({ ...first, notified: [] });
      expect(
        await createJoinRequest(app.db, { classId: created.id, studentId: member.id }),
      ).toEqual({ status: 'member', requestId: null, notified: [] });
      const rows = await app.db
        .selectFrom('class_join_requests')
        .select('id')
        .where('class_id', '=', created.id)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('a student asks with the Access Code; a teacher approves and the student joins', async () => {
      const teacher = await signedInUser(app);
      const created = await createClassAs(app, teacher);
      const student = await signedInStudent(app, teacher.id);

      const asked = await ask(student, created.accessCode.toLowerCase());
      expect(asked.statusCode).toBe(201);
      expect(asked.json()).toEqual({ status: 'pending', className: 'Theology 7A' });

      const list = await send(app, 'GET', CLASSROOM_API.joinRequests(created.id), teacher);
      expect(list.statusCode).toBe(200);
      const [pending] = list.json<JoinRequest[]>();
      expect(pending).toMatchObject({
        classId: created.id,
        status: 'pending',
        student: { id: student.id, firstName: 'Maria', lastName: 'Gomez', email: null },
        decidedAt: null,
      });
      expect(
        (await send(app, 'GET', CLASSROOM_API.class(created.id), teacher)).json(),
      ).toMatchObject({ pendingJoinRequests: 1, studentCount: 0 });

      const approved = await send(
        app,
        'POST',
        CLASSROOM_API.approveJoinRequest(created.id, pending?.id ?? ''),
        teacher,
      );
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ id: pending?.id, status: 'approved' });
      expect(approved.json<JoinRequest>().decidedAt).not.toBeNull();
      const roster = await send(app, 'GET', CLASSROOM_API.students(created.id), teacher);
      expect(roster.json<ClassStudent[]>().map((row) => row.id)).toEqual([student.id]);
      expect(
        (await send(app, 'GET', CLASSROOM_API.joinRequests(created.id), teacher)).json(),
      ).toEqual([]);

      // A second click is answered, not applied twice.
      const twice = await send(
        app,
        'POST',
        CLASSROOM_API.declineJoinRequest(created.id, pending?.id ?? ''),
        teacher,
      );
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ errors: { request: CLASSROOM_MESSAGES.joinRequestDecided } });

      // Already a member: asking again opens nothing.
      const member = await ask(student, created.accessCode);
      expect(member.statusCode).toBe(200);
      expect(member.json()).toEqual({ status: 'member', className: 'Theology 7A' });
      const audit = await auditOf(app, teacher.id);
      expect(audit.map((row) => row.action)).toContain('join_request_approved');
      expect((await auditOf(app, student.id)).map((row) => row.action)).toEqual([
        'class_join_requested',
      ]);
    });

    it('a declined student stays out and may ask again', async () => {
      const teacher = await signedInUser(app);
      const created = await createClassAs(app, teacher);
      const student = await signedInStudent(app, teacher.id);
      await ask(student, created.accessCode);
      const [pending] = (
        await send(app, 'GET', CLASSROOM_API.joinRequests(created.id), teacher)
      ).json<JoinRequest[]>();
      const declined = await send(
        app,
        'POST',
        CLASSROOM_API.declineJoinRequest(created.id, pending?.id ?? ''),
        teacher,
      );
      expect(declined.json()).toMatchObject({ status: 'declined' });
      expect((await send(app, 'GET', CLASSROOM_API.students(created.id), teacher)).json()).toEqual(
        [],
      );
      expect((await ask(student, created.accessCode)).statusCode).toBe(201);
      const reopened = (
        await send(app, 'GET', CLASSROOM_API.joinRequests(created.id), teacher)
      ).json<JoinRequest[]>();
      expect(reopened.map((row) => [row.id, row.status])).toEqual([[pending?.id, 'pending']]);
    });

    it('refuses wrong codes, limits guessing per IP, and is for students only', async () => {
      const teacher = await signedInUser(app);
      const created = await createClassAs(app, teacher);
      const student = await signedInStudent(app, teacher.id);
      const malformed = await ask(student, 'ABC');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ errors: { code: CLASSROOM_MESSAGES.accessCodeFormat } });
      const wrongIp = '198.51.100.7';
      for (let miss = 0; miss < ACCESS_CODE_MISSES.max; miss++) {
        const wrong = await ask(student, 'ZZZZZ', wrongIp);
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toEqual({ errors: { code: CLASSROOM_MESSAGES.accessCodeInvalid } });
      }
      const blocked = await ask(student, created.accessCode, wrongIp);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ errors: { code: CLASSROOM_MESSAGES.tooManyCodeAttempts } });
      // Another address is not affected.
      expect((await ask(student, created.accessCode, '198.51.100.8')).statusCode).toBe(201);

      const asTeacher = await ask(teacher, created.accessCode);
      expect(asTeacher.statusCode).toBe(403);
      expect(asTeacher.json()).toEqual({ errors: { session: CLASSROOM_MESSAGES.studentsOnly } });
      expect((await ask(undefined, created.accessCode)).statusCode).toBe(401);
    });

    it("a request of another class is a 404 for this class's teacher, audited", async () => {
      const teacher = await signedInUser(app);
      const mine = await createClassAs(app, teacher);
      const other = await signedInUser(app);
      const theirs = await createClassAs(app, other);
      const student = await signedInStudent(app, other.id);
      await ask(student, theirs.accessCode);
      const [theirRequest] = (
        await send(app, 'GET', CLASSROOM_API.joinRequests(theirs.id), other)
      ).json<JoinRequest[]>();
      const response = await send(
        app,
        'POST',
        CLASSROOM_API.approveJoinRequest(mine.id, theirRequest?.id ?? ''),
        teacher,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        errors: { request: CLASSROOM_MESSAGES.joinRequestNotFound },
      });
      expect((await auditOf(app, teacher.id)).map((row) => row.action)).toEqual([
        'join_request_access_denied',
      ]);
      const still = await send(app, 'GET', CLASSROOM_API.joinRequests(theirs.id), other);
      expect(still.json<JoinRequest[]>().map((row) => row.status)).toEqual(['pending']);
    });
  });
}
