import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_LIVE_API, type LiveCourseEvent } from '../../../common/schemas/academy-live';
import {
  ACADEMY_MESSAGES_API as API,
  COURSE_MESSAGE_CHANGE,
} from '../../../common/schemas/academy-messages';
import { ACADEMY_TEST_ORIGIN, academyCall } from '../../../tests/support/academy-callers';
import { testDatabases } from '../../../tests/support/databases';
import { liveEvents } from '../../../tests/support/live-events';
import { buildTestApp } from '../../../tests/support/test-app';
import { boardCourse } from '../academy-board/board-fixture.test-support';

/**
 * Course messages arrive live (issue 17, point 1): a message points the conversation's
 * participant and the course's instructors at it, and never another participant.
 */
for (const database of testDatabases()) {
  describe(`course messages, live, on ${database.name}`, () => {
    let app: FastifyInstance;
    let port: number;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
    });
    afterAll(() => app.close());

    it('tells the participant and the instructors, not the other participants', async () => {
      const c = await boardCourse(app);
      const open = (cookie: string) =>
        liveEvents<LiveCourseEvent>(port, ACADEMY_LIVE_API.course(c.courseId), {
          cookie: `ct=${cookie}`,
          name: 'change',
          host: new URL(ACADEMY_TEST_ORIGIN).host,
        });
      const rosa = open(c.rosa.cookies.ct!);
      const ben = open(c.ben.cookies.ct!);
      const staff = open(c.coInstructor.cookies.ct!);
      await Promise.all([rosa.connected, ben.connected, staff.connected]);

      const send = (caller: typeof c.rosa, participantId: string) =>
        academyCall(app, 'POST', API.messages(c.courseId, participantId), {
          caller,
          body: { clientId: crypto.randomUUID(), body: 'Hello' },
        });
      expect((await send(c.rosa, c.rosa.id)).statusCode).toBe(200);
      const toRosa = { change: COURSE_MESSAGE_CHANGE, id: c.rosa.id };
      expect(await rosa.next()).toEqual(toRosa);
      expect(await staff.next()).toEqual(toRosa);
      expect((await send(c.owner, c.ben.id)).statusCode).toBe(200);
      const toBen = { change: COURSE_MESSAGE_CHANGE, id: c.ben.id };
      expect(await staff.next()).toEqual(toBen);
      // Ben's first event is his own conversation's: Rosa's never reached him.
      expect(await ben.next()).toEqual(toBen);
      for (const stream of [rosa, ben, staff]) stream.close();
    });
  });
}
