import type { FastifyInstance } from 'fastify';
import type { LiveStudentEvent } from '../../../common/schemas/projects';
import type { SseStream } from '../../live/sse-stream';

/** The events of `student:<id>` the student's pages re-read on (their own work and points). */
const STUDENT_CHANGES = new Set(['project', 'comment', 'score', 'points']);

/**
 * Streams what changes about a student's own work (issue 11, point 12): each committed change
 * published on `student:<id>` (a teacher's comment, return, approval, score, points; their own
 * hand-in) becomes `event: change` pointing at the project, and the page re-reads it through
 * the usual, permission-checked routes: nothing private travels on the stream. Events lost
 * while the live channel was down are covered by `event: resync` (re-read everything), as is
 * a reconnecting browser, which re-reads on opening. The caller opened `stream` for the
 * signed-in student; app.liveStreams ends it when their session ends.
 */
export async function streamStudentChanges(
  app: FastifyInstance,
  stream: SseStream,
  studentId: string,
): Promise<void> {
  const unsubscribe = app.live.subscribe(`student:${studentId}`, (event) => {
    if (!STUDENT_CHANGES.has(event.type)) return;
    const data: LiveStudentEvent = { change: event.type, id: event.id };
    stream.send({ event: 'change', data });
  });
  const stopCatchingUp = app.live.onReconnect(() =>
    stream.send({ event: 'resync', data: { change: 'resync', id: studentId } }),
  );
  stream.onEnd(() => {
    unsubscribe();
    stopCatchingUp();
  });
  await app.live.ready();
  // Subscribed: anything committed from now on arrives. The browser re-reads on this.
  stream.send({ event: 'ready', data: { change: 'ready', id: studentId } });
}
