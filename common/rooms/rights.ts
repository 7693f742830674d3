/**
 * What a connection to a writing room may do (issue 18, point 5): write (a member of the
 * room's group while it is open), write as a teacher (the class's teachers; their edits are
 * marked), or only read (the school's admins, a member's parents, and everyone while the room
 * is locked, paused or closed).
 */
export const ROOM_RIGHTS = ['write', 'teacher', 'read'] as const;
export type RoomRight = (typeof ROOM_RIGHTS)[number];

/** Rights that change a room's document. */
export const writes = (right: RoomRight | null): boolean =>
  right === 'write' || right === 'teacher';

/**
 * Rights reach open connections when they change (announced on the live channel to every
 * instance: point 5's 2 s). Should an announcement be lost (the channel reconnecting), every
 * room an instance holds checks its connections again on this interval all the same.
 */
export const ROOM_RIGHTS_RECHECK_MS = 3_000;

export { ROOM_MESSAGES } from '../copy/rooms';
