import { getSchema } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { updateYFragment } from '@tiptap/y-tiptap';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { ROOM_DOCUMENT } from '../../../common/rooms/document';
import { resolveCopies } from './attribution-copies';
import { framesOf, MAX_FRAMES } from './attribution-frames';
import { RoomReplay, type LoggedUpdate } from './attribution-replay';
import { writeBack } from './attribution-restore';
import { tally } from './attribution-tally';
import type { TraceChar } from './attribution-trace';

/**
 * Who wrote what, from hand-made Yjs updates and no server (issue 18, points 6 and 7): each
 * writer is a Y.Doc whose every transaction becomes a row of the log, a minute apart unless
 * said, as the document server would log them.
 */
const START = Date.parse('2026-11-28T10:00:00.000Z');

function room() {
  const rows: LoggedUpdate[] = [];
  const docs: Y.Doc[] = [];
  let now = START;
  const writer = (authorKey: string, { teacher = false } = {}) => {
    const doc = new Y.Doc();
    for (const other of docs) Y.applyUpdate(doc, Y.encodeStateAsUpdate(other), 'remote');
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === 'remote') return;
      rows.push({ authorKey, teacherEdit: teacher, at: new Date(now).toISOString(), update });
      for (const other of docs) if (other !== doc) Y.applyUpdate(other, update, 'remote');
    });
    docs.push(doc);
    return doc;
  };
  /** Later rows are logged this many seconds on. */
  const wait = (seconds: number) => {
    now += seconds * 1000;
  };
  const attribution = () => {
    const replay = new RoomReplay();
    for (const row of rows) replay.apply(row);
    const trace = replay.trace();
    const copies = resolveCopies(trace);
    return { replay, trace, copies, tally: tally(trace, copies), frames: framesOf(trace, copies) };
  };
  return { rows, writer, wait, attribution };
}

const body = (doc: Y.Doc) => doc.getXmlFragment(ROOM_DOCUMENT.fragment);
const textOf = (doc: Y.Doc) =>
  body(doc)
    .toArray()
    .map((block) =>
      (block as Y.XmlElement)
        .toArray()
        .map((child) => child.toString())
        .join(''),
    )
    .join('\n');

/** A new paragraph at `index`, then its text typed one key at a time (one update each). */
function typeParagraph(doc: Y.Doc, index: number, text: string) {
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText()]);
  body(doc).insert(index, [paragraph]);
  typeAt(doc, index, 0, text);
}
function typeAt(doc: Y.Doc, block: number, offset: number, text: string) {
  const target = (body(doc).get(block) as Y.XmlElement).get(0) as Y.XmlText;
  [...text].forEach((key, at) => target.insert(offset + at, key));
}
function deleteIn(doc: Y.Doc, block: number, offset: number, length: number) {
  ((body(doc).get(block) as Y.XmlElement).get(0) as Y.XmlText).delete(offset, length);
}

const words = (result: ReturnType<ReturnType<typeof room>['attribution']>, key: string) => {
  const author = result.tally.authors.get(key);
  return (
    author && {
      now: author.wordsNow,
      added: author.wordsAdded,
      deletedOwn: author.wordsDeletedOwn,
      deletedOthers: author.wordsDeletedOthers,
    }
  );
};

const schema = getSchema([StarterKit]);
/** The editor's own way of changing the document: y-tiptap's diff of the new ProseMirror doc. */
function edit(doc: Y.Doc, content: unknown[]) {
  const node = ProseMirrorNode.fromJSON(schema, { type: 'doc', content });
  doc.transact(() => {
    updateYFragment(doc, body(doc), node, { mapping: new Map(), isOMark: new Map() });
  });
}
const paragraphJson = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

