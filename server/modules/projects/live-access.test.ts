import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_API } from '../../../common/schemas/classroom';
import { LIVE_MESSAGES } from '../../../common/live/messages';
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
import { eventually, manualLiveTimer, settle } from '../../../tests/support/live-timer';
import {
  LIVE_ACCESS_CHECK_MS,
  LIVE_HEARTBEAT_MS,
  LIVE_STREAMS_PER_ACCOUNT,
} from '../../live/live-streams';
import { LIVE_SWEEP_MS } from './live';

/**
 * Issue 15, point 15, on the live channel of issue 10: ending access ends the live view. A
 * revocation that is announced (sign-out, revoked sessions, a co-teacher removed) ends the
 * stream at once; any other (a session row changed by hand, a place deleted behind the app's
 * back) at the instance's next batched check, LIVE_ACCESS_CHECK_MS on the injected timer. The
 * idle cost is a few queries per interval for the whole instance, never per stream.
 */
for (const database of testDatabases()) {
  describe(`the live class view ends with access on ${database.name}`, () => {
    let app: FastifyInstance;
    const clock = manualLiveTimer();
    let queries = 0;

    beforeAll(async () => {
      app = await buildTestApp(
        await database.create(),
        {},
        { liveTimer: clock.timer, onQuery: () => void (queries += 1) },
      );
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** Opens the class's live stream as the viewer; `ended` turns true when the reply ends. */
    async function openStream(classId: string, viewer: Caller) {
      const before = app.liveStreams.size;
      const state = { ended: false, response: undefined as LightMyRequestResponse | undefined };
      void app
        .inject({ method: 'GET', url: PROJECTS_API.classLive(classId), cookies: viewer.cookies })
        .then((response) => {
          state.ended = true;
          state.response = response;
        });
      await eventually(() => app.liveStreams.size > before || state.ended, 'the stream to open');
      expect(state.ended, 'the stream opened').toBe(false);
      // Open is not yet listening: on PostgreSQL the stream's subscriptions (LISTEN) land a
      // moment later, and an access event published before then would never reach it.
      await app.live.ready();
      return state;
    }

    it('a co-teacher removed from the class stops receiving it at once; the owner keeps it', async () => {
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
      // No time passes: the removal's event ends the stream.
      await eventually(() => stream.ended, 'the co-teacher stream to end');
      expect(stream.response?.headers['content-type']).toContain('text/event-stream');
      await settle();
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
      await eventually(() => ownerStream.ended, 'the owner stream to end at sign-out');
    });

    it('a teacher whose sessions are revoked stops receiving the class at once', async () => {
      const teacher = await signedInUser(app);
      const classId = await insertClass(app, teacher.id, 'Theology 8B');
      const stream = await openStream(classId, teacher);
      await app.sessions.revokeAllFor('user', teacher.id);
      await eventually(() => stream.ended, 'the stream to end');
    });

    it('an unannounced end of access ends the stream at the next batched check', async () => {
      const teacher = await signedInUser(app);
      const classId = await insertClass(app, teacher.id, 'Theology 8C');
      const owner = await signedInUser(app);
      const sharedId = await insertClass(app, owner.id, 'Theology 8D');
      const coTeacher = await signedInCoTeacher(app, sharedId, owner.id);
      const revoked = await openStream(classId, teacher);
      const placeGone = await openStream(sharedId, coTeacher);
      await clock.advance(LIVE_ACCESS_CHECK_MS);
      // Behind the app's back: no event is published for either.
      await app.db
        .updateTable('sessions')
        .set({ revoked_at: new Date().toISOString() })
        .where('subject_id', '=', teacher.id)
        .execute();
      await app.db.deleteFrom('class_teachers').where('teacher_id', '=', coTeacher.id).execute();
      await clock.advance(LIVE_ACCESS_CHECK_MS - 1);
      await settle();
      expect(revoked.ended, 'still open before the check').toBe(false);
      expect(placeGone.ended, 'still open before the check').toBe(false);
      await clock.advance(1);
      await eventually(() => revoked.ended && placeGone.ended, 'both streams to end');
      // The heartbeat went out on the way.
      expect(revoked.response?.payload).toContain(': keep-alive');
      expect(LIVE_HEARTBEAT_MS).toBeLessThan(LIVE_ACCESS_CHECK_MS);
    });

    it('idle streams cost a few queries per interval for the whole instance, not per stream', async () => {
      const streams: { ended: boolean }[] = [];
      for (let teacher = 0; teacher < 4; teacher++) {
        const caller = await signedInUser(app);
        for (let index = 0; index < 3; index++) {
          const classId = await insertClass(app, caller.id, `Idle ${teacher}.${index}`);
          streams.push(await openStream(classId, caller));
        }
      }
      // The streams' first reads (after subscribing) are done before counting starts.
      await settle(2000);
      const intervals = 4;
      const start = queries;
      await clock.advance(intervals * Math.max(LIVE_ACCESS_CHECK_MS, LIVE_SWEEP_MS));
      await settle(200);
      // Per interval: the sessions of every open stream, who teaches their classes, and the
      // safety net's one look at every watched class. Twelve streams, three queries.
      expect(queries - start).toBeLessThanOrEqual(intervals * 3);
      expect(streams.every((stream) => !stream.ended)).toBe(true);
    });

    it(`caps open streams at ${LIVE_STREAMS_PER_ACCOUNT} per account with a clear 429`, async () => {
      const teacher = await signedInUser(app);
      const classId = await insertClass(app, teacher.id, 'Theology 8E');
      const open: { ended: boolean }[] = [];
      for (let index = 0; index < LIVE_STREAMS_PER_ACCOUNT; index++) {
        open.push(await openStream(classId, teacher));
      }
      const refused = await send(app, 'GET', PROJECTS_API.classLive(classId), teacher);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        errors: { live: LIVE_MESSAGES.tooManyStreams(LIVE_STREAMS_PER_ACCOUNT) },
      });
      // Another teacher is not held back by this one's streams.
      const other = await signedInUser(app);
      const otherClass = await insertClass(app, other.id, 'Theology 8F');
      const otherStream = await openStream(otherClass, other);
      expect(otherStream.ended).toBe(false);
      // Once they close, the count goes down again.
      const before = app.liveStreams.size;
      await app.sessions.revokeAllFor('user', teacher.id);
      await eventually(() => open.every((stream) => stream.ended), 'the streams to end');
      expect(app.liveStreams.size).toBe(before - LIVE_STREAMS_PER_ACCOUNT);
    });
  });
}
