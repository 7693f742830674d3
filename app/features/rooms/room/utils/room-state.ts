import { writes } from '@common/rooms/rights';
import { phaseWritesTogether } from '@common/rooms/sessions';
import type { RoomView } from '@common/schemas/rooms';

/** The room's state as its page shows it (ROOM_STATE_COPY). */
export type RoomCondition = 'locked' | 'open' | 'paused' | 'closed';

export const conditionOf = (view: RoomView): RoomCondition =>
  view.session.state === 'open' ? (view.paused ? 'paused' : 'open') : view.session.state;

/** Why the shared text cannot be changed now (ROOM_SCREENS.readOnly), or null when it can. */
export type ReadOnlyReason =
  'locked' | 'paused' | 'closed' | 'reader' | 'removed' | 'phase' | 'checking';

/** What the connection said that matters to the pen (use-room-connection.ts). */
export interface PenSignals {
  /** The server ended this connection to the room. */
  removed: boolean;
  /** The server opened the open connection read-only. */
  readOnlyConnection: boolean;
}

/**
 * Whether the caller may write in the shared text now, and if not, why. The server decides
 * (the view's right, re-read on every change of the session, and the connection it opened);
 * the page never offers a pen the server would refuse. A connection that dropped keeps the
 * last right it had, so typing goes on offline.
 */
export function readOnlyReasonOf(view: RoomView, pen: PenSignals): ReadOnlyReason | null {
  if (pen.removed) return 'removed';
  const condition = conditionOf(view);
  if (condition !== 'open') return condition;
  if (view.session.kind === 'lectio' && !phaseWritesTogether(view.session.phase)) return 'phase';
  if (!writes(view.right)) return 'reader';
  if (pen.readOnlyConnection) return 'checking';
  return null;
}
