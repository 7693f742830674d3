import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_LIVE_API, type LiveCourseEvent } from '../../../common/schemas/academy-live';
import { BOARD_API as API } from '../../../common/schemas/academy-board';
import { ACADEMY_TEST_ORIGIN, academyCall } from '../../../tests/support/academy-callers';
import { testDatabases } from '../../../tests/support/databases';
import { liveEvents } from '../../../tests/support/live-events';
import { tempDir } from '../../../tests/support/temp-dir';
import { buildTestApp } from '../../../tests/support/test-app';
import { boardCourse } from './board-fixture.test-support';

/**
 * Board posts arrive live (issue 13, point 14) on every instance: a post written through one
 * instance reaches the members listening on another; what only staff may see (a post waiting
 * for approval, a report) reaches only them.
 */
for (const database of testDatabases()) {
  describe(`the board, live, on ${database.name}`, () => {
    let app: FastifyInstance;
    let other: FastifyInstance;
    let port: number;

    beforeAll(async () => {
      let url = await database.create();
      // Two instances must share the database: SQLite then needs a file.
      if (url === 'sqlite::memory:') url = `sqlite:${join(tempDir('board-live'), 'test.db')}`;
      app = await buildTestApp(url);
      other = await buildTestApp(url);
      await other.listen({ port: 0, host: '127.0.0.1' });
      port = (other.server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await other.close();
      await app.close();
    });

    it('carries new threads, replies and hides to members on another instance', async () => {
      const c = await boardCourse(app);
      const open = (cookie: string) =>
        liveEvents<LiveCourseEvent>(port, ACADEMY_LIVE_API.course(c.courseId), {
          cookie: `ct=${cookie}`,
          name: 'change',
          host: new URL(ACADEMY_TEST_ORIGIN).host,
        });
      const ben = open(c.ben.cookies.ct!);
      const staff = open(c.owner.cookies.ct!);
      await Promise.all([ben.connected, staff.connected]);
      await other.live.ready();

      const threadId = (await c.thread(c.rosa)).json().id as string;
      expect(await ben.next()).toEqual({ change: 'board', id: threadId });
      expect(await staff.next()).toEqual({ change: 'board', id: threadId });
      await c.reply(c.rosa, threadId);
      expect(await ben.next()).toEqual({ change: 'board', id: threadId });
      expect(await staff.next()).toEqual({ change: 'board', id: threadId });

      // A report reaches the staff only; the hide that follows reaches everyone.
      const reported = (await c.thread(c.rosa, { title: 'Second' })).json().id as string;
      expect(await ben.next()).toEqual({ change: 'board', id: reported });
      expect(await staff.next()).toEqual({ change: 'board', id: reported });
      await academyCall(app, 'POST', API.report(c.courseId, reported), {
        caller: c.ben,
        body: {},
      });
      expect(await staff.next()).toEqual({ change: 'board', id: reported });
      await academyCall(app, 'PUT', API.visibility(c.courseId, threadId), {
        caller: c.owner,
        body: { hidden: true },
      });
      expect(await staff.next()).toEqual({ change: 'board', id: threadId });
      // Ben's next event is the hide: the report never reached him.
      expect(await ben.next()).toEqual({ change: 'board', id: threadId });
      const seen = await academyCall(app, 'GET', API.threads(c.courseId), { caller: c.ben });
      expect(seen.json().threads.map((t: { id: string }) => t.id)).toEqual([reported]);
      for (const stream of [ben, staff]) stream.close();
    });
  });
}
