import { HocuspocusProvider } from '@hocuspocus/provider';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { ROOM_DOCUMENT } from '../../../common/rooms/document';
import type { WritingSessionState } from '../../../common/rooms/sessions';
import type { ActivityInput } from '../../../common/schemas/activities';
import { ROOMS_API, type RoomAudience } from '../../../common/schemas/rooms';
import { insertStudent, send, type Caller } from '../../../tests/support/factories';
import { activityInput } from '../activities/test-support';
import { chatSchool } from '../chat/test-support';

/**
 * What the writing rooms' tests share (not a test file): a school's class with an open (or
 * closed) room and its students, written straight to the database; a browser's connection to
 * the room as Tiptap would use it; the room's text, written and read as Tiptap does (paragraphs
 * of Yjs XML under ROOM_DOCUMENT.fragment); a document whose edits are logged under their
 * authors; and waiting for a state.
 */

/** How long a revoked connection may keep writing (issue 18, point 5). */
export const REVOCATION_MS = 2_000;

/** The Cookie header that signs the caller in. */
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
  withinMs = 2_000,
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

/** A student of the class, signed in (cookie st); `name` is first name and last name. */
async function signedInStudentNamed(
  app: FastifyInstance,
  teacherId: string,
  classId: string,
  name: string,
): Promise<Caller> {
  const [firstName, ...rest] = name.split(' ');
  const { id } = await insertStudent(app, {
    administratorId: teacherId,
    classIds: [classId],
    firstName: firstName!,
    lastName: rest.join(' '),
  });
  const { token } = await app.sessions.create({
    kind: 'student',
    subjectType: 'student',
    subjectId: id,
  });
  return { id, cookies: { st: token } };
}

/** A room of the session with these students placed in it. */
export async function insertRoom(
  app: FastifyInstance,
  sessionId: string,
  studentIds: string[],
  name = 'Room 1',
): Promise<string> {
  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  await app.db
    .insertInto('writing_rooms')
    .values({ id, session_id: sessionId, name, paused_at: null, doc_state: null, updated_at: now })
    .execute();
  for (const studentId of studentIds) {
    await app.db
      .insertInto('writing_room_members')
      .values({
        id: crypto.randomUUID(),
        room_id: id,
        student_id: studentId,
        joined_at: now,
        left_at: null,
      })
      .execute();
  }
  return id;
}

/** An activity as its creation answers it: what the tests use of it. */
interface MadeActivity {
  id: string;
  questions: { id: string; prompt: string }[];
}

/**
 * A school (its admin, who leads safeguarding) with a class of its teacher (Ada Lovelace), the
 * class's session (open unless given) with one room, and signed-in students of the class placed
 * in it, one for each name given ("First Last"; Ana Perez and Ben Okafor unless given), in that
 * order. The session and room are written straight to the database (the session routes are not
 * what these tests are about). With `activity`, an activity of those fields is first made and
 * assigned to the class through the API, and the session is on it.
 */
export async function openRoom<
  const Names extends readonly string[] = readonly ['Ana Perez', 'Ben Okafor'],
>(
  app: FastifyInstance,
  {
    students: names = ['Ana Perez', 'Ben Okafor'] as unknown as Names,
    state = 'open',
    passageText,
    activity: activityFields,
  }: {
    students?: Names;
    state?: WritingSessionState;
    passageText?: string;
    activity?: Partial<ActivityInput>;
  } = {},
) {
  const { schoolId, admin, teacher, classId } = await chatSchool(app, { enabled: false });
  let activity: MadeActivity | null = null;
  if (activityFields) {
    const created = await send(
      app,
      'POST',
      '/api/activities',
      teacher,
      activityInput(activityFields),
    );
    activity = created.json<MadeActivity>();
    const assigned = await send(app, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
      classIds: [classId],
    });
    if (assigned.statusCode !== 200) throw new Error(`Not assigned: ${assigned.body}`);
  }
  const members: Caller[] = [];
  for (const name of names) {
    members.push(await signedInStudentNamed(app, teacher.id, classId, name));
  }
  const now = new Date().toISOString();
  const sessionId = crypto.randomUUID();
  await app.db
    .insertInto('writing_sessions')
    .values({
      id: sessionId,
      class_id: classId,
      activity_id: activity?.id ?? null,
      title: 'The Good Shepherd',
      prompt: 'Which word stayed with you?',
      ...(passageText === undefined ? {} : { passage_text: passageText }),
      state,
      created_by: teacher.id,
      created_at: now,
      started_at: now,
      closed_at: state === 'closed' ? now : null,
    })
    .execute();
  const roomId = await insertRoom(
    app,
    sessionId,
    members.map((member) => member.id),
  );
  const students = members as unknown as { -readonly [Index in keyof Names]: Caller };
  return { schoolId, admin, teacher, classId, activity, sessionId, roomId, students };
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

/**
 * A paragraph written the way Tiptap writes one (an element holding a text node), at block
 * `index` of the document's text, or after its last.
 */
export function writeParagraph(document: Y.Doc, text: string, index?: number): void {
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  const fragment = document.getXmlFragment(ROOM_DOCUMENT.fragment);
  fragment.insert(index ?? fragment.length, [paragraph]);
}

/** The text of each block of a room's document, as Tiptap would show it. */
export function paragraphsOf(document: Y.Doc): string[] {
  return document
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
}

/** The room's text, paragraph after paragraph. */
export const roomText = (document: Y.Doc): string => paragraphsOf(document).join('\n');

/** The text a stored state (one Yjs update) holds. */
export function textOfState(state: Uint8Array | null): string {
  const document = new Y.Doc();
  if (state) Y.applyUpdate(document, state);
  return roomText(document);
}

/**
 * A room's document built edit by edit, without a server: each `write` is one author's update,
 * logged in the record of who wrote what; `store` keeps the whole state as the document server
 * does.
 */
export function roomDocument(app: FastifyInstance, roomId: string) {
  const doc = new Y.Doc();
  let at = Date.now();
  return {
    doc,
    async write(authorKey: string, edit: (doc: Y.Doc) => void): Promise<void> {
      const updates: Uint8Array[] = [];
      const keep = (update: Uint8Array) => updates.push(update);
      doc.on('update', keep);
      edit(doc);
      doc.off('update', keep);
      for (const update of updates) {
        // Distinct times keep the record's order as written.
        at += 1;
        await app.db
          .insertInto('writing_room_updates')
          .values({
            id: crypto.randomUUID(),
            room_id: roomId,
            author_key: authorKey,
            teacher_edit: authorKey.startsWith('u:') ? 1 : 0,
            update_bytes: Buffer.from(update),
            created_at: new Date(at).toISOString(),
          })
          .execute();
      }
    },
    state: () => Y.encodeStateAsUpdate(doc),
    async store(): Promise<Uint8Array> {
      const state = Y.encodeStateAsUpdate(doc);
      await app.db
        .updateTable('writing_rooms')
        .set({ doc_state: Buffer.from(state) })
        .where('id', '=', roomId)
        .execute();
      return state;
    },
  };
}
