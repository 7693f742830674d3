import type { BrowserContext, Page } from '@playwright/test';
import type { WritingSessionKind } from '../../common/rooms/sessions';
import { ROOMS_API, type TeacherSession } from '../../common/schemas/rooms';
import { expect } from './fixtures';

/** The teacher page's same-site header, which the CSRF rule asks of every change. */
const sameSite = (teacher: Page) => ({ origin: new URL(teacher.url()).origin });

/** POST to the rooms' API as the signed-in teacher; the answer must be a success. */
export async function teacherPost<T = unknown>(teacher: Page, path: string, data: unknown) {
  const answer = await teacher.request.post(path, { headers: sameSite(teacher), data });
  expect(answer.ok(), `${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/**
 * A writing session of the class on the assigned activity (issue 18), its groups made by
 * hand (`groups`: student ids), started unless `start` is false; the teacher's view of it.
 */
export async function writingSession(
  teacher: Page,
  input: {
    classId: string;
    activityId: string;
    groups: string[][];
    kind?: WritingSessionKind;
    phaseMinutes?: number | null;
    start?: boolean;
  },
) {
  const { id } = await teacherPost<{ id: string }>(teacher, ROOMS_API.sessions(input.classId), {
    activityId: input.activityId,
    kind: input.kind ?? 'group',
    grouping: { method: 'hand', groups: input.groups },
    ...(input.phaseMinutes === undefined ? {} : { phaseMinutes: input.phaseMinutes }),
  });
  if (input.start ?? true) await teacherPost(teacher, ROOMS_API.start(id), { minutes: null });
  const view = (await (await teacher.request.get(ROOMS_API.session(id))).json()) as TeacherSession;
  return { sessionId: id, roomIds: view.rooms.map((room) => room.id) };
}

/**
 * A browser's line to the rooms' document server, which the test can cut. Chromium's offline
 * emulation (context.setOffline) fails requests and new connections but leaves a WebSocket
 * that is already open alone (playwright#4910): the test cuts the open sockets itself, and
 * refuses new ones while the line is down.
 */
export async function roomLine(context: BrowserContext) {
  let down = false;
  const open = new Set<{ close: () => Promise<void> }>();
  await context.routeWebSocket(/\/api\/rooms\/[^/]+\/[^/]+\/socket$/, (socket) => {
    if (down) {
      void socket.close();
      return;
    }
    socket.connectToServer();
    open.add(socket);
  });
  return {
    async cut() {
      down = true;
      await context.setOffline(true);
      await Promise.all([...open].map((socket) => socket.close()));
      open.clear();
    },
    async restore() {
      down = false;
      await context.setOffline(false);
    },
  };
}

/** How many times `part` occurs in `text`. */
export const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** The server's hook that runs the sessions' clock at a chosen moment (browser tests only). */
const ROOMS_CLOCK_PATH = '/dev/rooms/clock';

/** Runs the sessions' clock `seconds` from now: timers end, warned rooms close. */
export const runRoomsClock = (teacher: Page, seconds: number) =>
  teacherPost(teacher, ROOMS_CLOCK_PATH, {
    now: new Date(Date.now() + seconds * 1000).toISOString(),
  });
