import { z } from 'zod';
import { ROOM_CONTRIBUTION_MESSAGES as M } from '../copy/room-contributions';
import { isoDate } from './fields';
import type { RoomAudience } from './rooms';

/**
 * Who wrote what in a writing room (issue 18, points 6 and 7), at ROOMS_API.contributions and
 * ROOMS_API.restore (common/schemas/rooms.ts): each writer's words, the words added and
 * deleted per minute, a replay of the text coloured by writer, and the passages one person
 * wrote and another deleted, which a teacher restores in one click.
 */

/** The audience a page area calls the API as. */
export const audienceOfArea = (area: 'teacher' | 'student'): RoomAudience =>
  area === 'student' ? 'student' : 'user';

export const restoreBodySchema = z.object({
  deletionId: z
    .string({ error: M.deletionId })
    .trim()
    .min(1, { message: M.deletionId, abort: true })
    .max(80, M.deletionId),
});
export type RestoreBody = z.infer<typeof restoreBodySchema>;

const count = z.number().int().nonnegative();

export const contributionWriterSchema = z.object({
  /** 's:<studentId>' or 'u:<userId>'. */
  key: z.string(),
  /** Students see every writer as first name and last initial; adults see full names. */
  name: z.string(),
  adult: z.boolean(),
  /** They wrote as the class's teacher: their edits are marked (point 7). */
  teacherEdits: z.boolean(),
  wordsNow: count,
  wordsAdded: count,
  wordsDeletedOwn: count,
  wordsDeletedOthers: count,
  lastActiveAt: isoDate.nullable(),
});
export type ContributionWriter = z.infer<typeof contributionWriterSchema>;

export const minuteCountSchema = z.object({
  minute: isoDate,
  key: z.string(),
  added: count,
  deleted: count,
});
export type MinuteCount = z.infer<typeof minuteCountSchema>;

export const replayFrameSchema = z.object({
  at: isoDate,
  paragraphs: z.array(z.array(z.object({ key: z.string(), text: z.string() }))),
});
export type ReplayFrame = z.infer<typeof replayFrameSchema>;

export const deletedPassageSchema = z.object({
  id: z.string(),
  text: z.string(),
  writtenBy: z.string(),
  deletedBy: z.string(),
  deletedAt: isoDate,
  restoredAt: isoDate.nullable(),
});
export type DeletedPassage = z.infer<typeof deletedPassageSchema>;

export const roomContributionsSchema = z.object({
  roomId: z.string(),
  roomName: z.string(),
  sessionTitle: z.string(),
  /** The caller may restore deleted passages (the class's teachers while the room is open). */
  canRestore: z.boolean(),
  writers: z.array(contributionWriterSchema),
  timeline: z.array(minuteCountSchema),
  /** At most 30 steps through the log; the last is the text now. */
  frames: z.array(replayFrameSchema),
  deletions: z.array(deletedPassageSchema),
});
export type RoomContributions = z.infer<typeof roomContributionsSchema>;

export const restoredSchema = z.object({ restoredAt: isoDate });
