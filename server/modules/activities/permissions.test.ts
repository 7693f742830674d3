import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Activity } from '../../../common/schemas/activities';
import { testDatabases } from '../../../tests/support/databases';
import {
  type Caller,
  insertClass,
  insertCoTeacher,
  send,
  signedInStudent,
  signedInUser,
} from '../../../tests/support/factories';
import { IMAGES, attachImage, buildActivitiesTestApp, activityInput } from './test-support';
import { ACTIVITY_MESSAGES } from '../../../common/activities/messages';

/**
 * Cross-tenant suite: every activity endpoint, called by another teacher (404 as if the
 * activity did not exist, with an audit row), a parent and a student (403), and nobody (401).
 */
for (const database of testDatabases()) {
  describe(`activities permissions on ${database.name}`, () => {
    let app: FastifyInstance;
    let owner: Caller;
    let activity: Activity;
    let ownerClass: string;

    beforeAll(async () => {
      app = await buildActivitiesTestApp(await database.create());
      owner = await signedInUser(app);
      ownerClass = await insertClass(app, owner.id, 'Theology 8B');
      const created = await send(app, 'POST', '/api/activities', owner, activityInput());
      activity = created.json<Activity>();
      await attachImage(app, owner, activity.id, IMAGES.png, 'A shepherd carrying a lamb');
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** Every endpoint that names an activity, with a body that would be valid for the owner. */
    const endpoints = () =>
      [
        ['GET', `/api/activities/${activity.id}`, undefined],
        ['POST', `/api/activities/${activity.id}`, activityInput({ title: 'Taken over' })],
        ['POST', `/api/activities/${activity.id}/duplicate`, {}],
        ['POST', `/api/activities/${activity.id}/assign`, { classIds: [ownerClass] }],
        ['POST', `/api/activities/${activity.id}/unassign`, { classIds: [ownerClass] }],
        [
          'POST',
          `/api/activities/${activity.id}/image`,
          { uploadId: crypto.randomUUID(), alt: 'Replaced' },
        ],
        ['POST', `/api/activities/${activity.id}/image/delete`, {}],
        ['GET', `/api/activities/${activity.id}/image`, undefined],
        ['POST', `/api/activities/${activity.id}/delete`, {}],
      ] as const;

    /** Endpoints that do not name an activity: the area's own lists and the library. */
    const areaEndpoints = [
      ['GET', '/api/activities', undefined],
      ['POST', '/api/activities', activityInput()],
      ['GET', '/api/activities/library', undefined],
      ['POST', '/api/activities/library/psalm-23/copy', {}],
      ['GET', '/api/activities/classes', undefined],
    ] as const;

    async function ownerStillHasIt() {
      const read = await send(app, 'GET', `/api/activities/${activity.id}`, owner);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ title: 'The Lost Sheep', assignments: [] });
      expect(read.json().imageUrl).not.toBeNull();
    }

    it('another teacher gets 404 on every endpoint and each attempt is audited', async () => {
      const intruder = await signedInUser(app);
      for (const [method, url, body] of endpoints()) {
        const response = await send(app, method, url, intruder, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ errors: { activity: ACTIVITY_MESSAGES.notFound } });
      }
      const audit = await app.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id', 'details'])
        .where('actor_id', '=', intruder.id)
        .execute();
      expect(audit).toHaveLength(endpoints().length);
      expect(audit.every((row) => row.action === 'activity_access_denied')).toBe(true);
      expect(JSON.parse(audit[0]?.details ?? '{}')).toMatchObject({ activityId: activity.id });
      // Their own lists show nothing of the owner's.
      expect((await send(app, 'GET', '/api/activities', intruder)).json()).toEqual([]);
      await ownerStillHasIt();
    });

    it('a parent and a student get 403 on every endpoint; nobody signed in gets 401 (404 for the image file)', async () => {
      const parent = await signedInUser(app, 'parent');
      const student = await signedInStudent(app, owner.id);
      for (const [method, url, body] of [...endpoints(), ...areaEndpoints]) {
        const asParent = await send(app, method, url, parent, body);
        expect(asParent.statusCode, `parent ${method} ${url}`).toBe(
          url.endsWith('/image') && method === 'GET' ? 404 : 403,
        );
        const asStudent = await send(app, method, url, student, body);
        expect(asStudent.statusCode, `student ${method} ${url}`).toBe(
          url.endsWith('/image') && method === 'GET' ? 404 : 403,
        );
        const anonymous = await send(app, method, url, undefined, body);
        expect(anonymous.statusCode, `anonymous ${method} ${url}`).toBe(
          url.endsWith('/image') && method === 'GET' ? 404 : 401,
        );
      }
      await ownerStillHasIt();
    });

    it('a co-teacher assigns their own activities to the class like its owner; a co-teacher of another class gets 404', async () => {
      const coTeacher = await signedInUser(app);
      await insertCoTeacher(app, ownerClass, coTeacher.id, owner.id);
      const stranger = await signedInUser(app);
      const elsewhere = await signedInUser(app);
      const otherClass = await insertClass(app, stranger.id, 'Elsewhere');
      await insertCoTeacher(app, otherClass, elsewhere.id, stranger.id);
      for (const [label, teacher, status] of [
        ['owner', owner, 200],
        ['co-teacher', coTeacher, 200],
        ['co-teacher of another class', elsewhere, 404],
      ] as const) {
        const own = (
          await send(app, 'POST', '/api/activities', teacher, activityInput())
        ).json<Activity>();
        const classes = (await send(app, 'GET', '/api/activities/classes', teacher)).json<
          { id: string }[]
        >();
        expect(
          classes.some((row) => row.id === ownerClass),
          label,
        ).toBe(status === 200);
        for (const action of ['assign', 'unassign']) {
          const response = await send(app, 'POST', `/api/activities/${own.id}/${action}`, teacher, {
            classIds: [ownerClass],
          });
          expect(response.statusCode, `${label} ${action}`).toBe(status);
        }
        await send(app, 'POST', `/api/activities/${own.id}/delete`, teacher);
      }
      const audit = await app.db
        .selectFrom('audit_log')
        .select('action')
        .where('actor_id', '=', elsewhere.id)
        .execute();
      expect(audit.map((row) => row.action)).toEqual([
        'class_access_denied',
        'class_access_denied',
      ]);
    });

    it('a malformed id is a plain 404', async () => {
      const response = await send(app, 'GET', '/api/activities/..%2F..%2Fetc', owner);
      expect(response.statusCode).toBe(404);
    });
  });
}
