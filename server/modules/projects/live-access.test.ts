import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_API } from '../../../common/schemas/classroom';
import { PROJECTS_API } from '../../../common/schemas/projects';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  type Caller,
  insertClass,
  post,
  send,
  signedInCoTeacher,
  signedInUser,
} from '../../../tests/support/factories';
import { LIVE_ACCESS_CHECK_MS, LIVE_POLL_MS, type LiveTimer } from './live';

/**
 * Issue 15, point 15: ending access ends the live view. A stream re-checks its viewer every
 * LIVE_ACCESS_CHECK_MS on its own timer, here a manual one moved on by the test (no sleeping).
 */

/** A LiveTimer whose time only moves when the test says so; each tick is awaited. */
function manualTimer() {
  let now = 0;
  const timers = new Set<{ ms: number; next: number; tick: () => unknown }>();
  let onStart: () => void = () => undefined;
  const timer: LiveTimer = {
    every(ms, tick) {
      const entry = { ms, next: now + ms, tick };
      timers.add(entry);
      onStart();
      return () => timers.delete(entry);
    },
  };
  return {
    timer,
    /** Resolves when the next stream starts its timers. */
    nextStart: () => new Promise<void>((resolve) => (onStart = resolve)),
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter((entry) => entry.next <= end);
        if (due.length === 0) break;
        const first = due.reduce((a, b) => (b.next < a.next ? b : a));
        now = first.next;
        first.next += first.ms;
        await first.tick();
      }
      now = end;
    },
  };
}

/** Lets pending I/O callbacks run (the reply ending, the database answering). */
async function settle(turns = 20) {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve));
}

for (const database of testDatabases()) {
  describe(`the live class view ends with access on ${database.name}`, () => {
    let app: FastifyInstance;
    const clock = manualTimer();

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), {}, { liveTimer: clock.timer });
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** Opens the class's live stream as the viewer; `ended` turns true when the reply ends. */
    async function openStream(classId: string, viewer: Caller) {
      const started = clock.nextStart();
      const state = { ended: false, response: undefined as LightMyRequestResponse | undefined };
      void app
        .inject({ method: 'GET', url: PROJECTS_API.classLive(classId), cookies: viewer.cookies })
        .then((response) => {
          state.ended = true;
          state.response = response;
        });
      await started;
      return state;
    }

    /** Moves time to just before the next access check, then onto it. */
    async function expectEndAtNextCheck(state: { ended: boolean }) {
      await clock.advance(LIVE_ACCESS_CHECK_MS - LIVE_POLL_MS);
      await settle();
      expect(state.ended, 'still open before the check').toBe(false);
      await clock.advance(LIVE_POLL_MS);
      await settle();
      expect(state.ended, 'ended at the check').toBe(true);
    }

    it('a co-teacher removed from the class stops receiving it within the check interval', async () => {
      const owner = await signedInUser(app);
      const classId = await insertClass(app, owner.id, 'Theology 8A');
      const coTeacher = await signedInCoTeacher(app, classId, owner.id);
      const stream = await openStream(classId, coTeacher);
      const ownerStream = await openStream(classId, owner);
      // While access lasts, checks come and go and the stream stays open.
      await clock.advance(2 * LIVE_ACCESS_CHECK_MS);
      await settle();
      expect(stream.ended).toBe(false);

      const removed = await send(
        app,
        'DELETE',
        CLASSROOM_API.coTeacher(classId, coTeacher.id),
        owner,
      );
      expect(removed.statusCode).toBe(204);
      await expectEndAtNextCheck(stream);
      expect(stream.response?.headers['content-type']).toContain('text/event-stream');
      // The owner, who still teaches the class, keeps watching.
      expect(ownerStream.ended).toBe(false);

      // Reconnecting is refused like any class that is not theirs.
      const again = await app.inject({
        method: 'GET',
        url: PROJECTS_API.classLive(classId),
        cookies: coTeacher.cookies,
      });
      expect(again.statusCode).toBe(404);
      await post(app, '/api/auth/logout', {}, { cookies: owner.cookies });
      await expectEndAtNextCheck(ownerStream);
    });

    it('a teacher whose session is revoked stops receiving the class within the check interval', async () => {
      const teacher = await signedInUser(app);
      const classId = await insertClass(app, teacher.id, 'Theology 8B');
      const stream = await openStream(classId, teacher);
      await app.sessions.revokeAllFor('user', teacher.id);
      await expectEndAtNextCheck(stream);
    });
  });
}