describe('who wrote what, from the log', () => {
  it('counts each writer’s words in the text now, and the words they added', () => {
    const { writer, attribution } = room();
    const ana = writer('s:ana');
    const ben = writer('s:ben');
    typeParagraph(ana, 0, 'The Lord is my shepherd.');
    typeParagraph(ben, 1, 'I shall not want.');
    const result = attribution();
    expect(words(result, 's:ana')).toEqual({ now: 5, added: 5, deletedOwn: 0, deletedOthers: 0 });
    expect(words(result, 's:ben')).toEqual({ now: 4, added: 4, deletedOwn: 0, deletedOthers: 0 });
    expect(result.tally.deletions).toEqual([]);
  });

  it('attributes deleting another’s paragraph to the one who deleted it (point 7)', () => {
    const { writer, wait, attribution } = room();
    const ana = writer('s:ana');
    const ben = writer('s:ben');
    typeParagraph(ana, 0, 'The Lord is my shepherd.');
    typeParagraph(ben, 1, 'I shall not want.');
    wait(120);
    body(ben).delete(0, 1);
    const result = attribution();
    expect(textOf(ben)).toBe('I shall not want.');
    expect(words(result, 's:ana')).toEqual({ now: 0, added: 5, deletedOwn: 0, deletedOthers: 0 });
    expect(words(result, 's:ben')).toEqual({ now: 4, added: 4, deletedOwn: 0, deletedOthers: 5 });
    expect(result.tally.deletions).toEqual([
      expect.objectContaining({
        text: 'The Lord is my shepherd.',
        writtenBy: 's:ana',
        deletedBy: 's:ben',
        deletedAt: '2026-11-28T10:02:00.000Z',
        restoredAt: null,
      }),
    ]);
    // The deletion is in Ben's minute of the timeline.
    expect(result.tally.timeline).toContainEqual({
      minute: '2026-11-28T10:02:00.000Z',
      key: 's:ben',
      added: 0,
      deleted: 5,
    });
  });

  it('lists words deleted from the middle of another’s paragraph, and not one’s own typos', () => {
    const { writer, attribution } = room();
    const ana = writer('s:ana');
    const ben = writer('s:ben');
    typeParagraph(ana, 0, 'Goodness and mercy shall follow me');
    // Ana's own typo: "teh", two backspaces, "he".
    typeAt(ana, 0, 34, ' all teh');
    deleteIn(ana, 0, 40, 2);
    typeAt(ana, 0, 40, 'he days');
    expect(textOf(ana)).toBe('Goodness and mercy shall follow me all the days');
    deleteIn(ben, 0, 8, 10); // " and mercy"
    const result = attribution();
    expect(textOf(ben)).toBe('Goodness shall follow me all the days');
    expect(words(result, 's:ana')).toEqual({ now: 7, added: 9, deletedOwn: 0, deletedOthers: 0 });
    expect(words(result, 's:ben')).toEqual({ now: 0, added: 0, deletedOwn: 0, deletedOthers: 2 });
    expect(result.tally.deletions.map((one) => one.text)).toEqual(['and mercy']);
  });

  it('attributes rows logged out of order (two instances’ clocks) to their own authors', () => {
    const { rows, writer, attribution } = room();
    const ana = writer('s:ana');
    const ben = writer('s:ben');
    typeParagraph(ana, 0, 'Blessed are the meek');
    typeParagraph(ben, 1, 'for they shall inherit the earth');
    deleteIn(ben, 0, 8, 4); // "are "
    rows.reverse();
    const result = attribution();
    expect(words(result, 's:ana')).toEqual({ now: 3, added: 4, deletedOwn: 0, deletedOthers: 0 });
    expect(words(result, 's:ben')).toEqual({ now: 6, added: 6, deletedOwn: 0, deletedOthers: 1 });
  });

  it('keeps text the editor moves its writer’s: a heading made of a paragraph, a split, a join', () => {
    const { writer, attribution } = room();
    const ana = writer('s:ana');
    const ben = writer('s:ben');
    edit(ana, [paragraphJson('He leads me beside still waters')]);
    // Ben turns it into a heading: y-tiptap deletes the paragraph and writes a heading.
    edit(ben, [
      {
        type: 'heading',
        attrs: { level: 2 },
        content: [{ type: 'text', text: 'He leads me beside still waters' }],
      },
    ]);
    let result = attribution();
    expect(words(result, 's:ana')).toMatchObject({ now: 6, added: 6 });
    expect(words(result, 's:ben')).toEqual({ now: 0, added: 0, deletedOwn: 0, deletedOthers: 0 });
    // Ben presses Enter in the middle, then joins the two again.
    edit(ben, [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'He leads me' }] },
      paragraphJson(' beside still waters'),
    ]);
    edit(ben, [paragraphJson('He leads me beside still waters')]);
    result = attribution();
    expect(textOf(ana)).toBe('He leads me beside still waters');
    expect(words(result, 's:ana')).toMatchObject({ now: 6, added: 6 });
    expect(words(result, 's:ben')).toEqual({ now: 0, added: 0, deletedOwn: 0, deletedOthers: 0 });
    expect(result.tally.deletions).toEqual([]);
  });

  it('replays the text coloured by writer in at most 30 steps, the last being the text now', () => {
    const { rows, writer, wait, attribution } = room();
    const ana = writer('s:ana');
    const ben = writer('s:ben');
    typeParagraph(ana, 0, 'Still waters');
    wait(60);
    typeAt(ben, 0, 12, ' run deep');
    expect(attribution().frames).toHaveLength(rows.length);
    typeAt(ben, 0, 21, ' and wide, and quiet');
    expect(rows.length).toBeGreaterThan(MAX_FRAMES);
    const result = attribution();
    expect(result.frames).toHaveLength(MAX_FRAMES);
    expect(result.frames.at(-1)!.paragraphs).toEqual([
      [
        { key: 's:ana', text: 'Still waters' },
        { key: 's:ben', text: ' run deep and wide, and quiet' },
      ],
    ]);
    expect(result.frames[0]!.paragraphs.flat().every((span) => span.key === 's:ana')).toBe(true);
    const times = result.frames.map((frame) => frame.at);
    expect([...times].sort()).toEqual(times);
  });

  it('restores a deleted paragraph at its old place as the teacher’s edit, its words still the writer’s', () => {
    const { rows, writer, attribution } = room();
    const ana = writer('s:ana');
    const ben = writer('s:ben');
    typeParagraph(ana, 0, 'The Lord is my shepherd.');
    typeParagraph(ana, 1, 'He restores my soul.');
    typeParagraph(ben, 2, 'Amen.');
    body(ben).delete(1, 1);
    const before = attribution();
    const [deletion] = before.tally.deletions;
    expect(deletion).toMatchObject({ text: 'He restores my soul.', deletedBy: 's:ben' });

    // The live document keeps garbage collection, as the document server's does.
    const live = new Y.Doc();
    for (const row of rows) Y.applyUpdate(live, row.update);
    const origin = { restore: deletion!.id };
    let update: Uint8Array | undefined;
    live.on('update', (change: Uint8Array, from: unknown) => {
      if (from === origin) update = change;
    });
    const chars = deletion!.chars.map((index) => before.trace.units[index] as TraceChar);
    const record = { deletionId: deletion!.id, by: 'u:teacher', at: '2026-11-28T11:00:00.000Z' };
    expect(writeBack({ live, replay: before.replay, chars, record, origin })).toBe(true);
    expect(textOf(live)).toBe('The Lord is my shepherd.\nHe restores my soul.\nAmen.');

    rows.push({ authorKey: 'u:teacher', teacherEdit: true, at: record.at, update: update! });
    const after = attribution();
    expect(words(after, 's:ana')).toMatchObject({ now: 9, added: 9 });
    expect(words(after, 's:ben')).toMatchObject({ deletedOthers: 4 });
    expect(words(after, 'u:teacher')).toEqual({
      now: 0,
      added: 0,
      deletedOwn: 0,
      deletedOthers: 0,
    });
    expect(after.tally.authors.get('u:teacher')?.teacherEdits).toBe(true);
    expect(after.tally.deletions).toEqual([
      expect.objectContaining({ id: deletion!.id, restoredAt: record.at }),
    ]);
  });

  it('puts words deleted inside a paragraph back where they were', () => {
    const { rows, writer, attribution } = room();
    const ana = writer('s:ana');
    const ben = writer('s:ben');
    typeParagraph(ana, 0, 'Surely goodness and mercy shall follow me');
    deleteIn(ben, 0, 6, 19); // " goodness and mercy"
    typeAt(ana, 0, 22, ' always');
    const before = attribution();
    const [deletion] = before.tally.deletions;
    const live = new Y.Doc();
    for (const row of rows) Y.applyUpdate(live, row.update);
    const chars = deletion!.chars.map((index) => before.trace.units[index] as TraceChar);
    const record = { deletionId: deletion!.id, by: 'u:teacher', at: '2026-11-28T11:00:00.000Z' };
    writeBack({ live, replay: before.replay, chars, record, origin: {} });
    expect(textOf(live)).toBe('Surely goodness and mercy shall follow me always');
  });

  it('ignores a restore record a student’s client wrote to claim others’ words', () => {
    const { writer, attribution } = room();
    const ana = writer('s:ana');
    const ben = writer('s:ben');
    typeParagraph(ana, 0, 'Blessed are the meek');
    body(ben).delete(0, 1);
    const { tally: before, trace } = attribution();
    const [deletion] = before.deletions;
    // Ben writes nonsense and a record saying it restores Ana's words.
    const start = Y.getState(ben.store, ben.clientID);
    ben.transact(() => {
      typeParagraph(ben, 0, 'Blessed are the meek');
      const from = deletion!.chars.map((index) => trace.units[index] as TraceChar);
      ben.getMap(ROOM_DOCUMENT.restored).set('forged', {
        deletionId: deletion!.id,
        from: from.flatMap((char) => [char.client, char.clock, 1]),
        to: [ben.clientID, start, Y.getState(ben.store, ben.clientID)],
      });
    });
    const after = attribution();
    expect(words(after, 's:ben')).toMatchObject({ now: 4 });
    expect(words(after, 's:ana')).toMatchObject({ now: 0 });
    expect(after.tally.deletions[0]!.restoredAt).toBeNull();
  });

  it('replays 20,000 logged updates well under a second', () => {
    const { rows, writer } = room();
    const writers = ['s:ana', 's:ben', 's:cleo', 's:dan'].map((key) => writer(key));
    writers.forEach((doc, index) => typeParagraph(doc, index, ''));
    const verse = 'the lord is my shepherd i shall not want ';
    for (let key = 0; rows.length < 20_000; key += 1) {
      const doc = writers[key % 4]!;
      const text = (body(doc).get(key % 4) as Y.XmlElement).get(0) as Y.XmlText;
      if (key % 9 === 8) text.delete(text.length - 1, 1);
      else text.insert(text.length, verse[key % verse.length]!);
    }
    // Time on this process's processor, not the wall clock: the machine may be busy.
    const started = process.cpuUsage();
    const replay = new RoomReplay();
    for (const row of rows) replay.apply(row);
    const trace = replay.trace();
    const copies = resolveCopies(trace);
    tally(trace, copies);
    framesOf(trace, copies);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(1_000);
  });
});
