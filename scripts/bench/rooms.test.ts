import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type * as Yjs from 'yjs';
import { formatRooms } from './report.mjs';
import type { RoomsFigures } from './rooms.mjs';
import { propagationTracker, typedLog } from './rooms-typing.mjs';

// The bench's clients use the CommonJS build of Yjs (rooms-typing.mjs): the same copy here.
const Y = createRequire(import.meta.url)('yjs') as typeof Yjs;

/** Two students' documents; `deliver` hands the first's updates so far to the second. */
function pair() {
  const writer = new Y.Doc();
  const observer = new Y.Doc();
  const updates: Uint8Array[] = [];
  writer.on('update', (update: Uint8Array) => updates.push(update));
  const text = writer.getText('body');
  return {
    writer,
    observer,
    type: (character: string) => text.insert(text.length, character),
    deliver: () => {
      for (const update of updates.splice(0)) Y.applyUpdate(observer, update);
    },
  };
}

describe('propagationTracker', () => {
  it('times each edit typed while recording until the other document has it, and counts what never came', () => {
    const tracker = propagationTracker();
    const { writer, observer, type, deliver } = pair();
    const typed = tracker.writer(writer);
    tracker.watch(observer, writer, 'same');

    type('a');
    typed();
    deliver();
    tracker.record(true);
    for (const character of 'bcd') {
      type(character);
      typed();
    }
    deliver();
    type('e');
    typed();
    tracker.record(false);
    type('f');
    typed();

    expect(tracker.waiting()).toBe(2);
    const { byLabel, lost } = tracker.result();
    // 'a' was typed before recording; 'e' never reached the other document.
    expect(byLabel.same!.samples).toBe(3);
    expect(byLabel.same!.p95).toBeGreaterThanOrEqual(0);
    expect(lost).toBe(2);
  });
});

describe('typedLog', () => {
  it('makes the number of updates asked for, adding up to its state', () => {
    const { updates, state } = typedLog(200, 4);
    expect(updates).toHaveLength(200);
    const rebuilt = new Y.Doc();
    for (const update of updates) Y.applyUpdate(rebuilt, update);
    const fromState = new Y.Doc();
    Y.applyUpdate(fromState, state);
    expect(rebuilt.getXmlFragment('body').toString()).toBe(
      fromState.getXmlFragment('body').toString(),
    );
    expect(fromState.getXmlFragment('body').length).toBe(4);
  });
});

describe('formatRooms', () => {
  const spread = (p95: number) => ({ samples: 100, p50: p95 / 3, p95, max: p95 * 2 });
  const figures = (overrides: Partial<RoomsFigures> = {}): RoomsFigures => ({
    rooms: 30,
    studentsPerRoom: 4,
    charsPerSecond: 5,
    typingMs: 20_000,
    oneInstance: {
      propagationMs: spread(40),
      lost: 0,
      clientLoopBusy: 0.3,
      serverBusy: [0.25],
      serverWaited: [0.05],
      clientWaited: 0.04,
    },
    twoInstances: {
      crossMs: spread(120),
      sameMs: spread(50),
      lost: 0,
      clientLoopBusy: 0.4,
      serverBusy: [0.2, 0.2],
      serverWaited: [0.1, 0.6],
      clientWaited: null,
    },
    skipped: null,
    memory: {
      rooms: 30,
      connections: 120,
      heapPerRoomBytes: 130 * 1024,
      rssPerRoomBytes: 300 * 1024,
      heapBeforeBytes: 70e6,
      rssBeforeBytes: 220e6,
    },
    coldLoad: {
      updates: 20_000,
      withState: { runs: 3, medianMs: 60, maxMs: 70 },
      logOnly: { runs: 3, medianMs: 260, maxMs: 300 },
      empty: { runs: 3, medianMs: 8, maxMs: 9 },
    },
    machine: { cpus: 2, loadAverage: 1.5 },
    budgets: { propagationP95Ms: 150, crossInstanceP95Ms: 300 },
    ...overrides,
  });

  it('says PASS when every budget is met, with the memory per room and the cold loads', () => {
    const text = formatRooms(figures());
    expect(text).toContain('✔ < 150');
    expect(text).toContain('✔ < 300');
    expect(text).toContain('heap 130 KiB');
    expect(text).toContain('from the log alone 260.0 ms');
    expect(text).toContain('the server 5 % (on two: 10 % and 60 %), the clients 4 % (—)');
    expect(text).toMatch(/Rooms: PASS/);
  });

  it('says FAIL and which budget, for a slow crossing or a lost edit, and why two instances were not measured', () => {
    const slow = formatRooms(
      figures({
        twoInstances: { ...figures().twoInstances!, crossMs: spread(900) },
        oneInstance: { ...figures().oneInstance, lost: 3 },
      }),
    );
    expect(slow).toContain('✖ < 300');
    expect(slow).toMatch(/Rooms: FAIL \(one instance, across instances\)/);
    const alone = formatRooms(figures({ twoInstances: null, skipped: 'TEST_REDIS_URL unset' }));
    expect(alone).toContain('Two instances not measured: TEST_REDIS_URL unset.');
    expect(alone).toMatch(/Rooms: PASS/);
  });
});
