import { z } from 'zod';

/** The live stream of a course (issue 13). */
export const ACADEMY_LIVE_API = {
  course: (courseId: string) => `/api/academy/live/courses/${courseId}`,
} as const;

/** One event: what changed ('reflection', 'post'…, or 'ready'/'resync') and its id. */
export const liveCourseEventSchema = z.object({ change: z.string(), id: z.string() });
export type LiveCourseEvent = z.infer<typeof liveCourseEventSchema>;
