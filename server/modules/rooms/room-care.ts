import type { Extension } from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';
import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import * as Y from 'yjs';
import { careMatches, type CareMatch } from '../../../common/care/matcher';
import { ROOM_CARE_COPY } from '../../../common/copy/room-care';
import { classChatPolicy } from '../../access/chat';
import type { Database } from '../../db/schema';
import { announceCareFlag, raiseCareFlag } from '../chat/care-flags';
import { roomPlainText } from './room-text';

/**
 * The care check on a writing room's text (issue 18, point 8): the matcher of common/care
 * reads the room each time its document is stored (at most every 2 s while it is written;
 * roomCareExtension in room-server.ts), and a match reaches the class's safeguarding lead as
 * a message's would (server/modules/chat/care-flags.ts: the flag, the bell and an email at
 * once).
 *
 * - Never twice for the same words: a phrase flagged once for a room (dismissed or not) is not
 *   flagged again, however often it is retyped. A flag's `phrase` holds every phrase it raised
 *   (joined by ", "; no listed phrase has a comma), and the check runs under a lock of the room's
 *   row, so two instances storing the same room (Redis) cannot both flag it.
 * - The words the teacher gave every room (the session's passage and prompt) are not the
 *   room's writing: a passage that matches would otherwise flag every room of the session.
 * - The flag keeps the sentences around the match (`excerpt`): a text that keeps changing, or
 *   is deleted a minute later, must still be read as it was.
 * - Who wrote it: the author whose own typing in the last ATTRIBUTION_UPDATES logged updates
 *   contains the words (each update's inserted characters, in order, per author), else the
 *   last student who wrote in the room (their typing may have joined a phrase with another's),
 *   else nobody ("the group in Room 2"). An adult's words are flagged too, without a student.
 */

/** How far back the record of who wrote what is read to find who typed the words. */
const ATTRIBUTION_UPDATES = 500;
/** care_flags.phrase is varchar(200): more new phrases than fit make a second flag. */
const PHRASE_ROOM = 200;
const PHRASE_SEPARATOR = ', ';
const EXCERPT_LENGTH = 500;

/**
 * The check as the document server runs it: after each store of a room (extensions run in
 * order, so after the database's), on the state as stored.
 */
export function roomCareExtension(app: FastifyInstance, publicBaseUrl: string): Extension {
  return {
    async onStoreDocument({ document, documentName }) {
      await checkRoomText(app, {
        roomId: documentName,
        state: Y.encodeStateAsUpdate(document),
        publicBaseUrl,
      });
    },
  };
}

export interface RoomTextCheck {
  roomId: string;
  /** The room's state as stored (one Yjs update). */
  state: Uint8Array;
  publicBaseUrl: string;
  now?: Date;
}

/**
 * Checks the room's text; raises and announces a flag for words not flagged before. Never
 * throws: a failed check is logged and the document's storing goes on.
 */
export async function checkRoomText(app: FastifyInstance, input: RoomTextCheck): Promise<number> {
  try {
    return await flagRoomText(app, input);
  } catch (error) {
    app.log.error({ err: error, roomId: input.roomId }, 'Room care check failed');
    return 0;
  }
}

async function flagRoomText(app: FastifyInstance, input: RoomTextCheck): Promise<number> {
  const text = roomPlainText(input.state);
  const matches = careMatches(text);
  if (matches.length === 0) return 0;
  const room = await app.db
    .selectFrom('writing_rooms')
    .innerJoin('writing_sessions', 'writing_sessions.id', 'writing_rooms.session_id')
    .select([
      'writing_rooms.name',
      'writing_sessions.class_id',
      'writing_sessions.passage_text',
      'writing_sessions.prompt',
    ])
    .where('writing_rooms.id', '=', input.roomId)
    .executeTakeFirst();
  if (!room) return 0;
  const given = phraseSet(careMatches(`${room.passage_text}\n${room.prompt}`));
  const written = matches.filter((match) => !given.has(phraseKey(match.phrase)));
  // Read without the lock first: most stores of a flagged room have nothing new.
  const unflagged = newMatches(written, await flaggedPhrases(app.db, input.roomId));
  if (unflagged.length === 0) return 0;
  const policy = await classChatPolicy(app.db, room.class_id);
  if (!policy) return 0;

  const writer = await writerOf(app.db, input.roomId, phraseSet(unflagged));
  const authorName = writer?.name ?? ROOM_CARE_COPY.groupAuthor(room.name);
  const now = input.now ?? new Date();
  const raised = await app.db.transaction().execute(async (trx) => {
    await lockRoom(trx, input.roomId);
    const fresh = newMatches(written, await flaggedPhrases(trx, input.roomId));
    const flags = [];
    for (const chunk of phraseChunks(fresh)) {
      const flag = await raiseCareFlag(
        trx,
        policy,
        {
          source: 'room',
          roomId: input.roomId,
          studentId: writer?.studentId ?? null,
          authorName,
          text,
          matches: chunk,
          phrase: chunk.map((match) => match.phrase).join(PHRASE_SEPARATOR),
          excerpt: excerptAround(text, phraseSet(chunk)),
        },
        now,
      );
      if (flag) flags.push(flag);
    }
    return flags;
  });
  for (const flag of raised) {
    await announceCareFlag(app, flag, {
      classTitle: policy.classTitle,
      authorName,
      publicBaseUrl: input.publicBaseUrl.replace(/\/+$/, ''),
    });
  }
  return raised.length;
}

