import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../tests/support/databases';
import { buildTestApp } from '../../tests/support/test-app';
import {
  type Caller,
  insertClass,
  insertCoTeacher,
  signedInStudent,
  signedInUser,
} from '../../tests/support/factories';
import {
  administersStudent,
  educatesStudent,
  isAdministeredBy,
  requireEducatorOf,
} from './educator-of';
import {
  requireAdmin,
  requireAdult,
  requireParent,
  requireStudent,
  requireTeacher,
} from './guards';
import { isOwnStudent } from './may-impersonate';
import { isParentOf } from './parent-of';
import { requireTeacherOfClass, teacherClassIds, teachesClass } from './teaches-class';
import { teachesStudent } from './teaches-student';
import { SESSION_MESSAGES } from '../../common/auth/messages';
import { CLASSROOM_MESSAGES } from '../../common/classroom/messages';
import { ADMIN_MESSAGES } from '../../common/admin/messages';

/**
 * The access layer on its own: each relation answered straight from the database for an owner,
 * a co-teacher, a co-teacher of another class, a stranger, an administrator and a parent; and
 * each session guard's answer to nobody, each kind of account and an admin.
 */
for (const database of testDatabases()) {
  describe(`access rules on ${database.name}`, () => {
    let app: FastifyInstance;
    let owner: Caller;
    let coTeacher: Caller;
    let elsewhere: Caller;
    let stranger: Caller;
    let parent: Caller;
    let admin: Caller;
    let classId: string;
    let otherClassId: string;
    /** In the class, administered by the owner, with a linked parent. */
    let pupil: Caller;
    /** Administered by the stranger, in no class. */
    let unplaced: Caller;
    /** In the other class only. */
    let otherPupil: Caller;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      const guarded =
        (guard: (request: FastifyRequest) => Promise<{ id: string }>) =>
        async (request: FastifyRequest) => ({ id: (await guard(request)).id });
      app.get('/__access/teacher', guarded(requireTeacher));
      app.get('/__access/parent', guarded(requireParent));
      app.get('/__access/student', guarded(requireStudent));
      app.get(
        '/__access/student-or-403',
        guarded((request) => requireStudent(request, CLASSROOM_MESSAGES.studentsOnly)),
      );
      app.get('/__access/admin', guarded(requireAdmin));
      app.get('/__access/adult', guarded(requireAdult));
      app.get<{ Params: { classId: string } }>('/__access/classes/:classId', async (request) =>
        requireTeacherOfClass(request, request.params.classId),
      );
      app.get<{ Params: { studentId: string } }>('/__access/educator/:studentId', async (request) =>
        requireEducatorOf(request, request.params.studentId),
      );

      owner = await signedInUser(app);
      coTeacher = await signedInUser(app);
      elsewhere = await signedInUser(app);
      stranger = await signedInUser(app);
      parent = await signedInUser(app, 'parent');
      admin = await signedInUser(app);
      await app.db
        .updateTable('users')
        .set({ is_platform_admin: 1 })
        .where('id', '=', admin.id)
        .execute();
      classId = await insertClass(app, owner.id, 'Theology 7A');
      otherClassId = await insertClass(app, stranger.id, 'Elsewhere');
      await insertCoTeacher(app, classId, coTeacher.id, owner.id);
      await insertCoTeacher(app, otherClassId, elsewhere.id, stranger.id);
      pupil = await signedInStudent(app, owner.id, [classId]);
      unplaced = await signedInStudent(app, stranger.id);
      otherPupil = await signedInStudent(app, stranger.id, [otherClassId]);
      await app.db
        .insertInto('parent_students')
        .values({
          parent_id: parent.id,
          student_id: pupil.id,
          created_at: new Date().toISOString(),
        })
        .execute();
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    it('teachesClass: the owner and a co-teacher, with their roles; nobody else', async () => {
      expect(await teachesClass(app.db, owner.id, classId)).toBe('owner');
      expect(await teachesClass(app.db, coTeacher.id, classId)).toBe('co-teacher');
      expect(await teachesClass(app.db, elsewhere.id, classId)).toBeNull();
      expect(await teachesClass(app.db, stranger.id, classId)).toBeNull();
      expect(await teachesClass(app.db, parent.id, classId)).toBeNull();
      expect(await teachesClass(app.db, owner.id, 'no-such-class')).toBeNull();
      expect(await teacherClassIds(app.db, owner.id)).toEqual([classId]);
      expect(await teacherClassIds(app.db, coTeacher.id)).toEqual([classId]);
      expect(await teacherClassIds(app.db, elsewhere.id)).toEqual([otherClassId]);
      expect(await teacherClassIds(app.db, parent.id)).toEqual([]);
    });

    it('teachesStudent: owner or co-teacher of any class the student is in', async () => {
      expect(await teachesStudent(app.db, owner.id, pupil.id)).toBe(true);
      expect(await teachesStudent(app.db, coTeacher.id, pupil.id)).toBe(true);
      expect(await teachesStudent(app.db, elsewhere.id, pupil.id)).toBe(false);
      expect(await teachesStudent(app.db, stranger.id, pupil.id)).toBe(false);
      expect(await teachesStudent(app.db, elsewhere.id, otherPupil.id)).toBe(true);
      expect(await teachesStudent(app.db, coTeacher.id, otherPupil.id)).toBe(false);
      // Administering a student is not teaching them.
      expect(await teachesStudent(app.db, stranger.id, unplaced.id)).toBe(false);
    });

    it('administersStudent and educatesStudent: the administrator, then the teachers', async () => {
      expect(await administersStudent(app.db, owner.id, pupil.id)).toBe(true);
      expect(await administersStudent(app.db, coTeacher.id, pupil.id)).toBe(false);
      expect(await administersStudent(app.db, stranger.id, unplaced.id)).toBe(true);
      expect(isAdministeredBy({ administrator_id: owner.id }, owner.id)).toBe(true);
      expect(isAdministeredBy({ administrator_id: owner.id }, coTeacher.id)).toBe(false);
      expect(await educatesStudent(app.db, owner.id, pupil.id)).toBe('administrator');
      expect(await educatesStudent(app.db, coTeacher.id, pupil.id)).toBe('teacher');
      expect(await educatesStudent(app.db, stranger.id, unplaced.id)).toBe('administrator');
      expect(await educatesStudent(app.db, elsewhere.id, pupil.id)).toBeNull();
      expect(await educatesStudent(app.db, owner.id, '../etc')).toBeNull();
    });

    it('isParentOf and isOwnStudent: linked parents; teachers (co-teachers too); administrators', async () => {
      expect(await isParentOf(app.db, parent.id, pupil.id)).toBe(true);
      expect(await isParentOf(app.db, parent.id, otherPupil.id)).toBe(false);
      expect(await isParentOf(app.db, owner.id, pupil.id)).toBe(false);
      expect(await isParentOf(app.db, parent.id, 'x'.repeat(41))).toBe(false);
      for (const adult of [owner, coTeacher, parent]) {
        expect(await isOwnStudent(app.db, adult.id, pupil.id)).toBe(true);
      }
      expect(await isOwnStudent(app.db, stranger.id, unplaced.id)).toBe(true);
      for (const adult of [elsewhere, stranger, admin]) {
        expect(await isOwnStudent(app.db, adult.id, pupil.id)).toBe(false);
      }
    });

    const get = (url: string, caller?: Caller) =>
      app.inject({ method: 'GET', url, ...(caller ? { cookies: caller.cookies } : {}) });

    it('session guards: 401 for nobody, 403 with a sentence for the wrong account', async () => {
      const cases: [string, Caller | undefined, number][] = [
        ['/__access/teacher', owner, 200],
        ['/__access/teacher', undefined, 401],
        ['/__access/teacher', parent, 403],
        ['/__access/teacher', pupil, 403],
        ['/__access/parent', parent, 200],
        ['/__access/parent', owner, 403],
        ['/__access/parent', pupil, 403],
        ['/__access/parent', undefined, 401],
        ['/__access/student', pupil, 200],
        ['/__access/student', owner, 401],
        ['/__access/student', undefined, 401],
        ['/__access/student-or-403', pupil, 200],
        ['/__access/student-or-403', owner, 403],
        ['/__access/student-or-403', undefined, 401],
        ['/__access/admin', admin, 200],
        ['/__access/admin', owner, 403],
        ['/__access/admin', undefined, 401],
        ['/__access/adult', parent, 200],
        ['/__access/adult', pupil, 401],
        ['/__access/adult', undefined, 401],
      ];
      for (const [url, caller, status] of cases) {
        const response = await get(url, caller);
        expect(response.statusCode, `${url} as ${caller?.id ?? 'nobody'}`).toBe(status);
        if (status === 200) expect(response.json()).toEqual({ id: caller?.id });
        if (status === 401) {
          expect(response.json()).toEqual({ errors: { session: SESSION_MESSAGES.notSignedIn } });
        }
      }
      expect((await get('/__access/teacher', parent)).json()).toEqual({
        errors: { session: CLASSROOM_MESSAGES.teachersOnly },
      });
      expect((await get('/__access/admin', owner)).json()).toEqual({
        errors: { session: ADMIN_MESSAGES.adminsOnly },
      });
    });

    it('requireEducatorOf: teachers of the student and their administrator; never a parent account', async () => {
      expect((await get(`/__access/educator/${pupil.id}`, owner)).json()).toEqual({
        teacherId: owner.id,
        administers: true,
      });
      expect((await get(`/__access/educator/${pupil.id}`, coTeacher)).json()).toEqual({
        teacherId: coTeacher.id,
        administers: false,
      });
      // Even a students row naming a parent as its administrator gives a parent no educator's rights.
      const oddlyAdministered = await signedInStudent(app, parent.id);
      for (const [studentId, caller] of [
        [oddlyAdministered.id, parent],
        [pupil.id, parent],
        [pupil.id, elsewhere],
        [pupil.id, pupil],
      ] as const) {
        expect((await get(`/__access/educator/${studentId}`, caller)).statusCode).toBe(404);
      }
      expect((await get(`/__access/educator/${pupil.id}`)).statusCode).toBe(401);
    });

    it('requireTeacherOfClass: the role for teachers of the class, an audited 404 for others', async () => {
      const url = `/__access/classes/${classId}`;
      expect((await get(url, owner)).json()).toEqual({ teacherId: owner.id, role: 'owner' });
      expect((await get(url, coTeacher)).json()).toEqual({
        teacherId: coTeacher.id,
        role: 'co-teacher',
      });
      for (const caller of [elsewhere, stranger, parent, pupil, undefined]) {
        const refused = await get(url, caller);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ errors: { class: CLASSROOM_MESSAGES.classNotFound } });
      }
      const audit = await app.db
        .selectFrom('audit_log')
        .select(['actor_id', 'actor_type'])
        .where('action', '=', 'class_access_denied')
        .where('target_id', '=', classId)
        .execute();
      expect(audit).toEqual(
        expect.arrayContaining([
          { actor_id: elsewhere.id, actor_type: 'user' },
          { actor_id: stranger.id, actor_type: 'user' },
          { actor_id: parent.id, actor_type: 'user' },
          { actor_id: pupil.id, actor_type: 'student' },
        ]),
      );
      expect(audit).toHaveLength(4);
    });
  });
}
