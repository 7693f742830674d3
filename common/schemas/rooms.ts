import { z } from 'zod';
import { ROOM_RIGHTS } from '../rooms/rights';
import {
  GROUP_SIZE,
  LECTIO_PHASES,
  MAX_ROOM_MEMBERS,
  MAX_ROOMS,
  NOTE_MAX_LENGTH,
  PHASE_MINUTES,
  PRAYER_MAX_LENGTH,
  ROOM_TIMER_MINUTES,
  WRITING_SESSION_KINDS,
  WRITING_SESSION_STATES,
} from '../rooms/sessions';
import { ROOM_MESSAGES as M } from '../copy/rooms';
import { isoDate, requiredText } from './fields';
import { idParam } from './ids';

/**
 * Writing rooms (issue 18, decision 0025) at /api/rooms. A student calls as `student` (cookie
 * st), an adult as `user` (cookie t), as in chat. A teacher runs sessions under /classes and
 * /sessions; everything about one room is under /:audience/:roomId.
 */
export const ROOM_AUDIENCES = ['student', 'user'] as const;
export type RoomAudience = (typeof ROOM_AUDIENCES)[number];

const base = '/api/rooms';
const id = encodeURIComponent;

export const ROOMS_API = {
  /** The room's shared document over a WebSocket (Hocuspocus's protocol). */
  socket: (audience: RoomAudience, roomId: string) => `${base}/${audience}/${id(roomId)}/socket`,
  /** One room as its reader sees it: the session, the prompt, the notes, the caller's right. */
  room: (audience: RoomAudience, roomId: string) => `${base}/${audience}/${id(roomId)}`,
  /** Server-sent `room` events whenever the room's session changes. */
  roomStream: (audience: RoomAudience, roomId: string) =>
    `${base}/${audience}/${id(roomId)}/stream`,
  /** Who wrote what (point 6): students of the room see their own room's, teachers every one. */
  contributions: (audience: RoomAudience, roomId: string) =>
    `${base}/${audience}/${id(roomId)}/contributions`,
  /** The teacher puts back a deleted passage in one click (point 7). */
  restore: (roomId: string) => `${base}/user/${id(roomId)}/restore`,
  pause: (roomId: string) => `${base}/user/${id(roomId)}/pause`,
  comment: (roomId: string) => `${base}/user/${id(roomId)}/comments`,
  publish: (roomId: string) => `${base}/user/${id(roomId)}/publish`,
  help: (roomId: string) => `${base}/student/${id(roomId)}/help`,
  prayer: (roomId: string) => `${base}/student/${id(roomId)}/prayer`,
  /** The student's rooms, newest first. */
  mine: `${base}/student/mine`,
  /** Where a student may choose a room (when the teacher allows it). */
  choose: (sessionId: string) => `${base}/student/sessions/${id(sessionId)}/choose`,
  sessions: (classId: string) => `${base}/classes/${id(classId)}/sessions`,
  groupSets: (classId: string) => `${base}/classes/${id(classId)}/group-sets`,
  deleteGroupSet: (setId: string) => `${base}/group-sets/${id(setId)}/delete`,
  session: (sessionId: string) => `${base}/sessions/${id(sessionId)}`,
  sessionStream: (sessionId: string) => `${base}/sessions/${id(sessionId)}/stream`,
  prompt: (sessionId: string) => `${base}/sessions/${id(sessionId)}/prompt`,
  start: (sessionId: string) => `${base}/sessions/${id(sessionId)}/start`,
  timer: (sessionId: string) => `${base}/sessions/${id(sessionId)}/timer`,
  close: (sessionId: string) => `${base}/sessions/${id(sessionId)}/close`,
  move: (sessionId: string) => `${base}/sessions/${id(sessionId)}/move`,
  broadcast: (sessionId: string) => `${base}/sessions/${id(sessionId)}/broadcast`,
  phase: (sessionId: string) => `${base}/sessions/${id(sessionId)}/phase`,
  prayers: (sessionId: string) => `${base}/sessions/${id(sessionId)}/prayers`,
  resolveNote: (noteId: string) => `${base}/notes/${id(noteId)}/resolve`,
} as const;