const phraseKey = (phrase: string) => phrase.trim().toLowerCase();
const phraseSet = (matches: CareMatch[]) =>
  new Set(matches.map((match) => phraseKey(match.phrase)));

/** Every phrase already flagged for the room. */
async function flaggedPhrases(
  db: Kysely<Database> | Transaction<Database>,
  roomId: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('care_flags')
    .select('phrase')
    .where('room_id', '=', roomId)
    .execute();
  return new Set(rows.flatMap((row) => row.phrase.split(PHRASE_SEPARATOR).map(phraseKey)));
}

const newMatches = (matches: CareMatch[], flagged: Set<string>) =>
  matches.filter((match) => !flagged.has(phraseKey(match.phrase)));

/** Holds the room's row until the flag is written: one check of a room at a time. */
async function lockRoom(trx: Transaction<Database>, roomId: string): Promise<void> {
  let query = trx.selectFrom('writing_rooms').select('id').where('id', '=', roomId);
  // SQLite has one writer at a time already, and no FOR UPDATE.
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  await query.executeTakeFirst();
}

/** New matches, as many to a flag as its phrase column holds. */
function phraseChunks(matches: CareMatch[]): CareMatch[][] {
  const chunks: CareMatch[][] = [];
  for (const match of matches) {
    const current = chunks[chunks.length - 1];
    const joined = [...(current ?? []), match].map((one) => one.phrase).join(PHRASE_SEPARATOR);
    if (current && joined.length <= PHRASE_ROOM) current.push(match);
    else chunks.push([match]);
  }
  return chunks;
}

/**
 * The sentences that hold the phrases, else the paragraphs (a phrase may run across a
 * sentence's end), else the text's beginning; at most EXCERPT_LENGTH characters.
 */
function excerptAround(text: string, phrases: Set<string>): string {
  const holds = (part: string) => careMatches(part).some((m) => phrases.has(phraseKey(m.phrase)));
  const paragraphs = text.split(/\n+/).filter((line) => line.trim() !== '');
  const sentences = paragraphs.flatMap((line) => line.split(/(?<=[.!?…])\s+/));
  for (const parts of [sentences, paragraphs]) {
    const found = parts.filter(holds).map((part) => part.trim());
    if (found.length > 0) return clip(found.join(' … '));
  }
  return clip(text);
}

const clip = (text: string) =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;

interface Writer {
  studentId: string | null;
  name: string;
}

/** Who typed the words (see the module's comment), by full name as the lead reads it. */
async function writerOf(
  db: Kysely<Database>,
  roomId: string,
  phrases: Set<string>,
): Promise<Writer | null> {
  const rows = await db
    .selectFrom('writing_room_updates')
    .select(['author_key', 'update_bytes'])
    .where('room_id', '=', roomId)
    .orderBy('created_at', 'desc')
    .limit(ATTRIBUTION_UPDATES)
    .execute();
  // Per author, their typing in order; authors from the most recent.
  const typed = new Map<string, string>();
  for (const row of [...rows].reverse()) {
    typed.set(row.author_key, (typed.get(row.author_key) ?? '') + insertedText(row.update_bytes));
  }
  const recentFirst = [...new Set(rows.map((row) => row.author_key))];
  const typist = recentFirst.find((key) =>
    careMatches(typed.get(key) ?? '').some((match) => phrases.has(phraseKey(match.phrase))),
  );
  const key = typist ?? recentFirst.find((one) => one.startsWith('s:'));
  return key ? nameOf(db, key) : null;
}

/** The characters an update inserts, a space between blocks (paragraphs, list items). */
function insertedText(update: Uint8Array): string {
  let text = '';
  try {
    for (const struct of Y.decodeUpdate(new Uint8Array(update)).structs) {
      if (!(struct instanceof Y.Item)) continue;
      if (struct.content instanceof Y.ContentString) text += struct.content.str;
      else if (struct.content instanceof Y.ContentType) text += ' ';
    }
  } catch {
    // An update Yjs cannot read adds nothing to anyone's typing.
  }
  return text;
}

async function nameOf(db: Kysely<Database>, key: string): Promise<Writer | null> {
  const id = key.slice(2);
  const person = key.startsWith('s:')
    ? await db
        .selectFrom('students')
        .select(['first_name', 'last_name'])
        .where('id', '=', id)
        .executeTakeFirst()
    : await db
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('id', '=', id)
        .executeTakeFirst();
  if (!person) return null;
  return {
    studentId: key.startsWith('s:') ? id : null,
    name: `${person.first_name} ${person.last_name}`.trim(),
  };
}
