import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELETION_DUE_HOURS,
  PRIVACY_API,
  type AdminDeletionRequestsAnswer,
  type ClassPrivacyAnswer,
  type ParentDeletionAnswer,
} from '../../../common/schemas/privacy';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  outbox,
  send,
  signedInAdmin,
  signedInCoTeacher,
  signedInStudent,
  signedInUser,
} from '../../../tests/support/factories';
import { family, studentRows } from './test-support';
import { PRIVACY_MESSAGES } from '../../../common/privacy/messages';

const GONE = {
  students: 0,
  classStudents: 0,
  projects: 0,
  points: 0,
  avatarItems: 0,
  parents: 0,
  sessions: 0,
};

for (const database of testDatabases()) {
  describe(`deleting students and parents' deletion requests on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    it('lets the administrator delete a student with everything about them, audited by id', async () => {
      const { teacher, child, classId, projectId } = await family(app);
      await app.db
        .insertInto('audit_log')
        .values({
          id: crypto.randomUUID(),
          action: 'note',
          actor_type: 'user',
          actor_id: teacher.id,
          target_type: 'student',
          target_id: child.id,
          ip: null,
          details: JSON.stringify({ said: 'Maria Gomez asked for help' }),
          created_at: new Date().toISOString(),
        })
        .execute();
      const before = await studentRows(app, child.id);
      expect(before).toMatchObject({ students: 1, projects: 1, avatarItems: 1, parents: 1 });
      expect(before.points).toBeGreaterThan(0);
      expect(before.sessions).toBe(1);

      const privacy = await send(app, 'GET', PRIVACY_API.classPrivacy(classId), teacher);
      expect(privacy.json<ClassPrivacyAnswer>().deletableStudentIds).toEqual([child.id]);

      const deleted = await send(app, 'DELETE', PRIVACY_API.educatorDelete(child.id), teacher);
      expect(deleted.statusCode).toBe(204);
      expect(await studentRows(app, child.id)).toEqual(GONE);
      const comments = await app.db
        .selectFrom('project_comments')
        .select('id')
        .where('project_id', '=', projectId)
        .execute();
      expect(comments).toEqual([]);

      // The student's own audit rows (their IP) and rows spelling their name are gone; the
      // deletion itself is recorded with ids only.
      const left = await app.db
        .selectFrom('audit_log')
        .selectAll()
        .where((eb) => eb.or([eb('target_id', '=', child.id), eb('actor_id', '=', child.id)]))
        .execute();
      expect(left.filter((row) => row.actor_type === 'student')).toEqual([]);
      expect(left.filter((row) => row.details?.includes('Maria'))).toEqual([]);
      const record = left.find((row) => row.action === 'student_deleted');
      expect(record).toMatchObject({ actor_id: teacher.id, target_id: child.id, ip: null });
      expect(JSON.parse(record!.details!)).toEqual({ via: 'educator' });

      // The student's session no longer signs anyone in; deleting again finds nothing.
      expect((await send(app, 'GET', '/api/projects/student/activities', child)).statusCode).toBe(
        401,
      );
      expect(
        (await send(app, 'DELETE', PRIVACY_API.educatorDelete(child.id), teacher)).statusCode,
      ).toBe(404);
    });

    it('refuses deletion to a co-teacher (403) and to anyone else (404)', async () => {
      const { teacher, child, classId, parent } = await family(app);
      const coTeacher = await signedInCoTeacher(app, classId, teacher.id);
      const byCoTeacher = await send(
        app,
        'DELETE',
        PRIVACY_API.educatorDelete(child.id),
        coTeacher,
      );
      expect(byCoTeacher.statusCode).toBe(403);
      expect(byCoTeacher.json().errors.student).toBe(PRIVACY_MESSAGES.administratorOnly);
      const privacy = await send(app, 'GET', PRIVACY_API.classPrivacy(classId), coTeacher);
      expect(privacy.json<ClassPrivacyAnswer>().deletableStudentIds).toEqual([]);

      const stranger = await signedInUser(app);
      const student = await signedInStudent(app, stranger.id);
      for (const caller of [stranger, parent, student, child]) {
        expect(
          (await send(app, 'DELETE', PRIVACY_API.educatorDelete(child.id), caller)).statusCode,
        ).toBe(404);
        expect((await send(app, 'GET', PRIVACY_API.classPrivacy(classId), caller)).statusCode).toBe(
          404,
        );
      }
      expect((await studentRows(app, child.id)).students).toBe(1);
    });

    it('sends a parent’s request to every teacher and admin, once, with a 72-hour due date', async () => {
      const { teacher, child, classId, parent } = await family(app);
      const coTeacher = await signedInCoTeacher(app, classId, teacher.id);
      const admin = await signedInAdmin(app);
      const emailOf = async (id: string) =>
        (
          await app.db
            .selectFrom('users')
            .select('email')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).email;

      const none = await send(app, 'GET', PRIVACY_API.parentRequest(child.id), parent);
      expect(none.json<ParentDeletionAnswer>()).toEqual({ request: null });

      const first = await send(app, 'POST', PRIVACY_API.parentRequest(child.id), parent);
      expect(first.statusCode).toBe(201);
      const { request } = first.json<ParentDeletionAnswer>();
      expect(request?.status).toBe('pending');
      expect(Date.parse(request!.dueAt) - Date.parse(request!.createdAt)).toBe(
        DELETION_DUE_HOURS * 3_600_000,
      );

      // Asking again (or twice at once) keeps the one request and sends no more email.
      const [again, twice] = await Promise.all([
        send(app, 'POST', PRIVACY_API.parentRequest(child.id), parent),
        send(app, 'POST', PRIVACY_API.parentRequest(child.id), parent),
      ]);
      expect([again.statusCode, twice.statusCode]).toEqual([200, 200]);
      expect(again.json<ParentDeletionAnswer>().request?.id).toBe(request!.id);
      const rows = await app.db
        .selectFrom('deletion_requests')
        .selectAll()
        .where('student_id', '=', child.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ requested_by: parent.id, status: 'pending' });

      for (const [id, link] of [
        [teacher.id, `/teacher/classes/${classId}`],
        [coTeacher.id, `/teacher/classes/${classId}`],
        [admin.id, '/admin'],
      ] as const) {
        const mails = await outbox(app, await emailOf(id));
        expect(mails).toHaveLength(1);
        expect(mails[0]!.subject).toBe('Account deletion requested: Maria G.');
        expect(mails[0]!.text_body).toContain(link);
        expect(mails[0]!.html_body).toContain('Maria G.');
        // First name and initial only.
        expect(mails[0]!.text_body).not.toContain('Gomez');
      }
      expect(await outbox(app, await emailOf(parent.id))).toHaveLength(0);

      const seen = await send(app, 'GET', PRIVACY_API.parentRequest(child.id), parent);
      expect(seen.json<ParentDeletionAnswer>().request?.id).toBe(request!.id);
      const classView = await send(app, 'GET', PRIVACY_API.classPrivacy(classId), coTeacher);
      expect(classView.json<ClassPrivacyAnswer>().deletionRequests).toEqual([
        { ...request, studentId: child.id },
      ]);
      const adminView = await send(app, 'GET', PRIVACY_API.adminRequests, admin);
      expect(
        adminView.json<AdminDeletionRequestsAnswer>().pending.find((r) => r.id === request!.id),
      ).toMatchObject({ studentLabel: 'Maria G.', completedVia: null });
    });

    it('lets a teacher of the child carry the request out now (a co-teacher too)', async () => {
      const { teacher, child, classId, parent } = await family(app);
      const coTeacher = await signedInCoTeacher(app, classId, teacher.id);
      const { request } = (
        await send(app, 'POST', PRIVACY_API.parentRequest(child.id), parent)
      ).json<ParentDeletionAnswer>();
      const stranger = await signedInUser(app);
      for (const caller of [stranger, parent, child]) {
        const refused = await send(app, 'POST', PRIVACY_API.educatorComplete(request!.id), caller);
        expect(refused.statusCode).toBe(404);
      }
      expect((await send(app, 'POST', PRIVACY_API.educatorComplete(request!.id))).statusCode).toBe(
        401,
      );

      const done = await send(app, 'POST', PRIVACY_API.educatorComplete(request!.id), coTeacher);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ id: request!.id, status: 'completed' });
      expect(await studentRows(app, child.id)).toEqual(GONE);
      const row = await app.db
        .selectFrom('deletion_requests')
        .selectAll()
        .where('id', '=', request!.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'completed', completed_by: coTeacher.id });
      const parentEmail = (
        await app.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', parent.id)
          .executeTakeFirstOrThrow()
      ).email;
      expect((await outbox(app, parentEmail)).map((mail) => mail.subject)).toEqual([
        'The account you asked us to delete was deleted',
      ]);

      const twice = await send(app, 'POST', PRIVACY_API.educatorComplete(request!.id), teacher);
      expect(twice.statusCode).toBe(404);
      expect(twice.json().errors.request).toBe(PRIVACY_MESSAGES.requestNotFound);
      // The parent is no longer linked to anyone by that id.
      expect((await send(app, 'GET', PRIVACY_API.parentRequest(child.id), parent)).statusCode).toBe(
        404,
      );
    });

    it('lets a platform admin process requests, and only admins', async () => {
      const { teacher, child, parent } = await family(app);
      const admin = await signedInAdmin(app);
      const { request } = (
        await send(app, 'POST', PRIVACY_API.parentRequest(child.id), parent)
      ).json<ParentDeletionAnswer>();
      for (const caller of [teacher, parent]) {
        expect((await send(app, 'GET', PRIVACY_API.adminRequests, caller)).statusCode).toBe(403);
        expect(
          (await send(app, 'POST', PRIVACY_API.adminComplete(request!.id), caller)).statusCode,
        ).toBe(403);
      }
      expect((await send(app, 'GET', PRIVACY_API.adminRequests)).statusCode).toBe(401);

      const done = await send(app, 'POST', PRIVACY_API.adminComplete(request!.id), admin);
      expect(done.statusCode).toBe(200);
      expect(await studentRows(app, child.id)).toEqual(GONE);
      const list = (
        await send(app, 'GET', PRIVACY_API.adminRequests, admin)
      ).json<AdminDeletionRequestsAnswer>();
      expect(list.pending.find((entry) => entry.id === request!.id)).toBeUndefined();
      expect(list.recent.find((entry) => entry.id === request!.id)).toMatchObject({
        status: 'completed',
        studentLabel: null,
        completedVia: 'admin',
      });
      expect(
        (await send(app, 'POST', PRIVACY_API.adminComplete(request!.id), admin)).statusCode,
      ).toBe(404);
      expect(
        (await send(app, 'POST', PRIVACY_API.adminComplete('bad id!'), admin)).statusCode,
      ).toBe(404);
    });

    it('lets the parent withdraw the request, and refuses other parents', async () => {
      const { child, parent } = await family(app);
      const other = await signedInUser(app, 'parent');
      expect((await send(app, 'POST', PRIVACY_API.parentRequest(child.id), other)).statusCode).toBe(
        404,
      );
      expect((await send(app, 'GET', PRIVACY_API.parentRequest(child.id), other)).statusCode).toBe(
        404,
      );
      await send(app, 'POST', PRIVACY_API.parentRequest(child.id), parent);
      expect(
        (await send(app, 'DELETE', PRIVACY_API.parentRequest(child.id), other)).statusCode,
      ).toBe(404);
      const withdrawn = await send(app, 'DELETE', PRIVACY_API.parentRequest(child.id), parent);
      expect(withdrawn.json<ParentDeletionAnswer>()).toEqual({ request: null });
      const row = await app.db
        .selectFrom('deletion_requests')
        .select(['status', 'completed_by'])
        .where('student_id', '=', child.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'cancelled', completed_by: parent.id });
      expect((await studentRows(app, child.id)).students).toBe(1);
      // A bad body is a 400, not a 500.
      const bad = await send(app, 'POST', PRIVACY_API.parentRequest(child.id), parent, {
        confirm: 'yes',
      });
      expect(bad.statusCode).toBe(400);
    });
  });
}
