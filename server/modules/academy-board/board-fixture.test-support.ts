import type { FastifyInstance } from 'fastify';
import { BOARD_API } from '../../../common/schemas/academy-board';
import type { Caller } from '../../../tests/support/factories';
import {
  academyCall,
  insertCourse,
  insertCourseMember,
  signedInAcademy,
} from '../../../tests/support/academy-callers';

/** A signed-in Academy account with a name of its own (mentions and authors show names). */
export async function namedAcademy(
  app: FastifyInstance,
  kind: 'instructor' | 'participant',
  first: string,
  last: string,
): Promise<Caller> {
  const caller = await signedInAcademy(app, kind);
  await app.db
    .updateTable('users')
    .set({ first_name: first, last_name: last })
    .where('id', '=', caller.id)
    .execute();
  return caller;
}

/**
 * A published course with its owner, a co-instructor, two participants, a pending member;
 * a stranger; and a participant of another course.
 */
export async function boardCourse(app: FastifyInstance) {
  const owner = await namedAcademy(app, 'instructor', 'Clara', 'Owens');
  const coInstructor = await namedAcademy(app, 'instructor', 'Tomas', 'Reyes');
  const rosa = await namedAcademy(app, 'participant', 'Rosa', 'Martin');
  const ben = await namedAcademy(app, 'participant', 'Ben', 'Okafor');
  const pending = await namedAcademy(app, 'participant', 'Paula', 'Pending');
  const stranger = await namedAcademy(app, 'participant', 'Sam', 'Stranger');
  const otherParticipant = await namedAcademy(app, 'participant', 'Olga', 'Other');
  const courseId = await insertCourse(app, owner.id, { status: 'published' });
  await insertCourseMember(app, courseId, coInstructor.id, 'instructor');
  await insertCourseMember(app, courseId, rosa.id, 'participant');
  await insertCourseMember(app, courseId, ben.id, 'participant');
  await insertCourseMember(app, courseId, pending.id, 'participant', 'pending');
  const otherCourseId = await insertCourse(app, stranger.id, { status: 'published' });
  await insertCourseMember(app, otherCourseId, otherParticipant.id, 'participant');

  const thread = (caller: Caller, body: Record<string, unknown> = {}) =>
    academyCall(app, 'POST', BOARD_API.threads(courseId), {
      caller,
      body: {
        clientId: crypto.randomUUID(),
        title: 'Where do you pray?',
        body: '<p>I pray in the garden.</p>',
        ...body,
      },
    });
  const reply = (caller: Caller, threadId: string, body = '<p>In the chapel.</p>') =>
    academyCall(app, 'POST', BOARD_API.replies(courseId, threadId), {
      caller,
      body: { clientId: crypto.randomUUID(), body },
    });
  const board = (caller: Caller, query = '') =>
    academyCall(app, 'GET', `${BOARD_API.threads(courseId)}${query}`, { caller });
  const read = (caller: Caller, threadId: string) =>
    academyCall(app, 'GET', BOARD_API.thread(courseId, threadId), { caller });

  return {
    owner,
    coInstructor,
    rosa,
    ben,
    pending,
    stranger,
    otherParticipant,
    courseId,
    otherCourseId,
    thread,
    reply,
    board,
    read,
  };
}
