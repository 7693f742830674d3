// The writing rooms bench's clients (rooms.mjs): students' browsers as HocuspocusProvider
// clients in the bench process, each typing its own paragraph, and the timing of every edit
// from the keystroke to each other student's document.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import WebSocket from 'ws';
import { ROOT } from '../lib/build.mjs';
import { percentile } from './api-throughput.mjs';
import { cpuMeter, mainThreadWaitMs } from './process-cpu.mjs';

// Yjs must be loaded once per process. The app the bench imports for seeding (importServerTs)
// loads the CommonJS build of Yjs, as `require` resolves it, with the document server it
// bundles; the clients use that same copy rather than the ES module build.
const requireFromRoot = createRequire(join(ROOT, 'package.json'));
/** @type {typeof import('yjs')} */
const Y = requireFromRoot('yjs');
/** @type {typeof import('@hocuspocus/provider')} */
const { HocuspocusProvider } = requireFromRoot('@hocuspocus/provider');

/** The room's text, as the editor keeps it (common/rooms/document.ts). */
const FRAGMENT = 'body';
/** What the students type, a character at a time. */
const WORDS = 'Be still and know ';

const figures = (values) => ({
  samples: values.length,
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  max: percentile(values, 100),
});

/**
 * Times edits from the keystroke to each other member's document. A writer's keystroke is
 * known by its Yjs clock (the writer's state after it); another document has it once its
 * state for that writer reaches that clock, which its update events tell.
 */
export function propagationTracker() {
  /** @type {Map<string, number[]>} */
  const samples = new Map();
  let recording = false;
  let lost = 0;
  /** @type {{ document: Y.Doc, sent: { clock: number, at: number, timed: boolean }[] }[]} */
  const writers = [];
  /** @type {(() => number)[]} edits each watcher still waits for */
  const pending = [];
  return {
    /** Times edits typed from now on (or stops timing them). */
    record(on) {
      recording = on;
    },
    /** A document whose edits are timed. */
    writer(document) {
      const writer = { document, sent: [] };
      writers.push(writer);
      return () =>
        writer.sent.push({
          clock: Y.getState(document.store, document.clientID),
          at: performance.now(),
          timed: recording,
        });
    },
    /**
     * `observer` is timed receiving the edits of `writer` (both made by `writer()`), as
     * `label` (e.g. "same instance").
     */
    watch(observer, writer, label) {
      const from = writers.find((one) => one.document === writer);
      if (!from) throw new Error('watch: the writer is not tracked');
      if (!samples.has(label)) samples.set(label, []);
      const bucket = samples.get(label);
      let next = 0;
      const catchUp = () => {
        const state = Y.getState(observer.store, writer.clientID);
        const now = performance.now();
        while (next < from.sent.length && from.sent[next].clock <= state) {
          if (from.sent[next].timed) bucket.push(now - from.sent[next].at);
          next += 1;
        }
      };
      observer.on('update', catchUp);
      pending.push(() => from.sent.length - next);
    },
    /** Edits some watcher has not received yet. */
    waiting() {
      return pending.reduce((sum, left) => sum + left(), 0);
    },
    /** Figures per label; edits never received count as lost. */
    result() {
      lost = pending.reduce((sum, left) => sum + left(), 0);
      return {
        lost,
        byLabel: Object.fromEntries(
          [...samples].map(([label, values]) => [label, figures(values)]),
        ),
      };
    },
  };
}

/**
 * `updates` Yjs updates as `writers` students typing make them, each in a paragraph of their
 * own, and the state they add up to.
 */
export function typedLog(updates, writers) {
  const whole = new Y.Doc();
  const log = [];
  const texts = Array.from({ length: writers }, () => {
    const document = new Y.Doc();
    document.on('update', (update) => {
      log.push(update);
      Y.applyUpdate(whole, update);
    });
    const paragraph = new Y.XmlElement('paragraph');
    const text = new Y.XmlText();
    paragraph.insert(0, [text]);
    document.getXmlFragment(FRAGMENT).insert(0, [paragraph]);
    return text;
  });
  for (let index = 0; log.length < updates; index++) {
    const text = texts[index % writers];
    text.insert(text.length, WORDS[index % WORDS.length]);
  }
  return { updates: log, state: Y.encodeStateAsUpdate(whole) };
}

