import { HocuspocusProvider } from '@hocuspocus/provider';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { ROOM_DOCUMENT } from '../../../common/rooms/document';
import { ROOMS_API, type RoomAudience } from '../../../common/schemas/rooms';
import {
  insertClass,
  insertSchool,
  insertStudent,
  signedInUser,
  type Caller,
} from '../../../tests/support/factories';

/**
 * What writing rooms' socket tests share (not a test file): a class's open room with its
 * students, a browser's connection to it as Tiptap would use it, and waiting for a state.
 */

export const cookieHeaderOf = (caller: Caller) =>
  Object.entries(caller.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** Resolves when `check` holds, trying again on every turn of the event loop, or fails. */
export async function eventually(check: () => boolean | Promise<boolean>, withinMs = 2_000) {
  const until = performance.now() + withinMs;
  while (!(await check())) {
    if (performance.now() > until) throw new Error(`Not within ${withinMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function signedInStudentNamed(
  app: FastifyInstance,
  teacherId: string,
  classId: string,
  firstName: string,
  lastName: string,
): Promise<Caller> {
  const { id } = await insertStudent(app, {
    administratorId: teacherId,
    classIds: [classId],
    firstName,
    lastName,
  });
  const { token } = await app.sessions.create({
    kind: 'student',
    subjectType: 'student',
    subjectId: id,
  });
  return { id, cookies: { st: token } };
}

/**
 * A school's class with an open session and one room, Ana Perez and Ben Okafor placed in it;
 * its teacher (Ada Lovelace) and an admin of the school.
 */
export async function openRoom(app: FastifyInstance) {
  const schoolId = await insertSchool(app);
  const teacher = await signedInUser(app, 'teacher', { schoolId });
  const admin = await signedInUser(app, 'teacher', { schoolId, schoolAdmin: true });
  const classId = await insertClass(app, teacher.id, 'Grade 7 Religion');
  await app.db
    .updateTable('classes')
    .set({ school_id: schoolId })
    .where('id', '=', classId)
    .execute();
  const ana = await signedInStudentNamed(app, teacher.id, classId, 'Ana', 'Perez');
  const ben = await signedInStudentNamed(app, teacher.id, classId, 'Ben', 'Okafor');
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
  for (const student of [ana, ben]) {
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
  return { schoolId, teacher, admin, classId, sessionId, ana, ben, roomId };
}

/**
 * A browser's connection to the room: its own document, synced with the server's, whose text
 * is the XML fragment Tiptap's Collaboration extension edits.
 */
export async function connect(
  baseUrl: string,
  caller: Caller,
  audience: RoomAudience,
  roomId: string,
) {
  const cookie = cookieHeaderOf(caller);
  class SignedInSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const document = new Y.Doc();
  const provider = new HocuspocusProvider({
    url: `${baseUrl}${ROOMS_API.socket(audience, roomId)}`,
    name: roomId,
    document,
    token: 'session-cookie',
    WebSocketPolyfill: SignedInSocket,
  } as ConstructorParameters<typeof HocuspocusProvider>[0]);
  await new Promise<void>((resolve) => provider.on('synced', () => resolve()));
  return { document, provider, paragraphs: () => paragraphsOf(document) };
}

/** The text of each block of a room's document, as Tiptap would show it. */
export const paragraphsOf = (document: Y.Doc) =>
  document
    .getXmlFragment(ROOM_DOCUMENT.fragment)
    .toArray()
    .map((block) =>
      block instanceof Y.XmlElement
        ? block
            .toArray()
            .map((child) => (child instanceof Y.XmlText ? child.toString() : ''))
            .join('')
        : '',
    );

/** A paragraph written the way Tiptap writes one: an element holding a text node. */
export function writeParagraph(document: Y.Doc, index: number, text: string) {
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  document.getXmlFragment(ROOM_DOCUMENT.fragment).insert(index, [paragraph]);
}
