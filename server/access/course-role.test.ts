import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseNeed } from './course-role';
import { COURSE_ACCESS_MESSAGES } from '../../common/academy/messages';
import { testDatabases } from '../../tests/support/databases';
import type { Caller } from '../../tests/support/factories';
import {
  academyCall,
  insertCourse,
  insertCourseMember,
  signedInAcademy,
} from '../../tests/support/academy-callers';
import { courseRoleOf, loadCourse, requireInstructor, taughtCourseIds } from './course-role';

/**
 * The Academy's one access rule (server/access/course-role.ts) on its own: for each caller and
 * each need, the answer a course's routes will give. Three throwaway routes wear the guard.
 */
for (const database of testDatabases()) {
  describe(`course access on ${database.name}`, () => {
    let app: FastifyInstance;
    let owner: Caller;
    let coInstructor: Caller;
    let participant: Caller;
    let pending: Caller;
    let former: Caller;
    let stranger: Caller;
    let courseId: string;
    let draftId: string;

    beforeAll(async () => {
      app = await buildGuardedApp(database);
      owner = await signedInAcademy(app);
      coInstructor = await signedInAcademy(app);
      participant = await signedInAcademy(app, 'participant');
      pending = await signedInAcademy(app, 'participant');
      former = await signedInAcademy(app, 'participant');
      stranger = await signedInAcademy(app);
      courseId = await insertCourse(app, owner.id, { status: 'published' });
      draftId = await insertCourse(app, owner.id, { status: 'draft' });
      await insertCourseMember(app, courseId, coInstructor.id, 'instructor');
      await insertCourseMember(app, courseId, participant.id, 'participant');
      await insertCourseMember(app, courseId, pending.id, 'participant', 'pending');
      await insertCourseMember(app, courseId, former.id, 'participant', 'left');
      await insertCourseMember(app, draftId, participant.id, 'participant');
    });
    afterAll(() => app.close());

    const ask = (need: CourseNeed, id: string, caller?: Caller) =>
      academyCall(app, 'GET', `/guarded/${need}/${id}`, { caller });

    it('answers each role from the database', async () => {
      expect((await courseRoleOf(app.db, owner.id, courseId))?.role).toBe('owner');
      expect((await courseRoleOf(app.db, coInstructor.id, courseId))?.role).toBe('instructor');
      expect((await courseRoleOf(app.db, participant.id, courseId))?.role).toBe('participant');
      expect((await courseRoleOf(app.db, pending.id, courseId))?.role).toBeNull();
      expect((await courseRoleOf(app.db, former.id, courseId))?.role).toBeNull();
      expect((await courseRoleOf(app.db, stranger.id, courseId))?.role).toBeNull();
      expect(await courseRoleOf(app.db, owner.id, crypto.randomUUID())).toBeNull();
      expect((await taughtCourseIds(app.db, coInstructor.id)).sort()).toEqual([courseId]);
      expect((await taughtCourseIds(app.db, owner.id)).sort()).toEqual([courseId, draftId].sort());
      expect(await taughtCourseIds(app.db, participant.id)).toEqual([]);
    });

    it('lets staff teach, only the owner own, and members learn', async () => {
      expect((await ask('staff', courseId, owner)).json()).toEqual({ role: 'owner' });
      expect((await ask('staff', courseId, coInstructor)).json()).toEqual({ role: 'instructor' });
      expect((await ask('owner', courseId, owner)).statusCode).toBe(200);
      expect((await ask('member', courseId, participant)).json()).toEqual({ role: 'participant' });
      expect((await ask('member', courseId, coInstructor)).statusCode).toBe(200);
    });

    it('refuses a co-instructor what only the owner may do, saying why', async () => {
      const answer = await ask('owner', courseId, coInstructor);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().errors.course).toBe(COURSE_ACCESS_MESSAGES.ownerOnly);
    });

    it('answers everyone else 404, the same as an unknown course, and audits it', async () => {
      const cases: [CourseNeed, string, Caller][] = [
        ['staff', courseId, participant],
        ['staff', courseId, stranger],
        ['member', courseId, stranger],
        ['member', courseId, pending],
        ['member', courseId, former],
        // A course put back to draft hides from its participants.
        ['member', draftId, participant],
        ['owner', courseId, participant],
        ['member', crypto.randomUUID(), owner],
      ];
      for (const [need, id, caller] of cases) {
        const answer = await ask(need, id, caller);
        expect(answer.statusCode, `${need} ${caller.id}`).toBe(404);
        expect(answer.json().errors.course).toBe(COURSE_ACCESS_MESSAGES.courseNotFound);
      }
      const audited = await app.db
        .selectFrom('audit_log')
        .select('actor_id')
        .where('action', '=', 'course_access_denied')
        .where('target_id', '=', courseId)
        .execute();
      expect(audited.map((row) => row.actor_id).sort()).toEqual(
        [participant.id, stranger.id, stranger.id, pending.id, former.id, participant.id].sort(),
      );
    });

    it('asks nobody signed in to sign in, and keeps course creation to instructors', async () => {
      expect((await ask('member', courseId)).statusCode).toBe(401);
      expect((await academyCall(app, 'GET', '/guarded/instructor')).statusCode).toBe(401);
      const refused = await academyCall(app, 'GET', '/guarded/instructor', { caller: participant });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors.session).toBe(COURSE_ACCESS_MESSAGES.instructorsOnly);
      const allowed = await academyCall(app, 'GET', '/guarded/instructor', { caller: owner });
      expect(allowed.statusCode).toBe(200);
    });
  });
}

/** The real app with throwaway routes that wear the guards, as a course's routes do. */
async function buildGuardedApp(database: { create: () => Promise<string> }) {
  const { buildTestApp } = await import('../../tests/support/test-app');
  const app = await buildTestApp(await database.create());
  app.get<{ Params: { need: CourseNeed; id: string } }>('/guarded/:need/:id', async (request) => {
    const { role } = await loadCourse(request, request.params.id, request.params.need);
    return { role };
  });
  app.get('/guarded/instructor', async (request) => ({
    id: (await requireInstructor(request)).id,
  }));
  await app.ready();
  return app;
}
