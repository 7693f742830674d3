/**
 * The server's one publish/subscribe channel for live events (issue 10, point 5). Events are
 * small pointers, never data: a subscriber that hears of one re-reads what it needs from the
 * database through the usual queries and permission checks, so nothing private travels on the
 * channel and a missed event costs a delay, never a wrong answer.
 */
export interface LiveEvent {
  /** What changed: 'project', 'comment', 'score', 'points', 'session-ended', 'class-access'… */
  type: string;
  /** Who may care: 'class:<classId>', 'student:<studentId>', 'account:<user|student>:<id>'. */
  scope: string;
  /** The record that changed. */
  id: string;
}

export type LiveListener = (event: LiveEvent) => void;

export interface LiveChannel {
  /** 'in-process' (SQLite, one process), 'postgres' (LISTEN/NOTIFY) or 'redis' (pub/sub). */
  readonly kind: 'in-process' | 'postgres' | 'redis';
  /**
   * Sends the event to every instance's subscribers of its scope. Call it after the write has
   * committed. It never rejects: a lost event is logged and the subscribers' safety net (a
   * slow poll, and catch-up after a reconnect) finds the change by time.
   */
  publish(event: LiveEvent): Promise<void>;
  /**
   * Calls `listener` for every event of `scope` from any instance, until the answered function
   * is called. One backend subscription per scope per instance, shared by its local listeners.
   */
  subscribe(scope: string, listener: LiveListener): () => void;
  /**
   * Resolves once every subscription asked for so far is in place at the backend: a caller that
   * reads the database after this cannot miss an event for a write committed after its read.
   */
  ready(): Promise<void>;
  /**
   * Calls `listener` each time the channel's connection came back after a drop: events sent
   * meanwhile are lost, so subscribers catch up from the database by time.
   */
  onReconnect(listener: () => void): () => void;
  /** Stops listening and closes the channel's own connections. */
  close(): Promise<void>;
}

/** Longest type, scope or id an event may carry (it is a pointer, not data). */
const MAX_PART_LENGTH = 200;

/** The event in a received payload, or null for anything malformed (then it is skipped). */
export function parseLiveEvent(payload: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, scope, id } = value as Record<string, unknown>;
  const part = (text: unknown): text is string =>
    typeof text === 'string' && text.length > 0 && text.length <= MAX_PART_LENGTH;
  return part(type) && part(scope) && part(id) ? { type, scope, id } : null;
}

export const serializeLiveEvent = ({ type, scope, id }: LiveEvent): string =>
  JSON.stringify({ type, scope, id });

/** How long to wait before the `attempt`th reconnection (1, 2, …): doubling, capped. */
export function reconnectDelay(attempt: number, { firstMs = 100, maxMs = 5_000 } = {}): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt - 1));
}

/** Where a channel logs what it cannot throw (a failed publish, a lost connection). */
export interface ChannelLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}
