import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Activity } from '../../../common/schemas/activities';
import { testDatabases } from '../../../tests/support/databases';
import { type Caller, insertClass, send, signedInUser } from '../../../tests/support/factories';
import { activityInput, buildActivitiesTestApp } from './test-support';
import { ACTIVITY_MESSAGES } from '../../../common/activities/messages';

for (const database of testDatabases()) {
  describe(`activity assignments on ${database.name}`, () => {
    let app: FastifyInstance;
    let teacher: Caller;
    let other: Caller;
    let theology: string;
    let scripture: string;
    let othersClass: string;

    beforeAll(async () => {
      app = await buildActivitiesTestApp(await database.create());
      teacher = await signedInUser(app);
      other = await signedInUser(app);
      theology = await insertClass(app, teacher.id, 'Theology 7A');
      scripture = await insertClass(app, teacher.id, 'Scripture 8');
      othersClass = await insertClass(app, other.id, 'Not yours');
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const newActivity = async () =>
      (await send(app, 'POST', '/api/activities', teacher, activityInput())).json<Activity>();
    const assignmentsOf = async (id: string) =>
      (await send(app, 'GET', `/api/activities/${id}`, teacher)).json<Activity>().assignments;

    it("lists the teacher's own classes for the assign dialog, by title", async () => {
      const response = await send(app, 'GET', '/api/activities/classes', teacher);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: scripture, title: 'Scripture 8' },
        { id: theology, title: 'Theology 7A' },
      ]);
    });

    it('assigns to several classes at once, with a due date, and unassigns', async () => {
      const activity = await newActivity();
      const response = await send(app, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
        classIds: [theology, scripture, theology],
        dueDate: '2026-10-04',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Activity>().assignments).toMatchObject([
        { classId: scripture, classTitle: 'Scripture 8', dueDate: '2026-10-04' },
        { classId: theology, classTitle: 'Theology 7A', dueDate: '2026-10-04' },
      ]);
      const list = (await send(app, 'GET', '/api/activities', teacher)).json<
        { id: string; assignments: unknown[] }[]
      >();
      expect(list.find((entry) => entry.id === activity.id)?.assignments).toHaveLength(2);

      // Assigning again changes the due date and keeps the first assigned date.
      const firstAssignedAt = (await assignmentsOf(activity.id))[0]?.assignedAt;
      await send(app, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
        classIds: [scripture],
      });
      const [again] = await assignmentsOf(activity.id);
      expect(again).toMatchObject({ classId: scripture, dueDate: null });
      expect(again?.assignedAt).toBe(firstAssignedAt);

      const removed = await send(app, 'POST', `/api/activities/${activity.id}/unassign`, teacher, {
        classIds: [scripture],
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json<Activity>().assignments.map((entry) => entry.classId)).toEqual([
        theology,
      ]);
    });

    it('refuses a class the teacher does not teach, assigning none of the list', async () => {
      const activity = await newActivity();
      const response = await send(app, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
        classIds: [theology, othersClass],
      });
      expect(response.statusCode).toBe(404);
      expect(await assignmentsOf(activity.id)).toEqual([]);
      const unknown = await send(app, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
        classIds: [crypto.randomUUID()],
      });
      expect(unknown.statusCode).toBe(404);
      // Nor can the owner of that class be left without it by someone else's unassign.
      const theirs = (
        await send(app, 'POST', '/api/activities', other, activityInput())
      ).json<Activity>();
      await send(app, 'POST', `/api/activities/${theirs.id}/assign`, other, {
        classIds: [othersClass],
      });
      const unassign = await send(app, 'POST', `/api/activities/${activity.id}/unassign`, teacher, {
        classIds: [othersClass],
      });
      expect(unassign.statusCode).toBe(404);
      const stillTheirs = await send(app, 'GET', `/api/activities/${theirs.id}`, other);
      expect(stillTheirs.json<Activity>().assignments).toHaveLength(1);
    });

    it('needs at least one class and a real due date', async () => {
      const activity = await newActivity();
      const empty = await send(app, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
        classIds: [],
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ errors: { classIds: ACTIVITY_MESSAGES.classesRequired } });
      const badDate = await send(app, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
        classIds: [theology],
        dueDate: 'next friday',
      });
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json()).toEqual({ errors: { dueDate: ACTIVITY_MESSAGES.dueDateInvalid } });
    });

    it('deleting an activity removes its assignments', async () => {
      const activity = await newActivity();
      await send(app, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
        classIds: [theology],
      });
      await send(app, 'POST', `/api/activities/${activity.id}/delete`, teacher);
      const left = await app.db
        .selectFrom('activity_assignments')
        .select('class_id')
        .where('activity_id', '=', activity.id)
        .execute();
      expect(left).toEqual([]);
    });
  });
}
