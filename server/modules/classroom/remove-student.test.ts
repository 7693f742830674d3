import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_API } from '../../../common/schemas/classroom';
import { PROJECTS_API } from '../../../common/schemas/projects';
import { PRIVACY_API } from '../../../common/schemas/privacy';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  type Caller,
  insertClass,
  send,
  signedInCoTeacher,
  signedInStudent,
  signedInUser,
} from '../../../tests/support/factories';
import { studentRows } from '../privacy/test-support';

/**
 * Issue 15, point 17: only the student's administrator deletes a child. Issue 11, point 5: a
 * removal from a class never deletes anyone, whoever makes it (it can be undone); deleting a
 * child is the administrator's explicit privacy action.
 */
for (const database of testDatabases()) {
  describe(`removing a student from a class on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** The owner's class, one student of theirs in it only, who wrote on an activity. */
    async function studentWhoWrote() {
      const owner = await signedInUser(app);
      const classId = await insertClass(app, owner.id, 'Theology 6B');
      const student = await signedInStudent(app, owner.id, [classId]);
      const activity = (
        await send(app, 'POST', '/api/activities/library/psalm-23/copy', owner)
      ).json<{ id: string; questions: { id: string }[] }>();
      await send(app, 'POST', `/api/activities/${activity.id}/assign`, owner, {
        classIds: [classId],
      });
      const saved = await app.inject({
        method: 'PUT',
        url: PROJECTS_API.studentProject(classId, activity.id),
        cookies: student.cookies,
        headers: { origin: 'http://localhost:3011', 'content-type': 'application/json' },
        payload: JSON.stringify({
          answers: { [activity.questions[0]!.id]: 'He restores my soul.' },
        }),
      });
      expect(saved.statusCode).toBe(200);
      return { owner, classId, student };
    }

    const remove = (classId: string, studentId: string, caller: Caller) =>
      send(app, 'DELETE', CLASSROOM_API.student(classId, studentId), caller);

    it('a co-teacher’s removal only unlinks: the child and their writing stay with the administrator', async () => {
      const { owner, classId, student } = await studentWhoWrote();
      const coTeacher = await signedInCoTeacher(app, classId, owner.id);

      const removed = await remove(classId, student.id, coTeacher);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ removed: true });
      expect(await studentRows(app, student.id)).toMatchObject({
        students: 1,
        classStudents: 0,
        projects: 1,
      });
      // Out of every class, the student is still in the administrator's list of students.
      const list = await send(app, 'GET', '/api/roster/students', owner);
      expect(list.json()).toEqual([expect.objectContaining({ id: student.id, className: null })]);
    });

    it('the class owner’s removal of a student administered by someone else only unlinks', async () => {
      const administrator = await signedInUser(app);
      const owner = await signedInUser(app);
      const classId = await insertClass(app, owner.id, 'Theology 6C');
      const student = await signedInStudent(app, administrator.id, [classId]);

      const removed = await remove(classId, student.id, owner);
      expect(removed.json()).toEqual({ removed: true });
      expect((await studentRows(app, student.id)).students).toBe(1);
    });

    it('the administrator’s removal from the last class keeps the child and their work, so Undo can restore them', async () => {
      const { owner, classId, student } = await studentWhoWrote();
      const removed = await remove(classId, student.id, owner);
      expect(removed.json()).toEqual({ removed: true });
      expect(await studentRows(app, student.id)).toMatchObject({
        students: 1,
        classStudents: 0,
        projects: 1,
      });
      const restored = await send(
        app,
        'POST',
        CLASSROOM_API.restoreStudent(classId, student.id),
        owner,
      );
      expect(restored.statusCode).toBe(200);
      expect(await studentRows(app, student.id)).toMatchObject({ classStudents: 1, projects: 1 });
    });

    it('deleting the child stays the administrator’s explicit privacy action, refused to a co-teacher', async () => {
      const { owner, classId, student } = await studentWhoWrote();
      const coTeacher = await signedInCoTeacher(app, classId, owner.id);
      const byCoTeacher = await send(
        app,
        'DELETE',
        PRIVACY_API.educatorDelete(student.id),
        coTeacher,
      );
      expect(byCoTeacher.statusCode).toBeGreaterThanOrEqual(400);
      expect((await studentRows(app, student.id)).students).toBe(1);
      const byAdministrator = await send(
        app,
        'DELETE',
        PRIVACY_API.educatorDelete(student.id),
        owner,
      );
      expect(byAdministrator.statusCode).toBeLessThan(300);
      expect(await studentRows(app, student.id)).toMatchObject({ students: 0, projects: 0 });
    });
  });
}
