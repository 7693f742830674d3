import { z } from 'zod';
import { MEDIA_MESSAGES } from '../media/messages';
import { isoDate } from './fields';

/**
 * Videos (issue 10, point 10): an upload of kind 'video' is converted on the server (an MP4
 * with a poster, its duration and HLS) and may be attached to an activity. These are the calls
 * that show its state, serve its files to those allowed, and attach it.
 */
const media = (uploadId: string) => `/api/media/${encodeURIComponent(uploadId)}`;

export const MEDIA_API = {
  /** GET: the caller's own videos, newest first. */
  list: '/api/media',
  /** GET: one of the caller's own videos, with its processing state. */
  status: media,
  /** GET: the web-playable MP4 (Range requests answered), the poster, the HLS master playlist. */
  video: (uploadId: string) => `${media(uploadId)}/video`,
  poster: (uploadId: string) => `${media(uploadId)}/poster`,
  hls: (uploadId: string) => `${media(uploadId)}/hls/master.m3u8`,
  /** GET (readers), POST {uploadId} (the owner): the activity's video. */
  activityVideo: (activityId: string) => `/api/activities/${encodeURIComponent(activityId)}/video`,
  /** POST {}: the activity no longer shows a video (the video itself stays the teacher's). */
  removeActivityVideo: (activityId: string) =>
    `/api/activities/${encodeURIComponent(activityId)}/video/delete`,
} as const;

/** The states a video goes through, as the uploads table records them (migration 0019). */
export const VIDEO_STATES = ['uploading', 'processing', 'ready', 'failed'] as const;
export type VideoState = (typeof VIDEO_STATES)[number];

export const videoAnswerSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  status: z.enum(VIDEO_STATES),
  /** Why it failed, in words for the uploader; null unless failed. */
  failureReason: z.string().nullable(),
  /** Null until processed, and when served as uploaded without FFmpeg. */
  durationMs: z.number().nullable(),
  /** The file to play (video/mp4, or WebM served as uploaded), once ready. */
  videoUrl: z.string().nullable(),
  videoType: z.string().nullable(),
  posterUrl: z.string().nullable(),
  /** The HLS master playlist (360p and 720p), when made. */
  hlsUrl: z.string().nullable(),
  updatedAt: isoDate,
});
export type VideoAnswer = z.infer<typeof videoAnswerSchema>;

/** GET/POST /api/activities/:id/video: the attached video, or null (none, or not ready yet for a reader). */
export const activityVideoAnswerSchema = z.object({ video: videoAnswerSchema.nullable() });
export type ActivityVideoAnswer = z.infer<typeof activityVideoAnswerSchema>;

export const attachVideoSchema = z.object({
  uploadId: z
    .string({ error: MEDIA_MESSAGES.uploadIdRequired })
    .trim()
    .min(1, { message: MEDIA_MESSAGES.uploadIdRequired, abort: true })
    .max(40, MEDIA_MESSAGES.notFound),
});
export type AttachVideoInput = z.infer<typeof attachVideoSchema>;

/** The file routes take an optional version, so a new video is never served from a cache. */
export const mediaFileQuerySchema = z.object({ v: z.string().max(100).optional() });
