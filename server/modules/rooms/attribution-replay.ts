import * as Y from 'yjs';
import { ROOM_DOCUMENT } from '../../../common/rooms/document';
import {
  NONE,
  type RestoreRecord,
  type Trace,
  type TraceRow,
  type TraceUnit,
} from './attribution-trace';
import { idsOfRuns, restoreRecordSchema } from './restore-record';

/** One row of the room's log (writing_room_updates), in the log's order. */
export interface LoggedUpdate extends TraceRow {
  update: Uint8Array;
}

/**
 * The clocks of one client, each claimed by the log row that first carried it (written or
 * deleted): disjoint ranges in clock order. Rows are added in the log's order, so a clock two
 * rows carry (two instances deleting the same word at once) stays the earlier row's.
 */
class ClockRanges {
  private starts: number[] = [];
  private ends: number[] = [];
  private rows: number[] = [];

  add(start: number, length: number, row: number) {
    const end = start + length;
    if (this.starts.length === 0 || start >= this.ends.at(-1)!) {
      this.starts.push(start);
      this.ends.push(end);
      this.rows.push(row);
      return;
    }
    // Claim only the gaps between the ranges already claimed.
    let index = this.firstEndingAfter(start);
    let clock = start;
    while (clock < end) {
      if (index < this.starts.length && this.starts[index]! <= clock) {
        clock = Math.max(clock, this.ends[index]!);
        index += 1;
        continue;
      }
      const gapEnd = index < this.starts.length ? Math.min(end, this.starts[index]!) : end;
      this.starts.splice(index, 0, clock);
      this.ends.splice(index, 0, gapEnd);
      this.rows.splice(index, 0, row);
      index += 1;
      clock = gapEnd;
    }
  }

  rowAt(clock: number): number {
    const index = this.firstEndingAfter(clock);
    return index < this.starts.length && this.starts[index]! <= clock ? this.rows[index]! : NONE;
  }

  /** The first range ending after `clock` (ranges are disjoint, so ends are in order too). */
  private firstEndingAfter(clock: number): number {
    let low = 0;
    let high = this.ends.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.ends[middle]! <= clock) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

const BREAK: TraceUnit = { kind: 'break' };
const GAP: TraceUnit = { kind: 'gap' };

/**
 * A room's log replayed into a Yjs document of its own that keeps everything deleted
 * (`gc: false`), on the server only: the live document keeps garbage collection (point 6).
 * Each row's update says which ids it wrote (its structs) and which it deleted (its delete
 * set): so every character maps to the row, hence the author, that wrote it and the one that
 * first deleted it, whoever's client it came from and whatever order the rows are applied in
 * (rows of two instances may be logged out of order; Yjs waits for what a change builds on).
 * Rows are applied as they come, so a cached replay catches up with the log cheaply.
 */
export class RoomReplay {
  readonly doc = new Y.Doc({ gc: false });
  readonly rows: TraceRow[] = [];
  private readonly written = new Map<number, ClockRanges>();
  private readonly deleted = new Map<number, ClockRanges>();

  apply({ update, ...row }: LoggedUpdate): void {
    const index = this.rows.push(row) - 1;
    try {
      const { structs, ds } = Y.decodeUpdate(update);
      for (const struct of structs) {
        if (struct instanceof Y.Skip) continue;
        rangesOf(this.written, struct.id.client).add(struct.id.clock, struct.length, index);
      }
      for (const [client, items] of ds.clients) {
        for (const { clock, len } of items) rangesOf(this.deleted, client).add(clock, len, index);
      }
      Y.applyUpdate(this.doc, update);
    } catch {
      // A row the document server logged cannot be damaged; if one were, the rest of the
      // record still stands without its characters.
    }
  }

  writtenBy = (client: number, clock: number) => this.written.get(client)?.rowAt(clock) ?? NONE;
  deletedBy = (client: number, clock: number) => this.deleted.get(client)?.rowAt(clock) ?? NONE;

  /** Every character ever written, in document order, with its rows (attribution-trace.ts). */
  trace(): Trace {
    const units: TraceUnit[] = [];
    let texts = 0;
    const walk = (type: Y.XmlFragment | Y.XmlElement | Y.XmlText, text: number) => {
      for (let item = type._start; item; item = item.right) {
        const { content } = item;
        if (content instanceof Y.ContentString) {
          const { client, clock } = item.id;
          for (let offset = 0; offset < content.str.length; offset += 1) {
            units.push({
              kind: 'char',
              ch: content.str[offset]!,
              client,
              clock: clock + offset,
              row: this.writtenBy(client, clock + offset),
              deletedRow: this.deletedBy(client, clock + offset),
              text,
            });
          }
        } else if (content instanceof Y.ContentType) {
          const child = content.type;
          if (child instanceof Y.XmlText) {
            walk(child, texts++);
          } else if (child instanceof Y.XmlElement && child._start !== null) {
            // A block (a paragraph, a heading, a list): its edges end words and paragraphs.
            units.push(BREAK);
            walk(child, text);
            units.push(BREAK);
          } else {
            units.push(GAP);
          }
        } else if (content instanceof Y.ContentEmbed) {
          units.push(GAP);
        }
        // Formatting marks hold no text; content deleted before it reached the log is gone.
      }
    };
    walk(this.doc.getXmlFragment(ROOM_DOCUMENT.fragment), NONE);
    return { rows: this.rows, units, restores: this.restores() };
  }

  /** The restores recorded in the document, overwritten ones too (gc is off: all are kept). */
  private restores(): RestoreRecord[] {
    const records: RestoreRecord[] = [];
    const map = this.doc.getMap(ROOM_DOCUMENT.restored);
    for (const latest of map._map.values()) {
      for (let item: Y.Item | null = latest; item; item = item.left) {
        if (!(item.content instanceof Y.ContentAny)) continue;
        const parsed = restoreRecordSchema.safeParse(item.content.getContent()[0]);
        if (!parsed.success) continue;
        const [client, start, end] = parsed.data.to;
        records.push({
          row: this.writtenBy(item.id.client, item.id.clock),
          deletionId: parsed.data.deletionId,
          from: idsOfRuns(parsed.data.from),
          to: { client, start, end },
        });
      }
    }
    return records.filter((record) => record.row !== NONE);
  }

  /** The item holding the character with this id in the replayed document. */
  itemOf(client: number, clock: number): Y.Item | null {
    const structs = this.doc.store.clients.get(client);
    if (!structs) return null;
    const last = structs.at(-1)!;
    if (clock >= last.id.clock + last.length) return null;
    const struct = structs[Y.findIndexSS(structs, clock)];
    return struct instanceof Y.Item ? struct : null;
  }
}

function rangesOf(map: Map<number, ClockRanges>, client: number): ClockRanges {
  let ranges = map.get(client);
  if (!ranges) map.set(client, (ranges = new ClockRanges()));
  return ranges;
}