export const roomSocketParamsSchema = z.object({
  audience: z.enum(ROOM_AUDIENCES),
  roomId: idParam,
});
export const roomParamsSchema = roomSocketParamsSchema;
export const teacherRoomParamsSchema = z.object({ roomId: idParam });
export const sessionParamsSchema = z.object({ sessionId: idParam });
export const classParamsSchema = z.object({ classId: idParam });
export const setParamsSchema = z.object({ setId: idParam });
export const noteParamsSchema = z.object({ noteId: idParam });

const groupsField = z
  .array(z.array(z.string().max(40)).max(MAX_ROOM_MEMBERS), { error: M.noGroups })
  .min(1, M.noGroups)
  .max(MAX_ROOMS, M.noGroups);

/** How the students are split into rooms (point 2). */
export const groupingSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('random'),
      size: z
        .number({ error: M.groupSize })
        .int(M.groupSize)
        .min(GROUP_SIZE.min, M.groupSize)
        .max(GROUP_SIZE.max, M.groupSize),
    }),
    z.object({ method: z.literal('hand'), groups: groupsField }),
    z.object({ method: z.literal('set'), setId: z.string().max(40) }),
  ],
  { error: M.noGroups },
);
export type Grouping = z.infer<typeof groupingSchema>;

const minutesField = (range: { min: number; max: number }) =>
  z.number().int().min(range.min).max(range.max).nullable();

export const createSessionSchema = z.object({
  activityId: z.string({ error: M.chooseActivity }).min(1, M.chooseActivity).max(40),
  kind: z.enum(WRITING_SESSION_KINDS),
  grouping: groupingSchema,
  /** Students may choose their own room (point 2: never unless the teacher allows it). */
  selfChoice: z.boolean().optional(),
  /** The circle's gentle timer for each movement, or none. */
  phaseMinutes: minutesField(PHASE_MINUTES).optional(),
  /** Keep these groups as a set of the class, under this name. */
  saveSetAs: z.string().trim().max(120).optional(),
});
export type CreateSession = z.infer<typeof createSessionSchema>;

export const createdSessionSchema = z.object({ id: z.string() });

export const promptSchema = z.object({ prompt: requiredText(M.prompt, 4_000) });
export const startSchema = z.object({ minutes: minutesField(ROOM_TIMER_MINUTES) });
export const timerSchema = startSchema;
/** Close now, or after the warning (point 3). */
export const closeSchema = z.object({ warn: z.boolean() });
export const moveSchema = z.object({ studentId: z.string().max(40), roomId: z.string().max(40) });
export const pauseSchema = z.object({ paused: z.boolean() });
export const noteBodySchema = z.object({ body: requiredText(M.noteBody, NOTE_MAX_LENGTH) });
export const helpSchema = z.object({ body: z.string().trim().max(NOTE_MAX_LENGTH).optional() });
export const phaseSchema = z.object({ phase: z.enum(LECTIO_PHASES) });
export const prayerSchema = z.object({ body: z.string().max(PRAYER_MAX_LENGTH) });
export const chooseSchema = z.object({ roomId: z.string().max(40) });
export const groupSetInputSchema = z.object({
  name: requiredText(M.setName, 120),
  groups: groupsField,
});
export const okSchema = z.object({ ok: z.literal(true) });

const noteSchema = z.object({
  id: z.string(),
  kind: z.enum(['comment', 'broadcast', 'help']),
  roomId: z.string().nullable(),
  authorName: z.string(),
  body: z.string(),
  createdAt: isoDate,
  resolvedAt: isoDate.nullable(),
});
export type RoomNote = z.infer<typeof noteSchema>;

