import * as Y from 'yjs';
import { ROOM_DOCUMENT } from '../../../common/rooms/document';
import type { RoomReplay } from './attribution-replay';
import type { TraceChar } from './attribution-trace';
import { idRuns, type StoredRestoreRecord } from './restore-record';

type ReplayType = Y.XmlText | Y.XmlElement;
/** A type that holds others: the document's root fragment, or a block. */
type Container = Y.XmlFragment | Y.XmlElement;

/** Where a piece of the deleted passage goes back: into a text still there, or as a block. */
type Target =
  | { kind: 'text'; live: Y.XmlText; first: TraceChar; text: string }
  | { kind: 'block'; parent: Container; dead: ReplayType; texts: Map<ReplayType, string> };

export interface WriteBack {
  /** The live document (the document server's, or one opened for this). */
  live: Y.Doc;
  replay: RoomReplay;
  /** The deleted characters to write back, in document order. */
  chars: TraceChar[];
  record: { deletionId: string; by: string; at: string };
  /** The transaction's origin, by which the caller knows its update. */
  origin: object;
}

/**
 * Writes a deleted passage back into the live document in one transaction (point 7), as near
 * its old place as the document now allows: into its own text where that text is still there,
 * at the place of the deleted characters (after the nearest character that survived); else as
 * blocks (paragraphs, keeping their kind and attributes) where the deleted block was, after
 * the nearest surviving one, in the nearest block still there. Deleted items keep their place
 * in the live document (garbage collection empties them but leaves them in their list), so
 * "where it was" is found by id. The restore is recorded in the document itself
 * (restore-record.ts), so the words written back stay their writer's.
 */
export function writeBack({ live, replay, chars, record, origin }: WriteBack): boolean {
  const targets = targetsOf(live, replay, chars);
  if (targets.length === 0) return false;
  live.transact(() => {
    const start = Y.getState(live.store, live.clientID);
    for (const target of targets) {
      if (target.kind === 'text') {
        const id = Y.createID(target.first.client, target.first.clock);
        const index = visibleIndexBefore(target.live, id) ?? target.live.length;
        // Plain text, not the formatting of whatever precedes the place.
        target.live.insert(index, target.text, {});
      } else {
        const clone = cloneWith(target.dead, target.texts);
        if (!clone) continue;
        const id = target.dead._item!.id;
        const index = visibleIndexBefore(target.parent, id) ?? target.parent.length;
        target.parent.insert(index, [clone]);
      }
    }
    const stored: StoredRestoreRecord = {
      deletionId: record.deletionId,
      from: idRuns(chars.map((char) => [char.client, char.clock])),
      to: [live.clientID, start, Y.getState(live.store, live.clientID)],
    };
    live
      .getMap(ROOM_DOCUMENT.restored)
      .set(`${record.deletionId}@${record.at}`, { ...stored, by: record.by, at: record.at });
  }, origin);
  return true;
}

function targetsOf(live: Y.Doc, replay: RoomReplay, chars: TraceChar[]): Target[] {
  const targets: Target[] = [];
  for (const group of groupsByText(chars)) {
    const first = group[0]!;
    const text = replay.itemOf(first.client, first.clock)?.parent;
    if (!(text instanceof Y.XmlText)) continue;
    const content = group.map((char) => char.ch).join('');
    const alive = liveTwin(live, text);
    if (alive instanceof Y.XmlText) {
      targets.push({ kind: 'text', live: alive, first, text: content });
      continue;
    }
    // The nearest ancestor still there, and the dead block below it that held this text.
    let dead: ReplayType = text;
    let parent = dead._item?.parent as Container | null;
    let liveParent = parent ? liveTwin(live, parent) : null;
    while (parent instanceof Y.XmlElement && !liveParent) {
      dead = parent;
      parent = dead._item?.parent as Container | null;
      liveParent = parent ? liveTwin(live, parent) : null;
    }
    if (!(liveParent instanceof Y.XmlFragment || liveParent instanceof Y.XmlElement)) continue;
    const last = targets.at(-1);
    if (last?.kind === 'block' && last.dead === dead) {
      last.texts.set(text, content);
    } else {
      targets.push({ kind: 'block', parent: liveParent, dead, texts: new Map([[text, content]]) });
    }
  }
  return targets;
}

function groupsByText(chars: TraceChar[]): TraceChar[][] {
  const groups: TraceChar[][] = [];
  for (const char of chars) {
    const last = groups.at(-1);
    if (last && last[0]!.text === char.text) last.push(char);
    else groups.push([char]);
  }
  return groups;
}

/** The live document's type for a type of the replay, when it is still there. */
function liveTwin(live: Y.Doc, type: Container | ReplayType): Container | ReplayType | null {
  if (type._item === null) {
    return type instanceof Y.XmlFragment ? live.getXmlFragment(ROOM_DOCUMENT.fragment) : null;
  }
  const { client, clock } = type._item.id;
  const structs = live.store.clients.get(client);
  const last = structs?.at(-1);
  if (!structs || !last || clock >= last.id.clock + last.length) return null;
  const item = structs[Y.findIndexSS(structs, clock)];
  if (!(item instanceof Y.Item) || item.deleted || !(item.content instanceof Y.ContentType)) {
    return null;
  }
  return item.content.type as Container | ReplayType;
}

/** How many visible positions of `type` come before the item with this id, or null. */
function visibleIndexBefore(type: Container | ReplayType, id: Y.ID): number | null {
  let index = 0;
  for (let item = type._start; item; item = item.right) {
    const { client, clock } = item.id;
    if (client === id.client && clock <= id.clock && id.clock < clock + item.length) {
      return index + (item.deleted || !item.countable ? 0 : id.clock - clock);
    }
    if (!item.deleted && item.countable) index += item.length;
  }
  return null;
}

/** A new copy of a deleted block holding only the restored texts (none: null). */
function cloneWith(type: ReplayType, texts: Map<ReplayType, string>): ReplayType | null {
  if (type instanceof Y.XmlText) {
    const text = texts.get(type);
    return text === undefined ? null : new Y.XmlText(text);
  }
  const children: ReplayType[] = [];
  // Deleted children too: the block was deleted with all it held.
  for (let item = type._start; item; item = item.right) {
    if (!(item.content instanceof Y.ContentType)) continue;
    const child = cloneWith(item.content.type as ReplayType, texts);
    if (child) children.push(child);
  }
  if (children.length === 0) return null;
  const clone = new Y.XmlElement(type.nodeName);
  // A deleted element's attributes are deleted with it: read their last values.
  for (const [key, item] of type._map) {
    const value: unknown = item.content.getContent().at(-1);
    if (value !== undefined) clone.setAttribute(key, value as string);
  }
  clone.insert(0, children);
  return clone;
}
