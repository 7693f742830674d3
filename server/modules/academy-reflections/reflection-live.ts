import type { FastifyInstance } from 'fastify';

/** The live scope of a course's instructors: their review screens listen on it. */
export const courseStaffScope = (courseId: string) => `course-staff:${courseId}`;
/** The live scope of one participant's own work in a course. */
export const courseParticipantScope = (courseId: string, userId: string) =>
  `course-participant:${courseId}:${userId}`;

/**
 * Tells open pages, on every instance, that a reflection changed: the participant's lesson
 * page (feedback arrives live, point 11) and the instructors' queue. A pointer only: each page
 * re-reads through its own permission checks.
 */
export async function reflectionChanged(
  app: FastifyInstance,
  {
    courseId,
    participantId,
    reflectionId,
  }: { courseId: string; participantId: string; reflectionId: string },
): Promise<void> {
  const event = { type: 'reflection', id: reflectionId };
  await Promise.all([
    app.live.publish({ ...event, scope: courseParticipantScope(courseId, participantId) }),
    app.live.publish({ ...event, scope: courseStaffScope(courseId) }),
  ]);
}
