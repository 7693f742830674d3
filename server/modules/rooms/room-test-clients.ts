import { HocuspocusProvider } from '@hocuspocus/provider';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { ROOM_DOCUMENT } from '../../../common/rooms/document';
import { ROOMS_API, type RoomAudience } from '../../../common/schemas/rooms';
import { insertClass, signedInUser, type Caller } from '../../../tests/support/factories';
import { signedInStudentOf } from '../chat/test-support';

/** How long a revoked connection may keep writing (issue 18, point 5). */
export const REVOCATION_MS = 2_000;

export const cookieOf = (caller: Caller) =>
  Object.entries(caller.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/**
 * Resolves when `check` holds, trying again on every turn of the event loop (or every
 * `everyMs`, for a check that asks a database), or fails.
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  withinMs: number,
  { everyMs = 0 } = {},
) {
  const until = performance.now() + withinMs;
  while (!(await check())) {
    if (performance.now() > until) throw new Error(`Not within ${withinMs} ms`);
    await new Promise((resolve) =>
      everyMs > 0 ? setTimeout(resolve, everyMs) : setImmediate(resolve),
    );
  }
}

/**
 * A class's open session with one room and `students` students of the class placed in it,
 * written straight to the database (the session routes are not what these tests are about).
 */
export async function openRoom(app: FastifyInstance, { students = 2 } = {}) {
  const teacher = await signedInUser(app, 'teacher');
  const classId = await insertClass(app, teacher.id, 'Grade 7 Religion');
  const members: Caller[] = [];
  for (let index = 0; index < students; index++) {
    members.push(await signedInStudentOf(app, teacher.id, classId));
  }
  const now = new Date().toISOString();
  const sessionId = crypto.randomUUID();
  const roomId = crypto.randomUUID();
  await app.db
    .insertInto('writing_sessions')
    .values({
      id: sessionId,
      class_id: classId,
      title: 'The Good Shepherd',
      prompt: 'Which word stayed with you?',
      state: 'open',
      created_by: teacher.id,
      created_at: now,
      started_at: now,
      closed_at: null,
    })
    .execute();
  await app.db
    .insertInto('writing_rooms')
    .values({
      id: roomId,
      session_id: sessionId,
      name: 'Room 1',
      paused_at: null,
      doc_state: null,
      updated_at: now,
    })
    .execute();
  for (const student of members) {
    await app.db
      .insertInto('writing_room_members')
      .values({
        id: crypto.randomUUID(),
        room_id: roomId,
        student_id: student.id,
        joined_at: now,
        left_at: null,
      })
      .execute();
  }
  return { teacher, classId, students: members, roomId };
}

/**
 * A browser's connection to a room on the server at `base` (ws://host:port), signed in, with a
 * document of its own (or the one given).
 */
export function roomProvider(
  base: string,
  caller: Caller,
  audience: RoomAudience,
  roomId: string,
  document = new Y.Doc(),
) {
  const cookie = cookieOf(caller);
  class SignedInSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const provider = new HocuspocusProvider({
    url: `${base}${ROOMS_API.socket(audience, roomId)}`,
    name: roomId,
    document,
    token: 'session-cookie',
    WebSocketPolyfill: SignedInSocket,
  } as ConstructorParameters<typeof HocuspocusProvider>[0]);
  return { document, provider };
}

/** Like roomProvider, once its document is in sync with the server's. */
export async function connectToRoom(
  base: string,
  caller: Caller,
  audience: RoomAudience,
  roomId: string,
) {
  const connection = roomProvider(base, caller, audience, roomId);
  await new Promise<void>((resolve) => connection.provider.on('synced', () => resolve()));
  return connection;
}

/**
 * Types `text` at the end of the room's text, as the editor does: into the last paragraph of
 * the document's fragment (Tiptap's Collaboration field), made when there is none.
 */
export function typeInRoom(document: Y.Doc, text: string): void {
  const fragment = document.getXmlFragment(ROOM_DOCUMENT.fragment);
  document.transact(() => {
    let paragraph = fragment.get(fragment.length - 1);
    if (!(paragraph instanceof Y.XmlElement)) {
      paragraph = new Y.XmlElement('paragraph');
      paragraph.insert(0, [new Y.XmlText()]);
      fragment.insert(fragment.length, [paragraph]);
    }
    const words = paragraph.get(0) as Y.XmlText;
    words.insert(words.length, text);
  });
}

/** The room's text, paragraph after paragraph. */
export function roomText(document: Y.Doc): string {
  return document
    .getXmlFragment(ROOM_DOCUMENT.fragment)
    .toArray()
    .map((node) =>
      node instanceof Y.XmlElement
        ? node
            .toArray()
            .map((child) => (child instanceof Y.XmlText ? child.toString() : ''))
            .join('')
        : '',
    )
    .join('\n');
}

/** The text a stored state (one Yjs update) holds. */
export function textOfState(state: Uint8Array | null): string {
  const document = new Y.Doc();
  if (state) Y.applyUpdate(document, state);
  return roomText(document);
}
