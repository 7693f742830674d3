// Live updates at the teacher's desk (classroom.mjs): the teacher's browser holds the class's
// Server-Sent Events stream open (server/modules/projects/live.ts) while the class's students
// autosave every couple of seconds, as the writing page does. For each save: the time from
// its PUT's answer reaching the student to the teacher receiving an event with that save (or
// a later one of the same piece of writing, which carries it too).
import { request as httpRequest } from 'node:http';
import { percentile } from './api-throughput.mjs';

/**
 * Reads a text/event-stream: `push(text)` answers the events the text completed, each with
 * its `event` name (default "message"), `id` and `data` (data lines joined by newlines).
 * Comments (": keep-alive") and `retry:` lines are skipped.
 */
export function sseReader() {
  let buffered = '';
  return {
    /** @param {string} text */
    push(text) {
      buffered += text.replace(/\r\n?/g, '\n');
      /** @type {{ event: string, id: string | null, data: string }[]} */
      const events = [];
      let end;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        let event = 'message';
        let id = null;
        const data = [];
        for (const line of block.split('\n')) {
          const colon = line.indexOf(':');
          if (colon === 0) continue;
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event = value;
          else if (field === 'id') id = value;
          else if (field === 'data') data.push(value);
        }
        if (data.length > 0) events.push({ event, id, data: data.join('\n') });
      }
      return events;
    },
  };
}

/**
 * How long each save took to reach the teacher: the first event of the same project whose
 * `updatedAt` is the save's or later, minus when the save's answer came (ms; an event that
 * came before the answer counts as 0). Saves no event ever carried are `missed`. With each
 * save's `sentAt`, also `fromSent`: the same event minus when the save was sent, the whole
 * way from the student's request to the teacher (never clamped: the event follows the write).
 * @param {{ projectId: string, updatedAt: string, answeredAt: number, sentAt?: number }[]} saves
 * @param {{ projectId: string, updatedAt: string, at: number }[]} events
 */
export function deliveryDelays(saves, events) {
  /** @type {Map<string, { updatedAt: string, at: number }[]>} */
  const byProject = new Map();
  for (const event of events) {
    const list = byProject.get(event.projectId) ?? [];
    list.push(event);
    byProject.set(event.projectId, list);
  }
  const delays = [];
  /** @type {number[]} */
  const fromSent = [];
  let missed = 0;
  for (const save of saves) {
    let first = Infinity;
    for (const event of byProject.get(save.projectId) ?? []) {
      if (event.updatedAt >= save.updatedAt) first = Math.min(first, event.at);
    }
    if (first === Infinity) {
      missed += 1;
      continue;
    }
    delays.push(Math.max(0, first - save.answeredAt));
    if (save.sentAt !== undefined) fromSent.push(first - save.sentAt);
  }
  return { delays, fromSent, missed };
}

/**
 * Opens the class's live stream as the teacher and collects its project events.
 * @param {string} url
 * @param {string} cookie the teacher's session cookie
 */
export function openLiveStream(url, cookie) {
  /** @type {{ projectId: string, updatedAt: string, at: number }[]} */
  const events = [];
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { cookie, accept: 'text/event-stream' } });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`the live stream answered ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      const reader = sseReader();
      response.on('data', (text) => {
        const at = performance.now();
        for (const event of reader.push(text)) {
          if (event.event !== 'project') continue;
          const change = JSON.parse(event.data);
          events.push({ projectId: change.projectId, updatedAt: change.updatedAt, at });
        }
      });
      response.on('error', () => {});
      resolve({ events, close: () => request.destroy() });
    });
    request.end();
  });
}

/**
 * Opens any Server-Sent Events stream with a session cookie; `next(name)` answers when the
 * next event of that name arrives (performance.now()), oldest unclaimed first, or null after
 * `timeoutMs`.
 * @param {string} url
 * @param {string} cookie
 */
export function openEventStream(url, cookie) {
  /** @type {Map<string, number[]>} */
  const arrived = new Map();
  /** @type {Map<string, ((at: number) => void)[]>} */
  const waiting = new Map();
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { cookie, accept: 'text/event-stream' } });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`the live stream answered ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      const reader = sseReader();
      response.on('data', (text) => {
        const at = performance.now();
        for (const event of reader.push(text)) {
          const waiter = waiting.get(event.event)?.shift();
          if (waiter) waiter(at);
          else arrived.set(event.event, [...(arrived.get(event.event) ?? []), at]);
        }
      });
      response.on('error', () => {});
      resolve({
        /** @param {string} name @param {number} timeoutMs @returns {Promise<number | null>} */
        next(name, timeoutMs) {
          const early = arrived.get(name)?.shift();
          if (early !== undefined) return Promise.resolve(early);
          return new Promise((settle) => {
            const waiter = (at) => {
              clearTimeout(timer);
              settle(at);
            };
            const timer = setTimeout(() => {
              const list = waiting.get(name) ?? [];
              list.splice(list.indexOf(waiter), 1);
              settle(null);
            }, timeoutMs);
            waiting.set(name, [...(waiting.get(name) ?? []), waiter]);
          });
        },
        close: () => request.destroy(),
      });
    });
    request.end();
  });
}

/**
 * `students` autosave every `everyMs` for `seconds`, each starting at its own offset (evenly
 * spread, as typing never lines up), while the teacher's live stream is open.
 * @param {{ liveUrl: string, teacherCookie: string,
 *   students: { cookie: string, url: string }[],
 *   draft: (student: number, save: number) => string,
 *   headers: Record<string, string>, seconds: number, everyMs: number, settleMs: number }} options
 */
export async function measureLiveDelivery({
  liveUrl,
  teacherCookie,
  students,
  draft,
  headers,
  seconds,
  everyMs,
  settleMs,
}) {
  const stream = await openLiveStream(liveUrl, teacherCookie);
  /** @type {{ projectId: string, updatedAt: string, answeredAt: number, sentAt: number }[]} */
  const saves = [];
  const saveLatencies = [];
  let failures = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const sleepUntil = (at) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
  try {
    await Promise.all(
      students.map(async (student, index) => {
        for (let save = 0; ; save++) {
          const due = started + (index * everyMs) / students.length + save * everyMs;
          if (due >= end) return;
          await sleepUntil(due);
          const sent = performance.now();
          const response = await fetch(student.url, {
            method: 'PUT',
            headers: { ...headers, cookie: student.cookie },
            body: draft(index, save),
          });
          const answeredAt = performance.now();
          const body = await response.json().catch(() => null);
          if (!response.ok || !body?.projectId) {
            failures += 1;
            continue;
          }
          saveLatencies.push(answeredAt - sent);
          saves.push({
            projectId: body.projectId,
            updatedAt: body.updatedAt,
            answeredAt,
            sentAt: sent,
          });
        }
      }),
    );
    // Wait long enough for the last saves' events to arrive (and to count any that never do).
    await sleepUntil(performance.now() + settleMs);
  } finally {
    stream.close();
  }
  const { delays, fromSent, missed } = deliveryDelays(saves, stream.events);
  return {
    students: students.length,
    saves: saves.length,
    failures,
    missed,
    delayMs: {
      p50: percentile(delays, 50),
      p95: percentile(delays, 95),
      max: percentile(delays, 100),
    },
    fromSentMs: {
      p50: percentile(fromSent, 50),
      p95: percentile(fromSent, 95),
      max: percentile(fromSent, 100),
    },
    saveLatencyMs: {
      p50: percentile(saveLatencies, 50),
      p95: percentile(saveLatencies, 95),
      p99: percentile(saveLatencies, 99),
    },
  };
}