const sessionFields = {
  id: z.string(),
  classId: z.string(),
  activityId: z.string().nullable(),
  title: z.string(),
  kind: z.enum(WRITING_SESSION_KINDS),
  state: z.enum(WRITING_SESSION_STATES),
  createdAt: isoDate,
  startedAt: isoDate.nullable(),
  closedAt: isoDate.nullable(),
  /** When open rooms close (the timer, or the 60-second warning). */
  endsAt: isoDate.nullable(),
};

export const sessionSummarySchema = z.object({
  ...sessionFields,
  roomCount: z.number().int(),
  studentCount: z.number().int(),
});
export const sessionListSchema = z.array(sessionSummarySchema);
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

const sessionReadingFields = {
  prompt: z.string(),
  passageReference: z.string(),
  passageText: z.string(),
  phase: z.enum(LECTIO_PHASES).nullable(),
  phaseMinutes: z.number().int().nullable(),
  phaseEndsAt: isoDate.nullable(),
  selfChoice: z.boolean(),
};

const writerSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  /** Words of theirs in the room's text now. */
  words: z.number().int(),
  lastActiveAt: isoDate.nullable(),
});

/** The teacher's live view of every room (point 4). */
export const teacherSessionSchema = z.object({
  ...sessionFields,
  ...sessionReadingFields,
  className: z.string(),
  rooms: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      paused: z.boolean(),
      /** The class book piece it became (point 10), or null. */
      publishedPieceId: z.string().nullable(),
      members: z.array(writerSchema),
      /** Students moved out after writing here: their words stay (point 2). */
      formerMembers: z.array(writerSchema),
      notes: z.array(noteSchema),
    }),
  ),
  broadcasts: z.array(noteSchema),
  /** Students of the class in no room. */
  unplaced: z.array(z.object({ studentId: z.string(), name: z.string() })),
});
export type TeacherSession = z.infer<typeof teacherSessionSchema>;

/** One room as its reader sees it. */
export const roomViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  paused: z.boolean(),
  session: z.object({ ...sessionFields, ...sessionReadingFields, className: z.string() }),
  /** What the caller may do now. */
  right: z.enum(ROOM_RIGHTS),
  me: z.object({
    key: z.string(),
    /**
     * What the caller shares as presence, and the only presence the server lets them share:
     * first name and last initial, adult or not, caret colour (point 8).
     */
    presence: z.object({ name: z.string(), adult: z.boolean(), color: z.string() }),
  }),
  members: z.array(z.object({ key: z.string(), name: z.string() })),
  notes: z.array(noteSchema),
  /** Breakout: the student's own reflection, which opens with a link back here (point 1). */
  reflectionPath: z.string().nullable(),
  /** The student's prayer (oratio), for the student only. */
  prayer: z.string().nullable(),
});
export type RoomView = z.infer<typeof roomViewSchema>;

/** The student's rooms. */
export const myRoomsSchema = z.array(
  z.object({
    roomId: z.string().nullable(),
    roomName: z.string().nullable(),
    sessionId: z.string(),
    title: z.string(),
    className: z.string(),
    kind: z.enum(WRITING_SESSION_KINDS),
    state: z.enum(WRITING_SESSION_STATES),
    /** Rooms to choose from when the teacher allows it and the student has none. */
    choices: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
);
export type MyRooms = z.infer<typeof myRoomsSchema>;

export const groupSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  groups: z.array(z.array(z.object({ studentId: z.string(), name: z.string() }))),
  createdAt: isoDate,
});
export const groupSetListSchema = z.array(groupSetSchema);
export type GroupSet = z.infer<typeof groupSetSchema>;

export const prayersSchema = z.array(
  z.object({
    roomId: z.string(),
    roomName: z.string(),
    studentId: z.string(),
    name: z.string(),
    body: z.string(),
    updatedAt: isoDate,
  }),
);

/** The answer to a move: whether the student's words stay behind in the room they left. */
export const movedSchema = z.object({ keptWords: z.number().int() });
