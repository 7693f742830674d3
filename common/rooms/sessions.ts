/**
 * The rules of writing sessions (issue 18): their kinds, how groups are made, the closing
 * warning, and the Lectio Divina circle's four movements. One source for the server and the
 * screens.
 */

/**
 * How an activity is written (point 1): alone (no session), one shared document per group,
 * or the group first and then each student's own reflection; the circle is a group room that
 * moves through lectio divina's four movements (point 9).
 */
export const WRITING_SESSION_KINDS = ['group', 'breakout', 'lectio'] as const;
export type WritingSessionKind = (typeof WRITING_SESSION_KINDS)[number];

export const WRITING_SESSION_STATES = ['locked', 'open', 'closed'] as const;
export type WritingSessionState = (typeof WRITING_SESSION_STATES)[number];

/** Group sizes a teacher may ask for when groups are made at random (point 2). */
export const GROUP_SIZE = { min: 2, max: 6, default: 3 } as const;

/** At most this many rooms in one session, and students in one room made by hand. */
export const MAX_ROOMS = 40;
export const MAX_ROOM_MEMBERS = 12;

/** Rooms close this long after the warning (point 3; "Close in 60 seconds"). */
export const CLOSE_WARNING_SECONDS = 60;

/** The timer a teacher may set when starting, in minutes. */
export const ROOM_TIMER_MINUTES = { min: 1, max: 180 } as const;

/** Longest teacher's comment, broadcast, call for help or prayer. */
export const NOTE_MAX_LENGTH = 1_000;
export const PRAYER_MAX_LENGTH = 4_000;

/** The circle's four movements, in order (point 9). */
export const LECTIO_PHASES = ['lectio', 'meditatio', 'oratio', 'contemplatio'] as const;
export type LectioPhase = (typeof LECTIO_PHASES)[number];

/** The minutes a movement's gentle timer may last, when the teacher sets one. */
export const PHASE_MINUTES = { min: 1, max: 30 } as const;

/** The movement after `phase`, or null after the last. */
export function nextPhase(phase: LectioPhase): LectioPhase | null {
  return LECTIO_PHASES[LECTIO_PHASES.indexOf(phase) + 1] ?? null;
}

/**
 * Students write in the shared document during the reading (marking the word that struck them)
 * and the shared reflection; the prayer is private and the last movement silent.
 */
export const phaseWritesTogether = (phase: LectioPhase | null): boolean =>
  phase === null || phase === 'lectio' || phase === 'meditatio';
