import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_API, type ChildWorkAnswer } from '../../../common/schemas/family';
import { PROJECTS_API } from '../../../common/schemas/projects';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { insertClass, signedInStudent, signedInUser, send } from '../../../tests/support/factories';
import { FAMILY_MESSAGES } from '../../../common/family/messages';

for (const database of testDatabases()) {
  describe(`a parent's view of their child's work on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** A child who wrote on an activity, their linked parent, and the teacher. */
    async function family() {
      const teacher = await signedInUser(app);
      const classId = await insertClass(app, teacher.id, 'Theology 4A');
      const child = await signedInStudent(app, teacher.id, [classId]);
      const parent = await signedInUser(app, 'parent');
      await app.db
        .insertInto('parent_students')
        .values({
          parent_id: parent.id,
          student_id: child.id,
          created_at: new Date().toISOString(),
        })
        .execute();
      const activity = (
        await send(app, 'POST', '/api/activities/library/ruth-and-naomi/copy', teacher)
      ).json();
      await send(app, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
        classIds: [classId],
      });
      const questionId = activity.questions[0].id as string;
      const saved = await send(
        app,
        'PUT',
        PROJECTS_API.studentProject(classId, activity.id),
        child,
        {
          answers: { [questionId]: 'Where you go I will go.' },
        },
      );
      return { teacher, child, parent, questionId, projectId: saved.json().projectId as string };
    }

    it('shows the child’s work and lets the parent edit or delete active work only', async () => {
      const { teacher, child, parent, questionId, projectId } = await family();
      const work = (
        await send(app, 'GET', FAMILY_API.child(child.id), parent)
      ).json() as ChildWorkAnswer;
      expect(work.projects).toHaveLength(1);
      expect(work.projects[0]).toMatchObject({
        projectId,
        status: 'active',
        answers: { [questionId]: 'Where you go I will go.' },
      });

      const edited = await send(app, 'PUT', FAMILY_API.project(child.id, projectId), parent, {
        answers: { [questionId]: 'Where you go I will go, and your people shall be my people.' },
      });
      expect(edited.statusCode).toBe(200);

      await send(app, 'POST', PROJECTS_API.status(projectId), teacher, { status: 'approved' });
      const locked = await send(app, 'PUT', FAMILY_API.project(child.id, projectId), parent, {
        answers: { [questionId]: 'changed' },
      });
      expect(locked.statusCode).toBe(409);
      expect(locked.json().errors.project).toBe(FAMILY_MESSAGES.locked);
      expect(
        (await send(app, 'DELETE', FAMILY_API.project(child.id, projectId), parent)).statusCode,
      ).toBe(409);

      await send(app, 'POST', PROJECTS_API.status(projectId), teacher, { status: 'active' });
      expect(
        (await send(app, 'DELETE', FAMILY_API.project(child.id, projectId), parent)).statusCode,
      ).toBe(204);
      const after = (
        await send(app, 'GET', FAMILY_API.child(child.id), parent)
      ).json() as ChildWorkAnswer;
      expect(after.projects).toEqual([]);
    });

    it("never reaches another child's work through the parent's own child's address", async () => {
      const mine = await family();
      const other = await family();
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await send(
          app,
          method,
          FAMILY_API.project(mine.child.id, other.projectId),
          mine.parent,
          { answers: { [other.questionId]: 'Overwritten by a stranger' } },
        );
        expect(response.statusCode).toBe(404);
      }
      const untouched = await app.db
        .selectFrom('projects')
        .select('answers')
        .where('id', '=', other.projectId)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(untouched.answers)).toEqual({
        [other.questionId]: 'Where you go I will go.',
      });
    });

    it('answers 404 to other parents, teachers and students, and audits it', async () => {
      const { teacher, child, projectId } = await family();
      const stranger = await signedInUser(app, 'parent');
      for (const caller of [stranger, teacher]) {
        expect((await send(app, 'GET', FAMILY_API.child(child.id), caller)).statusCode).toBe(404);
        expect(
          (await send(app, 'DELETE', FAMILY_API.project(child.id, projectId), caller)).statusCode,
        ).toBe(404);
      }
      expect((await send(app, 'GET', FAMILY_API.child(child.id))).statusCode).toBe(401);
      const audits = await app.db
        .selectFrom('audit_log')
        .select('action')
        .where('actor_id', '=', stranger.id)
        .execute();
      expect(audits.map((row) => row.action)).toContain('child_access_denied');
      const still = await app.db
        .selectFrom('projects')
        .select('id')
        .where('id', '=', projectId)
        .execute();
      expect(still).toHaveLength(1);
    });
  });
}
