import type { FastifyInstance } from 'fastify';

/**
 * The live scopes of a course (issue 13): who hears which change. Events are pointers; every
 * page re-reads through its own permission-checked calls.
 */
/** Everyone in the course: the Discussion Board. */
export const courseScope = (courseId: string) => `course:${courseId}`;
/** The course's instructors: the review queue and the participants dashboard. */
export const courseStaffScope = (courseId: string) => `course-staff:${courseId}`;
/** One participant's own work in the course: their reflections and feedback. */
export const courseParticipantScope = (courseId: string, userId: string) =>
  `course-participant:${courseId}:${userId}`;

/**
 * Tells open pages, on every instance, that a reflection changed: the participant's lesson
 * page (feedback arrives live, point 11) and the instructors' queue.
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
