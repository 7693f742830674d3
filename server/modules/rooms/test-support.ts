import type { FastifyInstance } from 'fastify';
import { ROOMS_API } from '../../../common/schemas/rooms';
import { activityInput } from '../activities/test-support';
import { insertClass, send, signedInUser, type Caller } from '../../../tests/support/factories';
import { signedInStudentOf } from '../chat/test-support';

const FIRST_NAMES = ['Ana', 'Ben', 'Cara', 'Dan', 'Eva', 'Finn', 'Gia', 'Hugo', 'Ines', 'Jon'];

/**
 * A teacher's class with `students` signed-in students (grade 8 unless given) and an activity
 * assigned to it, made through the API: the world the rooms' tests start from.
 */
export async function roomsClass(
  app: FastifyInstance,
  { students = 4, grade = '8' }: { students?: number; grade?: string } = {},
) {
  const teacher = await signedInUser(app, 'teacher');
  const classId = await insertClass(app, teacher.id, 'Grade 8 Religion');
  const pupils: Caller[] = [];
  for (let index = 0; index < students; index += 1) {
    pupils.push(
      await signedInStudentOf(app, teacher.id, classId, {
        firstName: FIRST_NAMES[index % FIRST_NAMES.length]!,
        grade,
      }),
    );
  }
  const created = await send(app, 'POST', '/api/activities', teacher, activityInput());
  const activityId = (created.json() as { id: string }).id;
  const assigned = await send(app, 'POST', `/api/activities/${activityId}/assign`, teacher, {
    classIds: [classId],
    dueDate: null,
  });
  if (assigned.statusCode !== 200) throw new Error(`Not assigned: ${assigned.body}`);
  return { teacher, classId, students: pupils, activityId };
}

/** Makes a session by hand from the students' indexes, e.g. [[0, 1], [2, 3]]. */
export async function sessionByHand(
  app: FastifyInstance,
  world: Awaited<ReturnType<typeof roomsClass>>,
  groups: number[][],
  kind: 'group' | 'breakout' | 'lectio' = 'group',
) {
  const response = await send(app, 'POST', ROOMS_API.sessions(world.classId), world.teacher, {
    activityId: world.activityId,
    kind,
    grouping: {
      method: 'hand',
      groups: groups.map((group) => group.map((index) => world.students[index]!.id)),
    },
  });
  if (response.statusCode !== 201) throw new Error(`No session: ${response.body}`);
  const sessionId = (response.json() as { id: string }).id;
  const view = await send(app, 'GET', ROOMS_API.session(sessionId), world.teacher);
  const rooms = (view.json() as { rooms: { id: string; name: string }[] }).rooms;
  return { sessionId, roomIds: rooms.map((room) => room.id) };
}
