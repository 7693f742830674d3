import type { FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_API } from '../../common/schemas/classroom';
import { PROJECTS_API, type LiveProjectEvent } from '../../common/schemas/projects';
import { testDatabases } from '../../tests/support/databases';
import {
  insertClass,
  send,
  signedInCoTeacher,
  signedInStudent,
  signedInUser,
} from '../../tests/support/factories';
import { tempDir } from '../../tests/support/temp-dir';
import { buildTestApp } from '../../tests/support/test-app';

/**
 * Issue 10, points 5 to 7, end to end: two server instances on one database (and, with
 * TEST_REDIS_URL, one Redis). A student's save through instance A reaches a teacher's live
 * stream on instance B through the channel alone: the safety-net sweep runs every 30 s of
 * real time, far past these tests' time limit, and B never polls. A co-teacher removed through
 * A loses their stream on B at once.
 */
for (const database of testDatabases()) {
  const variants: { label: string; env: Record<string, string> }[] = [
    { label: database.name === 'sqlite' ? 'in-process channel' : 'LISTEN/NOTIFY', env: {} },
  ];
  const redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl) variants.push({ label: 'Redis pub/sub', env: { REDIS_URL: redisUrl } });

  for (const variant of variants) {
    describe(`two instances on ${database.name}, ${variant.label}`, () => {
      let a: FastifyInstance;
      let b: FastifyInstance;
      let port: number;

      beforeAll(async () => {
        let url = await database.create();
        // Two instances must share the database: SQLite then needs a file.
        if (url === 'sqlite::memory:') url = `sqlite:${join(tempDir('live'), 'test.db')}`;
        a = await buildTestApp(url, variant.env);
        b = await buildTestApp(url, variant.env);
        expect(a.live.kind).toBe(b.live.kind);
        await b.listen({ port: 0, host: '127.0.0.1' });
        port = (b.server.address() as AddressInfo).port;
      });
      afterAll(async () => {
        await a.close();
        await b.close();
        await database.dropAll();
      });

      /** A class with one student and an assigned library activity. */
      async function classroom() {
        const teacher = await signedInUser(a);
        const classId = await insertClass(a, teacher.id, 'Theology 9A');
        const student = await signedInStudent(a, teacher.id, [classId]);
        const copy = await send(a, 'POST', '/api/activities/library/psalm-23/copy', teacher);
        const activity = copy.json() as { id: string; questions: { id: string }[] };
        await send(a, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
          classIds: [classId],
        });
        return { teacher, student, classId, activityId: activity.id, activity };
      }

      it("a student's save and a teacher's status change on A reach the stream on B", async () => {
        const { teacher, student, classId, activityId, activity } = await classroom();
        const events = liveEvents(port, PROJECTS_API.classLive(classId), teacher.cookies.t!);
        await events.connected;
        // The stream asked for its class's events as it opened; once instance B's channel has
        // them (a Redis SUBSCRIBE or LISTEN answered), nothing published on A can pass it by.
        await b.live.ready();
        const question = activity.questions[0]!.id;
        const saved = await send(
          a,
          'PUT',
          PROJECTS_API.studentProject(classId, activityId),
          student,
          {
            answers: { [question]: 'He restoreth my soul' },
          },
        );
        expect(await events.next()).toMatchObject({
          projectId: saved.json().projectId,
          studentId: student.id,
          wordCount: 4,
          answers: { [question]: 'He restoreth my soul' },
        });
        const projectId = saved.json().projectId as string;
        await send(a, 'POST', PROJECTS_API.status(projectId), teacher, { status: 'approved' });
        expect(await events.next()).toMatchObject({ projectId, status: 'approved' });
        events.close();
      });

      it('a co-teacher removed through A loses their stream on B at once', async () => {
        const { teacher, classId } = await classroom();
        const coTeacher = await signedInCoTeacher(a, classId, teacher.id);
        const events = liveEvents(port, PROJECTS_API.classLive(classId), coTeacher.cookies.t!);
        await events.connected;
        // The stream asked for its class's events as it opened; once instance B's channel has
        // them (a Redis SUBSCRIBE or LISTEN answered), nothing published on A can pass it by.
        await b.live.ready();
        const removed = await send(
          a,
          'DELETE',
          CLASSROOM_API.coTeacher(classId, coTeacher.id),
          teacher,
        );
        expect(removed.statusCode).toBe(204);
        await events.ended;
      });
    });
  }
}

/** Reads `event: project` messages of a Server-Sent Events stream over HTTP. */
function liveEvents(port: number, path: string, token: string) {
  const queue: LiveProjectEvent[] = [];
  const waiting: ((event: LiveProjectEvent) => void)[] = [];
  let onConnected: () => void = () => undefined;
  let onEnded: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  const ended = new Promise<void>((resolve) => (onEnded = resolve));
  const req = httpRequest({ port, path, headers: { cookie: `t=${token}` } }, (res) => {
    expect(res.statusCode).toBe(200);
    onConnected();
    let buffer = '';
    res.setEncoding('utf8');
    res.on('end', onEnded);
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(message)?.[1];
        if (/^event: project$/m.test(message) && data) {
          const event = JSON.parse(data) as LiveProjectEvent;
          const taker = waiting.shift();
          if (taker) taker(event);
          else queue.push(event);
        }
        end = buffer.indexOf('\n\n');
      }
    });
  });
  req.on('error', () => undefined);
  req.end();
  return {
    connected,
    ended,
    next: () =>
      new Promise<LiveProjectEvent>((resolve) => {
        const ready = queue.shift();
        if (ready) resolve(ready);
        else waiting.push(resolve);
      }),
    close: () => req.destroy(),
  };
}
