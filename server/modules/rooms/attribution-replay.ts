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

/** Clock ranges of one client, each with the log row that wrote (or deleted) it. */
class ClockRanges {
  private starts: number[] = [];
  private ends: number[] = [];
  private rows: number[] = [];
  private sorted = true;

  add(start: number, length: number, row: number) {
    if (this.starts.length > 0 && start < this.starts.at(-1)!) this.sorted = false;
    this.starts.push(start);
    this.ends.push(start + length);
    this.rows.push(row);
  }

  rowAt(clock: number): number {
    if (!this.sorted) this.sort();
    let low = 0;
    let high = this.starts.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (this.starts[middle]! > clock) high = middle - 1;
      else if (this.ends[middle]! <= clock) low = middle + 1;
      else return this.rows[middle]!;
    }
    return NONE;
  }

  private sort() {
    const order = this.starts
      .map((_, index) => index)
      .sort((a, b) => this.starts[a]! - this.starts[b]!);
    this.starts = order.map((index) => this.starts[index]!);
    this.ends = order.map((index) => this.ends[index]!);
    this.rows = order.map((index) => this.rows[index]!);
    this.sorted = true;
  }
}

const BREAK: TraceUnit = { kind: 'break' };
const GAP: TraceUnit = { kind: 'gap' };

/**
 * A room's log replayed into a Yjs document of its own that keeps everything deleted
 * (`gc: false`), on the server only: the live document keeps garbage collection (point 6).
 * Each row is applied in its own transaction, and the transaction says what that row added
 * (its clients' clock ranges) and what it deleted first: so every character maps to the row,
 * hence the author, that wrote it and the one that deleted it, whoever's client it came from.
 * Rows are applied as they come, so a cached replay catches up with the log cheaply.
 */
export class RoomReplay {
  readonly doc = new Y.Doc({ gc: false });
  readonly rows: TraceRow[] = [];
  private readonly written = new Map<number, ClockRanges>();
  private readonly deleted = new Map<number, ClockRanges>();

  constructor() {
    this.doc.on('afterTransaction', (transaction: Y.Transaction) => this.record(transaction));
  }

  apply({ update, ...row }: LoggedUpdate): void {
    this.rows.push(row);
    try {
      Y.applyUpdate(this.doc, update);
    } catch {
      // A row the document server logged cannot be damaged; if one were, the rest of the
      // record still stands without its characters.
    }
  }

  private record(transaction: Y.Transaction) {
    const row = this.rows.length - 1;
    for (const [client, end] of transaction.afterState) {
      const start = transaction.beforeState.get(client) ?? 0;
      if (end > start) rangesOf(this.written, client).add(start, end - start, row);
    }
    for (const [client, items] of transaction.deleteSet.clients) {
      for (const { clock, len } of items) rangesOf(this.deleted, client).add(clock, len, row);
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
