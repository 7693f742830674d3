// Types for rooms-typing.mjs, so the unit tests (TypeScript) can import it.
import type * as Y from 'yjs';
import type { Spread } from './rooms.d.mts';

export interface PropagationTracker {
  /** Times edits typed from now on (or stops timing them). */
  record(on: boolean): void;
  /** Tracks a document's edits; call the answer after each keystroke. */
  writer(document: Y.Doc): () => void;
  watch(observer: Y.Doc, writer: Y.Doc, label: string): void;
  waiting(): number;
  result(): { lost: number; byLabel: Record<string, Spread> };
}
export function propagationTracker(): PropagationTracker;
export function typedLog(
  updates: number,
  writers: number,
): { updates: Uint8Array[]; state: Uint8Array };