/** A student's browser in a room: its own document, synced over a signed-in WebSocket. */
export function openProvider(base, roomsApi, audience, roomId, cookie) {
  class SignedInSocket extends WebSocket {
    constructor(address, protocols) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const document = new Y.Doc();
  const provider = new HocuspocusProvider({
    url: `${base}${roomsApi.socket(audience, roomId)}`,
    name: roomId,
    document,
    token: 'session-cookie',
    WebSocketPolyfill: SignedInSocket,
  });
  const synced = new Promise((resolve) => provider.on('synced', () => resolve()));
  return { document, provider, synced };
}

/** Waits for `promise`, or fails after `ms` saying what did not happen. */
export async function within(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Every room's students connect (student `seat` to `instanceOf(seat)`), then each types its
 * own paragraph at `charsPerSecond` for `typingMs`; edits are timed between every two students
 * of a room, labelled by `labelOf(writerSeat, observerSeat)`.
 */
export async function typeTogether({
  rooms,
  servers,
  instanceOf,
  labelOf,
  roomsApi,
  load,
  onStep,
}) {
  const bases = servers.map((server) => server.url.replace('http', 'ws'));
  const tracker = propagationTracker();
  const clients = [];
  try {
    onStep(`Rooms: ${rooms.length * load.studentsPerRoom} students connect`);
    for (const room of rooms) {
      const members = room.cookies.map((cookie, seat) => {
        const client = openProvider(bases[instanceOf(seat)], roomsApi, 'student', room.id, cookie);
        clients.push(client);
        return { ...client, seat, typed: tracker.writer(client.document) };
      });
      for (const writer of members) {
        for (const observer of members) {
          if (observer === writer) continue;
          tracker.watch(observer.document, writer.document, labelOf(writer.seat, observer.seat));
        }
      }
      room.members = members;
    }
    await within(
      Promise.all(clients.map((client) => client.synced)),
      30_000,
      'Every student in sync',
    );

    onStep(
      `Rooms: ${rooms.length} rooms × ${load.studentsPerRoom} students typing ${load.charsPerSecond} characters a second for ${load.typingMs / 1000} s`,
    );
    const intervalMs = 1000 / load.charsPerSecond;
    const timers = [];
    const loop = performance.eventLoopUtilization();
    const cpu = servers.map((server) => cpuMeter(server.pid));
    const pids = [...servers.map((server) => server.pid), process.pid];
    const waitedBefore = pids.map(mainThreadWaitMs);
    const started = performance.now();
    for (const room of rooms) {
      for (const member of room.members) {
        const paragraph = new Y.XmlElement('paragraph');
        const text = new Y.XmlText();
        paragraph.insert(0, [text]);
        const fragment = member.document.getXmlFragment(FRAGMENT);
        fragment.insert(fragment.length, [paragraph]);
        member.typed();
        let typed = 0;
        const type = () => {
          text.insert(text.length, WORDS[typed++ % WORDS.length]);
          member.typed();
        };
        // Students do not type in step: each starts at a moment of its own.
        timers.push(
          setTimeout(() => timers.push(setInterval(type, intervalMs)), Math.random() * intervalMs),
        );
      }
    }
    const warmup = setTimeout(() => tracker.record(true), load.warmupMs);
    await new Promise((resolve) => setTimeout(resolve, load.typingMs));
    tracker.record(false);
    clearTimeout(warmup);
    for (const timer of timers) clearInterval(timer);
    const clientLoop = performance.eventLoopUtilization(loop);
    const typingMs = performance.now() - started;
    // The share of the typing time each server's main thread (its event loop) was on a CPU.
    const serverBusy = cpu.map((meter) => {
      const { mainMs } = meter.take();
      return mainMs === null ? null : mainMs / typingMs;
    });
    // And the share it waited for a CPU while ready to run, each server's and the clients'.
    const waited = pids.map((pid, index) => {
      const now = mainThreadWaitMs(pid);
      const before = waitedBefore[index];
      return now === null || before === null ? null : (now - before) / typingMs;
    });
    // The last edits arrive (or are counted lost).
    const settled = performance.now() + load.settleMs;
    while (tracker.waiting() > 0 && performance.now() < settled) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return {
      ...tracker.result(),
      typingMs,
      clientLoopBusy: clientLoop.utilization,
      serverBusy,
      serverWaited: waited.slice(0, -1),
      clientWaited: waited.at(-1) ?? null,
      close: () => {
        for (const client of clients) client.provider.destroy();
      },
    };
  } catch (error) {
    for (const client of clients) client.provider.destroy();
    throw error;
  }
}

/** The median time from connecting to a document in sync, each room opened once. */
export async function coldLoads(base, roomsApi, cookie, roomIds) {
  const times = [];
  for (const roomId of roomIds) {
    const started = performance.now();
    const client = openProvider(base, roomsApi, 'user', roomId, cookie);
    try {
      await within(client.synced, 60_000, 'A cold room in sync');
      times.push(performance.now() - started);
    } finally {
      client.provider.destroy();
    }
  }
  return { runs: times.length, medianMs: percentile(times, 50), maxMs: percentile(times, 100) };
}
