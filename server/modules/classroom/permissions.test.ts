import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASSROOM_API,
  type ClassStudent,
  type ClassSummary,
  type JoinRequest,
} from '../../../common/schemas/classroom';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  type Caller,
  insertCoTeacher,
  type Method,
  send,
  signedInStudent,
  signedInUser,
} from '../../../tests/support/factories';
import { createJoinRequest } from './create-join-request';
import { classInput, createClassAs } from './test-support';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';

/**
 * Cross-tenant suite (issue 5, point 11): every classroom endpoint that names a class, called
 * by another teacher, a co-teacher of another class, a parent of another child, a student of
 * another class and a student of this very class, answers 404 as if the class did not exist
 * and leaves an audit row; nobody signed in gets 401; and the owner's class is untouched. A
 * co-teacher of the class gets the owner's answer everywhere but deleting the class (issue 9
 * point 6).
 */
for (const database of testDatabases()) {
  describe(`classroom permissions on ${database.name}`, () => {
    let app: FastifyInstance;
    let owner: Caller;
    let colleague: Caller;
    let ownerClass: ClassSummary;
    let student: Caller;
    let requestId: string;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      owner = await signedInUser(app);
      colleague = await signedInUser(app);
      ownerClass = await createClassAs(app, owner);
      student = await signedInStudent(app, owner.id, [ownerClass.id]);
      await insertCoTeacher(app, ownerClass.id, colleague.id, owner.id);
      const joiner = await signedInStudent(app, owner.id);
      requestId =
        (await createJoinRequest(app.db, { classId: ownerClass.id, studentId: joiner.id }))
          .requestId ?? '';
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** Every endpoint that names the class, with a body that would be valid for its owner. */
    const endpoints = (): [Method, string, unknown][] => {
      const id = ownerClass.id;
      return [
        ['GET', CLASSROOM_API.class(id), undefined],
        ['PATCH', CLASSROOM_API.class(id), { title: 'Taken over' }],
        ['DELETE', CLASSROOM_API.class(id), {}],
        ['GET', CLASSROOM_API.students(id), undefined],
        ['POST', CLASSROOM_API.students(id), { students: [{ firstName: 'Eve', lastName: 'X' }] }],
        ['POST', CLASSROOM_API.loginCode(id, student.id), {}],
        ['DELETE', CLASSROOM_API.student(id, student.id), {}],
        ['POST', CLASSROOM_API.parentInvitation(id, student.id), { email: 'p@example.org' }],
        ['GET', CLASSROOM_API.joinRequests(id), undefined],
        ['POST', CLASSROOM_API.approveJoinRequest(id, requestId), {}],
        ['POST', CLASSROOM_API.declineJoinRequest(id, requestId), {}],
        ['GET', CLASSROOM_API.coTeachers(id), undefined],
        ['POST', CLASSROOM_API.coTeachers(id), { email: 'colleague@example.org' }],
        ['DELETE', CLASSROOM_API.coTeacher(id, colleague.id), {}],
      ];
    };

    async function ownerClassUntouched() {
      const read = await send(app, 'GET', CLASSROOM_API.class(ownerClass.id), owner);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ title: 'Theology 7A', studentCount: 1 });
      const roster = await send(app, 'GET', CLASSROOM_API.students(ownerClass.id), owner);
      expect(roster.json<ClassStudent[]>().map((row) => row.id)).toEqual([student.id]);
      const requests = await send(app, 'GET', CLASSROOM_API.joinRequests(ownerClass.id), owner);
      expect(requests.json<JoinRequest[]>().map((row) => row.status)).toEqual(['pending']);
      const teachers = await send(app, 'GET', CLASSROOM_API.coTeachers(ownerClass.id), owner);
      expect(teachers.json().coTeachers).toHaveLength(1);
      // Only this class's student: other tests invite parents for students of their own classes.
      const invitations = await app.db
        .selectFrom('invitations')
        .select('id')
        .where('student_id', '=', student.id)
        .execute();
      // (The co-teacher test invites parents of its own classes' students; not this one's.)
      expect(invitations).toEqual([]);
    }

    it('another teacher, a parent and students each get 404, and each attempt is audited', async () => {
      const otherTeacher = await signedInUser(app);
      const otherClass = await createClassAs(app, otherTeacher, { title: 'Elsewhere' });
      const parent = await signedInUser(app, 'parent');
      const child = await signedInStudent(app, otherTeacher.id, [otherClass.id]);
      await app.db
        .insertInto('parent_students')
        .values({
          parent_id: parent.id,
          student_id: child.id,
          created_at: new Date().toISOString(),
        })
        .execute();
      const otherStudent = await signedInStudent(app, otherTeacher.id, [otherClass.id]);
      const otherCoTeacher = await signedInUser(app);
      await insertCoTeacher(app, otherClass.id, otherCoTeacher.id, otherTeacher.id);
      const callers: [string, Caller, 'user' | 'student'][] = [
        ['another teacher', otherTeacher, 'user'],
        ['a co-teacher of another class', otherCoTeacher, 'user'],
        ['a parent of another child', parent, 'user'],
        ['a student of another class', otherStudent, 'student'],
        ['a student of this class', student, 'student'],
      ];
      for (const [label, caller, actorType] of callers) {
        for (const [method, url, body] of endpoints()) {
          const response = await send(app, method, url, caller, body);
          expect(response.statusCode, `${label}: ${method} ${url}`).toBe(404);
          expect(response.json()).toEqual({
            errors: { class: CLASSROOM_MESSAGES.classNotFound },
          });
        }
        const audit = await app.db
          .selectFrom('audit_log')
          .select(['action', 'actor_type', 'target_type', 'target_id'])
          .where('actor_id', '=', caller.id)
          .execute();
        expect(audit, label).toHaveLength(endpoints().length);
        for (const row of audit) {
          expect(row).toEqual({
            action: 'class_access_denied',
            actor_type: actorType,
            target_type: 'class',
            target_id: ownerClass.id,
          });
        }
      }
      // Their own dashboards show nothing of the owner's class.
      const theirs = await send(app, 'GET', CLASSROOM_API.classes, otherTeacher);
      expect(theirs.json<ClassSummary[]>().map((row) => row.id)).toEqual([otherClass.id]);
      await ownerClassUntouched();
    });

    it('nobody signed in gets 401 everywhere; only teachers use the dashboard', async () => {
      for (const [method, url, body] of endpoints()) {
        const response = await send(app, method, url, undefined, body);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toEqual({ errors: { session: CLASSROOM_MESSAGES.notSignedIn } });
      }
      const parent = await signedInUser(app, 'parent');
      for (const [method, body] of [
        ['GET', undefined],
        ['POST', classInput()],
      ] as const) {
        expect((await send(app, method, CLASSROOM_API.classes, undefined, body)).statusCode).toBe(
          401,
        );
        for (const caller of [parent, student]) {
          const refused = await send(app, method, CLASSROOM_API.classes, caller, body);
          expect(refused.statusCode).toBe(403);
          expect(refused.json()).toEqual({ errors: { session: CLASSROOM_MESSAGES.teachersOnly } });
        }
      }
      await ownerClassUntouched();
    });

    /**
     * A class of its own for one call: its owner, a co-teacher, a student, a pending join
     * request, a second co-teacher to remove and a teacher to add.
     */
    async function freshClass() {
      const classOwner = await signedInUser(app);
      const coTeacher = await signedInUser(app);
      const secondCoTeacher = await signedInUser(app);
      const newcomer = await signedInUser(app);
      const klass = await createClassAs(app, classOwner);
      await insertCoTeacher(app, klass.id, coTeacher.id, classOwner.id);
      await insertCoTeacher(app, klass.id, secondCoTeacher.id, classOwner.id);
      const pupil = await signedInStudent(app, classOwner.id, [klass.id]);
      const joiner = await signedInStudent(app, classOwner.id);
      const joinRequestId =
        (await createJoinRequest(app.db, { classId: klass.id, studentId: joiner.id })).requestId ??
        '';
      const newcomerEmail = (
        await app.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', newcomer.id)
          .executeTakeFirstOrThrow()
      ).email;
      const calls: [Method, string, unknown][] = [
        ['GET', CLASSROOM_API.class(klass.id), undefined],
        ['PATCH', CLASSROOM_API.class(klass.id), { title: 'Renamed' }],
        ['DELETE', CLASSROOM_API.class(klass.id), {}],
        ['GET', CLASSROOM_API.students(klass.id), undefined],
        [
          'POST',
          CLASSROOM_API.students(klass.id),
          { students: [{ firstName: 'Eve', lastName: 'X' }] },
        ],
        ['POST', CLASSROOM_API.loginCode(klass.id, pupil.id), {}],
        ['DELETE', CLASSROOM_API.student(klass.id, pupil.id), {}],
        ['POST', CLASSROOM_API.parentInvitation(klass.id, pupil.id), { email: 'p@example.org' }],
        ['GET', CLASSROOM_API.joinRequests(klass.id), undefined],
        ['POST', CLASSROOM_API.approveJoinRequest(klass.id, joinRequestId), {}],
        ['POST', CLASSROOM_API.declineJoinRequest(klass.id, joinRequestId), {}],
        ['GET', CLASSROOM_API.coTeachers(klass.id), undefined],
        ['POST', CLASSROOM_API.coTeachers(klass.id), { email: newcomerEmail }],
        ['DELETE', CLASSROOM_API.coTeacher(klass.id, secondCoTeacher.id), {}],
      ];
      return { classOwner, coTeacher, classId: klass.id, calls };
    }

    it('a co-teacher gets the owner’s answer on every endpoint but deleting the class', async () => {
      const count = (await freshClass()).calls.length;
      expect(count).toBe(endpoints().length);
      for (let index = 0; index < count; index += 1) {
        const asOwner = await freshClass();
        const asCoTeacher = await freshClass();
        const [method, url, body] = asOwner.calls[index]!;
        const [, coUrl, coBody] = asCoTeacher.calls[index]!;
        const byOwner = await send(app, method, url, asOwner.classOwner, body);
        const byCoTeacher = await send(app, method, coUrl, asCoTeacher.coTeacher, coBody);
        expect(byOwner.statusCode, `owner: ${method} ${url}`).toBeLessThan(300);
        if (method === 'DELETE' && url === CLASSROOM_API.class(asOwner.classId)) {
          expect(byCoTeacher.statusCode, 'co-teacher deleting the class').toBe(403);
          expect(byCoTeacher.json()).toEqual({
            errors: { class: CLASSROOM_MESSAGES.ownerOnlyDelete },
          });
          continue;
        }
        expect(byCoTeacher.statusCode, `co-teacher: ${method} ${coUrl}`).toBe(byOwner.statusCode);
      }
    });

    it('malformed and unknown class ids are the same 404', async () => {
      for (const id of ['..%2F..%2Fetc', 'no-such-class', 'x'.repeat(41)]) {
        const response = await send(app, 'GET', `/api/classroom/classes/${id}`, owner);
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ errors: { class: CLASSROOM_MESSAGES.classNotFound } });
      }
    });
  });
}
