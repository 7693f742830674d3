import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';
import { ROOM_DOCUMENT } from '../../../common/rooms/document';
import type { WritingSessionState } from '../../../common/rooms/sessions';

/**
 * Rooms as the tests of care flags and publishing need them (not a test file itself): a
 * session of a class with rooms and members, written directly, and a room's document written
 * as Tiptap writes it (paragraphs of Yjs XML under ROOM_DOCUMENT.fragment) with each edit
 * logged under its author, as the document server logs it.
 */

export async function insertSession(
  app: FastifyInstance,
  input: {
    classId: string;
    teacherId: string;
    activityId?: string | null;
    state?: WritingSessionState;
    passageText?: string;
    prompt?: string;
  },
): Promise<string> {
  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  await app.db
    .insertInto('writing_sessions')
    .values({
      id,
      class_id: input.classId,
      activity_id: input.activityId ?? null,
      title: 'The Good Shepherd',
      prompt: input.prompt ?? 'Which word stayed with you?',
      passage_text: input.passageText ?? 'The Lord is my shepherd; I shall not want.',
      state: input.state ?? 'open',
      created_by: input.teacherId,
      created_at: now,
      started_at: now,
      closed_at: input.state === 'closed' ? now : null,
    })
    .execute();
  return id;
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

/** Appends a paragraph to the document's text, as the editor does. */
export function appendParagraph(doc: Y.Doc, text: string): void {
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  const fragment = doc.getXmlFragment(ROOM_DOCUMENT.fragment);
  fragment.insert(fragment.length, [paragraph]);
}

/**
 * A room's document built edit by edit: each `write` is one author's update, logged in the
 * record of who wrote what; `store` keeps the whole state as the document server does.
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
