import type { FastifyInstance } from 'fastify';
import { COURSE_MESSAGE_CHANGE } from '../../../common/schemas/academy-messages';
import { courseParticipantScope, courseScope, courseStaffScope } from '../academy-live/scopes';

/**
 * Tells the open Messages pages of a conversation's members, on every instance, that it
 * changed: the participant's own scope and the course's instructors. The event only points
 * (its id is the participant's); each page reads again through its permission-checked calls.
 */
export async function conversationChanged(
  app: FastifyInstance,
  courseId: string,
  participantId: string,
): Promise<void> {
  const event = { type: COURSE_MESSAGE_CHANGE, id: participantId };
  await Promise.all([
    app.live.publish({ ...event, scope: courseParticipantScope(courseId, participantId) }),
    app.live.publish({ ...event, scope: courseStaffScope(courseId) }),
  ]);
}

/** Messaging was turned on or off: every open Messages page of the course reads again. */
export async function messagingSwitched(app: FastifyInstance, courseId: string): Promise<void> {
  await app.live.publish({
    type: COURSE_MESSAGE_CHANGE,
    id: courseId,
    scope: courseScope(courseId),
  });
}
