// Notification fan-out (issue 11, point 17: "notification fan-out of one hand-in to 3
// co-teachers must reach them in < 1 s"). Each co-teacher's bell holds its live stream open
// (NOTIFICATIONS_API.live: one `notification` event per new notification); the class's
// student writes and hands in one activity after another, each hand-in alone, and every
// co-teacher's stream is timed from the hand-in's answer (and from its request) to the event.
import { percentile } from './api-throughput.mjs';
import { openEventStream } from './classroom-live.mjs';

/**
 * @param {{ baseUrl: string, headers: Record<string, string>,
 *   studentCookie: string, coTeachers: { id: string, cookie: string }[],
 *   handIns: { writeUrl: string, submitUrl: string, body: string }[],
 *   liveUrl: (accountId: string) => string, timeoutMs: number }} options
 */
export async function measureFanOut({
  baseUrl,
  headers,
  studentCookie,
  coTeachers,
  handIns,
  liveUrl,
  timeoutMs,
}) {
  const streams = await Promise.all(
    coTeachers.map((teacher) =>
      openEventStream(new URL(liveUrl(teacher.id), baseUrl).href, teacher.cookie),
    ),
  );
  /** @type {number[]} */
  const fromAnswer = [];
  /** @type {number[]} */
  const fromSent = [];
  let missed = 0;
  let failures = 0;
  try {
    // Every stream says `ready` once subscribed: only then can a hand-in's event be awaited.
    await Promise.all(streams.map((stream) => stream.next('ready', timeoutMs)));
    const send = (url, method, body) =>
      fetch(new URL(url, baseUrl), {
        method,
        headers: { ...headers, cookie: studentCookie },
        body,
      });
    for (const handIn of handIns) {
      const written = await send(handIn.writeUrl, 'PUT', handIn.body);
      if (!written.ok) {
        failures += 1;
        continue;
      }
      const arrivals = streams.map((stream) => stream.next('notification', timeoutMs));
      const sentAt = performance.now();
      const answer = await send(handIn.submitUrl, 'POST', '{}');
      const answeredAt = performance.now();
      if (!answer.ok) {
        failures += 1;
        // Outwait its waiters, so they never take the next hand-in's events.
        await Promise.all(arrivals);
        continue;
      }
      for (const at of await Promise.all(arrivals)) {
        if (at === null) {
          missed += 1;
          continue;
        }
        fromAnswer.push(Math.max(0, at - answeredAt));
        fromSent.push(at - sentAt);
      }
    }
  } finally {
    for (const stream of streams) stream.close();
  }
  const figures = (values) => ({
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    max: percentile(values, 100),
  });
  return {
    coTeachers: coTeachers.length,
    handIns: handIns.length,
    deliveries: fromSent.length,
    missed,
    failures,
    fromAnswerMs: figures(fromAnswer),
    fromSentMs: figures(fromSent),
  };
}
