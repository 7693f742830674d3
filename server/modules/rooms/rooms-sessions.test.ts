import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_MESSAGES as M } from '../../../common/copy/rooms';
import { presenceColorOf } from '../../../common/rooms/presence';
import { CLOSE_WARNING_SECONDS } from '../../../common/rooms/sessions';
import {
  ROOMS_API,
  type MyRooms,
  type RoomView,
  type TeacherSession,
} from '../../../common/schemas/rooms';
import { testDatabases } from '../../../tests/support/databases';
import { insertCoTeacher, send, signedInUser, type Caller } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { signedInParentOf } from '../chat/test-support';
import { runSessionClock } from './session-actions';
import { roomsClass, sessionByHand } from './test-support';

/** Issue 18, points 1–5, 9 and 13: the sessions' API and its rules, on each database. */
for (const database of testDatabases()) {
  describe(`writing sessions on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const teacherView = async (teacher: Caller, sessionId: string) =>
      (await send(app, 'GET', ROOMS_API.session(sessionId), teacher)).json() as TeacherSession;
    const studentView = (student: Caller, roomId: string) =>
      send(app, 'GET', ROOMS_API.room('student', roomId), student);
    const rightOf = async (student: Caller, roomId: string) => {
      const response = await studentView(student, roomId);
      return response.statusCode === 200
        ? (response.json() as RoomView).right
        : response.statusCode;
    };

    it('splits a class at random into fair groups of the size asked, and refuses sizes outside 2–6', async () => {
      const world = await roomsClass(app, { students: 7 });
      const made = await send(app, 'POST', ROOMS_API.sessions(world.classId), world.teacher, {
        activityId: world.activityId,
        kind: 'group',
        grouping: { method: 'random', size: 3 },
      });
      expect(made.statusCode).toBe(201);
      const view = await teacherView(world.teacher, (made.json() as { id: string }).id);
      // 7 at size 3: two rooms of 3 and 4, never a lone student.
      expect(view.rooms.map((room) => room.members.length).sort()).toEqual([3, 4]);
      expect(view.rooms.map((room) => room.name)).toEqual(['Room 1', 'Room 2']);
      expect(view.unplaced).toEqual([]);
      expect(view.state).toBe('locked');
      expect(view.passageReference).toBe('Luke 15:1-7');
      expect(view.prompt).toBe('Why does the shepherd go after one sheep?\nWho is lost?');
      const placed = view.rooms.flatMap((room) => room.members.map((member) => member.studentId));
      expect(new Set(placed).size).toBe(7);

      for (const size of [1, 7, 2.5, '3']) {
        const refused = await send(app, 'POST', ROOMS_API.sessions(world.classId), world.teacher, {
          activityId: world.activityId,
          kind: 'group',
          grouping: { method: 'random', size },
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ errors: { grouping: M.groupSize } });
      }
    });

    it('takes groups by hand only of the class’s students, each once, and keeps and reuses a set', async () => {
      const world = await roomsClass(app, { students: 4 });
      const other = await roomsClass(app, { students: 1 });
      const byHand = (groups: string[][], extra: object = {}) =>
        send(app, 'POST', ROOMS_API.sessions(world.classId), world.teacher, {
          activityId: world.activityId,
          kind: 'breakout',
          grouping: { method: 'hand', groups },
          ...extra,
        });
      const [ana, ben, cara, dan] = world.students.map((student) => student.id) as string[];
      const outsider = await byHand([[ana!, other.students[0]!.id]]);
      expect(outsider.statusCode).toBe(400);
      expect(outsider.json()).toEqual({ errors: { groups: M.notInClass } });
      const twice = await byHand([
        [ana!, ben!],
        [ben!, cara!],
      ]);
      expect(twice.json()).toEqual({ errors: { groups: M.twice } });

      const kept = await byHand(
        [
          [ana!, ben!],
          [cara!, dan!],
        ],
        { saveSetAs: 'Reading pairs' },
      );
      expect(kept.statusCode).toBe(201);
      const sets = (
        await send(app, 'GET', ROOMS_API.groupSets(world.classId), world.teacher)
      ).json();
      expect(sets).toHaveLength(1);
      expect(sets[0].name).toBe('Reading pairs');
      const again = await send(app, 'POST', ROOMS_API.sessions(world.classId), world.teacher, {
        activityId: world.activityId,
        kind: 'group',
        grouping: { method: 'set', setId: sets[0].id },
      });
      expect(again.statusCode).toBe(201);
      const view = await teacherView(world.teacher, (again.json() as { id: string }).id);
      expect(
        view.rooms.map((room) => room.members.map((member) => member.studentId).sort()),
      ).toEqual([[ana, ben].sort(), [cara, dan].sort()]);
      // Another class's teacher cannot read, use or delete the set.
      const stranger = await send(app, 'POST', ROOMS_API.sessions(other.classId), other.teacher, {
        activityId: other.activityId,
        kind: 'group',
        grouping: { method: 'set', setId: sets[0].id },
      });
      expect(stranger.statusCode).toBe(404);
      expect(
        (await send(app, 'POST', ROOMS_API.deleteGroupSet(sets[0].id), other.teacher)).statusCode,
      ).toBe(404);
      expect(
        (await send(app, 'POST', ROOMS_API.deleteGroupSet(sets[0].id), world.teacher)).statusCode,
      ).toBe(200);
      expect(
        (await send(app, 'GET', ROOMS_API.groupSets(world.classId), world.teacher)).json(),
      ).toEqual([]);
    });

    it('makes rooms only for an activity assigned to the class', async () => {
      const world = await roomsClass(app, { students: 2 });
      const other = await roomsClass(app, { students: 1 });
      const refused = await send(app, 'POST', ROOMS_API.sessions(world.classId), world.teacher, {
        activityId: other.activityId,
        kind: 'group',
        grouping: { method: 'random', size: 2 },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ errors: { activityId: M.activityNotAssigned } });
    });

    it('answers another class’s teacher, a parent and a student with 404 on every session call; a co-teacher runs it', async () => {
      const world = await roomsClass(app, { students: 2 });
      const { sessionId, roomIds } = await sessionByHand(app, world, [[0, 1]]);
      const stranger = await signedInUser(app, 'teacher');
      const parent = await signedInParentOf(app, world.students[0]!.id);
      const calls: [string, string, object?][] = [
        ['GET', ROOMS_API.session(sessionId)],
        ['GET', ROOMS_API.prayers(sessionId)],
        ['POST', ROOMS_API.start(sessionId), { minutes: null }],
        ['POST', ROOMS_API.close(sessionId), { warn: false }],
        ['POST', ROOMS_API.prompt(sessionId), { prompt: 'Sabotage' }],
        ['POST', ROOMS_API.broadcast(sessionId), { body: 'Hello' }],
        [
          'POST',
          ROOMS_API.move(sessionId),
          { studentId: world.students[0]!.id, roomId: roomIds[0] },
        ],
        ['GET', ROOMS_API.sessions(world.classId)],
      ];
      for (const caller of [stranger, parent]) {
        for (const [method, url, body] of calls) {
          const answer = await send(app, method as 'GET' | 'POST', url, caller, body);
          expect(answer.statusCode, `${method} ${url}`).toBe(404);
        }
      }
      expect(
        (await send(app, 'GET', ROOMS_API.session(sessionId), world.students[0])).statusCode,
      ).toBe(401);
      expect(
        (await send(app, 'GET', ROOMS_API.room('user', roomIds[0]!), stranger)).statusCode,
      ).toBe(404);
      expect(
        (await send(app, 'POST', ROOMS_API.pause(roomIds[0]!), stranger, { paused: true }))
          .statusCode,
      ).toBe(404);
      // A parent of a student in the room reads it, but may not act as a teacher.
      expect(
        (await send(app, 'GET', ROOMS_API.room('user', roomIds[0]!), parent)).json().right,
      ).toBe('read');
      expect(
        (await send(app, 'POST', ROOMS_API.pause(roomIds[0]!), parent, { paused: true }))
          .statusCode,
      ).toBe(403);

      const coTeacher = await signedInUser(app, 'teacher');
      await insertCoTeacher(app, world.classId, coTeacher.id, world.teacher.id);
      expect(
        (await send(app, 'POST', ROOMS_API.start(sessionId), coTeacher, { minutes: null }))
          .statusCode,
      ).toBe(200);
      expect((await teacherView(world.teacher, sessionId)).state).toBe('open');
      // Nothing of the stranger's attempts changed the session.
      expect((await teacherView(world.teacher, sessionId)).prompt).not.toBe('Sabotage');
    });

    it('opens rooms locked, starts them once, takes prompt edits only before the start, and closes after the 60-second warning', async () => {
      const world = await roomsClass(app, { students: 2 });
      const [ana] = world.students;
      const { sessionId, roomIds } = await sessionByHand(app, world, [[0, 1]]);
      const roomId = roomIds[0]!;
      expect(await rightOf(ana!, roomId)).toBe('read');
      const edited = await send(app, 'POST', ROOMS_API.prompt(sessionId), world.teacher, {
        prompt: 'Which word of the parable stayed with you?',
      });
      expect(edited.statusCode).toBe(200);
      const seen = (await studentView(ana!, roomId)).json() as RoomView;
      expect(seen.session.prompt).toBe('Which word of the parable stayed with you?');
      expect(seen.session.state).toBe('locked');

      for (let press = 0; press < 2; press += 1) {
        const started = await send(app, 'POST', ROOMS_API.start(sessionId), world.teacher, {
          minutes: 20,
        });
        expect(started.statusCode).toBe(200);
      }
      expect(await rightOf(ana!, roomId)).toBe('write');
      const late = await send(app, 'POST', ROOMS_API.prompt(sessionId), world.teacher, {
        prompt: 'Too late',
      });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ errors: { prompt: M.alreadyStarted } });

      const before = Date.now();
      await send(app, 'POST', ROOMS_API.close(sessionId), world.teacher, { warn: true });
      const warned = (await studentView(ana!, roomId)).json() as RoomView;
      const endsAt = new Date(warned.session.endsAt!).getTime();
      expect(endsAt - before).toBeGreaterThanOrEqual(CLOSE_WARNING_SECONDS * 1000 - 50);
      expect(endsAt - before).toBeLessThan(CLOSE_WARNING_SECONDS * 1000 + 5_000);
      expect(warned.right).toBe('write');
      // The clock a second before the end changes nothing; at the end, the rooms close.
      expect(await runSessionClock(app, new Date(endsAt - 1000))).toBe(0);
      expect(await rightOf(ana!, roomId)).toBe('write');
      expect(await runSessionClock(app, new Date(endsAt))).toBe(1);
      expect(await runSessionClock(app, new Date(endsAt + 1000))).toBe(0);
      const closed = (await studentView(ana!, roomId)).json() as RoomView;
      expect(closed.session.state).toBe('closed');
      expect(closed.right).toBe('read');
      expect(
        (await send(app, 'GET', ROOMS_API.room('user', roomId), world.teacher)).json().right,
      ).toBe('read');
      const reopened = await send(app, 'POST', ROOMS_API.start(sessionId), world.teacher, {
        minutes: null,
      });
      expect(reopened.statusCode).toBe(409);
      expect(reopened.json()).toEqual({ errors: { session: M.closed } });
    });

    it('pauses one room for reading only, and resumes it', async () => {
      const world = await roomsClass(app, { students: 4 });
      const { sessionId, roomIds } = await sessionByHand(app, world, [
        [0, 1],
        [2, 3],
      ]);
      await send(app, 'POST', ROOMS_API.start(sessionId), world.teacher, { minutes: null });
      await send(app, 'POST', ROOMS_API.pause(roomIds[0]!), world.teacher, { paused: true });
      expect(await rightOf(world.students[0]!, roomIds[0]!)).toBe('read');
      expect(await rightOf(world.students[2]!, roomIds[1]!)).toBe('write');
      expect((await teacherView(world.teacher, sessionId)).rooms[0]!.paused).toBe(true);
      await send(app, 'POST', ROOMS_API.pause(roomIds[0]!), world.teacher, { paused: false });
      expect(await rightOf(world.students[0]!, roomIds[0]!)).toBe('write');
    });

    it('moves a student: the old room is no longer theirs, the new one is, and the answer says what stayed', async () => {
      const world = await roomsClass(app, { students: 4 });
      const [ana] = world.students;
      const { sessionId, roomIds } = await sessionByHand(app, world, [
        [0, 1],
        [2, 3],
      ]);
      await send(app, 'POST', ROOMS_API.start(sessionId), world.teacher, { minutes: null });
      const moved = await send(app, 'POST', ROOMS_API.move(sessionId), world.teacher, {
        studentId: ana!.id,
        roomId: roomIds[1],
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({ keptWords: 0 });
      expect(await rightOf(ana!, roomIds[0]!)).toBe(404);
      expect(await rightOf(ana!, roomIds[1]!)).toBe('write');
      const again = await send(app, 'POST', ROOMS_API.move(sessionId), world.teacher, {
        studentId: ana!.id,
        roomId: roomIds[1],
      });
      expect(again.json()).toEqual({ errors: { roomId: M.sameRoom } });
      const view = await teacherView(world.teacher, sessionId);
      expect(view.rooms[1]!.members.map((member) => member.studentId)).toContain(ana!.id);
      expect(view.rooms[0]!.members.map((member) => member.studentId)).not.toContain(ana!.id);
      // Another session's room is not a place to move to.
      const otherSession = await sessionByHand(app, world, [[0]]);
      const elsewhere = await send(app, 'POST', ROOMS_API.move(sessionId), world.teacher, {
        studentId: ana!.id,
        roomId: otherSession.roomIds[0],
      });
      expect(elsewhere.statusCode).toBe(404);
    });

    it('takes a student removed from the class out of their rooms', async () => {
      const world = await roomsClass(app, { students: 2 });
      const { sessionId, roomIds } = await sessionByHand(app, world, [[0, 1]]);
      await send(app, 'POST', ROOMS_API.start(sessionId), world.teacher, { minutes: null });
      const removed = await send(
        app,
        'DELETE',
        `/api/classroom/classes/${world.classId}/students/${world.students[0]!.id}`,
        world.teacher,
      );
      expect(removed.statusCode).toBe(200);
      expect(await rightOf(world.students[0]!, roomIds[0]!)).toBe(404);
      expect(await rightOf(world.students[1]!, roomIds[0]!)).toBe('write');
    });

    it('carries broadcasts to every room, comments to one, and a call for help once to the teacher', async () => {
      const world = await roomsClass(app, { students: 4 });
      const [ana, , cara] = world.students;
      const { sessionId, roomIds } = await sessionByHand(app, world, [
        [0, 1],
        [2, 3],
      ]);
      await send(app, 'POST', ROOMS_API.start(sessionId), world.teacher, { minutes: null });
      await send(app, 'POST', ROOMS_API.broadcast(sessionId), world.teacher, {
        body: 'Five minutes left.',
      });
      await send(app, 'POST', ROOMS_API.comment(roomIds[0]!), world.teacher, {
        body: 'Lovely start, Room 1.',
      });
      const blank = await send(app, 'POST', ROOMS_API.broadcast(sessionId), world.teacher, {
        body: '  ',
      });
      expect(blank.json()).toEqual({ errors: { body: M.noteBody } });
      const notesOf = async (student: Caller, roomId: string) =>
        ((await studentView(student, roomId)).json() as RoomView).notes.map((note) => note.body);
      expect(await notesOf(ana!, roomIds[0]!)).toEqual([
        'Five minutes left.',
        'Lovely start, Room 1.',
      ]);
      expect(await notesOf(cara!, roomIds[1]!)).toEqual(['Five minutes left.']);

      for (let press = 0; press < 2; press += 1) {
        const asked = await send(app, 'POST', ROOMS_API.help(roomIds[1]!), cara, {
          body: 'Stuck on verse 4',
        });
        expect(asked.statusCode).toBe(200);
      }
      const view = await teacherView(world.teacher, sessionId);
      const help = view.rooms[1]!.notes.filter((note) => note.kind === 'help');
      expect(help).toHaveLength(1);
      expect(help[0]!.authorName).toMatch(/^Cara [A-Z]\.$/);
      // Ana, in another room, cannot ask for help in Cara's.
      expect((await send(app, 'POST', ROOMS_API.help(roomIds[1]!), ana, {})).statusCode).toBe(404);
      expect(
        (await send(app, 'POST', ROOMS_API.resolveNote(help[0]!.id), world.teacher)).statusCode,
      ).toBe(200);
      const after = await teacherView(world.teacher, sessionId);
      expect(after.rooms[1]!.notes.find((note) => note.kind === 'help')!.resolvedAt).not.toBeNull();
      // A stranger cannot answer another class's call.
      const stranger = await signedInUser(app, 'teacher');
      expect(
        (await send(app, 'POST', ROOMS_API.resolveNote(help[0]!.id), stranger)).statusCode,
      ).toBe(404);
    });

    it('moves a Lectio Divina circle through its movements: writing together, then a private prayer, then silence', async () => {
      const world = await roomsClass(app, { students: 2 });
      const [ana, ben] = world.students;
      const { sessionId, roomIds } = await sessionByHand(app, world, [[0, 1]], 'lectio');
      const roomId = roomIds[0]!;
      await send(app, 'POST', ROOMS_API.start(sessionId), world.teacher, { minutes: null });
      expect(((await studentView(ana!, roomId)).json() as RoomView).session.phase).toBe('lectio');
      expect(await rightOf(ana!, roomId)).toBe('write');
      const early = await send(app, 'POST', ROOMS_API.prayer(roomId), ana, {
        body: 'Lord, teach me.',
      });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ errors: { body: M.prayerPhase } });

      await send(app, 'POST', ROOMS_API.phase(sessionId), world.teacher, { phase: 'meditatio' });
      expect(await rightOf(ana!, roomId)).toBe('write');
      await send(app, 'POST', ROOMS_API.phase(sessionId), world.teacher, { phase: 'oratio' });
      expect(await rightOf(ana!, roomId)).toBe('read');
      const prayed = await send(app, 'POST', ROOMS_API.prayer(roomId), ana, {
        body: 'Lord, teach me.',
      });
      expect(prayed.statusCode).toBe(200);
      // Private: Ben reads his own (empty) box, never Ana's; the teacher reads Ana's.
      expect(((await studentView(ben!, roomId)).json() as RoomView).prayer).toBe('');
      expect(((await studentView(ana!, roomId)).json() as RoomView).prayer).toBe('Lord, teach me.');
      const prayers = (await send(app, 'GET', ROOMS_API.prayers(sessionId), world.teacher)).json();
      expect(prayers).toEqual([
        expect.objectContaining({ studentId: ana!.id, body: 'Lord, teach me.' }),
      ]);
      await send(app, 'POST', ROOMS_API.phase(sessionId), world.teacher, { phase: 'contemplatio' });
      expect(await rightOf(ana!, roomId)).toBe('read');

      const group = await sessionByHand(app, world, [[0, 1]]);
      const notCircle = await send(app, 'POST', ROOMS_API.phase(group.sessionId), world.teacher, {
        phase: 'oratio',
      });
      expect(notCircle.json()).toEqual({ errors: { phase: M.notLectio } });
    });

    it('moves the circle on when a movement’s timer runs out', async () => {
      const world = await roomsClass(app, { students: 2 });
      const created = await send(app, 'POST', ROOMS_API.sessions(world.classId), world.teacher, {
        activityId: world.activityId,
        kind: 'lectio',
        phaseMinutes: 3,
        grouping: { method: 'hand', groups: [[world.students[0]!.id, world.students[1]!.id]] },
      });
      const sessionId = (created.json() as { id: string }).id;
      await send(app, 'POST', ROOMS_API.start(sessionId), world.teacher, { minutes: null });
      const started = await teacherView(world.teacher, sessionId);
      const phaseEnds = new Date(started.phaseEndsAt!).getTime();
      expect(phaseEnds - new Date(started.startedAt!).getTime()).toBe(3 * 60_000);
      await runSessionClock(app, new Date(phaseEnds));
      expect((await teacherView(world.teacher, sessionId)).phase).toBe('meditatio');
    });

    it('lets students choose a room only where the teacher allows it, once', async () => {
      const world = await roomsClass(app, { students: 2 });
      const [ana] = world.students;
      const make = (selfChoice: boolean) =>
        send(app, 'POST', ROOMS_API.sessions(world.classId), world.teacher, {
          activityId: world.activityId,
          kind: 'group',
          selfChoice,
          grouping: { method: 'hand', groups: [[], []] },
        });
      const closedChoice = (await make(false)).json() as { id: string };
      const openChoice = (await make(true)).json() as { id: string };
      const mine = (await send(app, 'GET', ROOMS_API.mine, ana)).json() as MyRooms;
      const choosing = mine.find((entry) => entry.sessionId === openChoice.id)!;
      expect(choosing.choices.map((choice) => choice.name)).toEqual(['Room 1', 'Room 2']);
      expect(mine.find((entry) => entry.sessionId === closedChoice.id)!.choices).toEqual([]);
      const closedRooms = (await teacherView(world.teacher, closedChoice.id)).rooms;
      const refused = await send(app, 'POST', ROOMS_API.choose(closedChoice.id), ana, {
        roomId: closedRooms[0]!.id,
      });
      expect(refused.json()).toEqual({ errors: { roomId: M.choiceOff } });
      const chosen = await send(app, 'POST', ROOMS_API.choose(openChoice.id), ana, {
        roomId: choosing.choices[1]!.id,
      });
      expect(chosen.statusCode).toBe(200);
      const twice = await send(app, 'POST', ROOMS_API.choose(openChoice.id), ana, {
        roomId: choosing.choices[0]!.id,
      });
      expect(twice.json()).toEqual({ errors: { roomId: M.alreadyPlaced } });
      const now = (await send(app, 'GET', ROOMS_API.mine, ana)).json() as MyRooms;
      expect(now.find((entry) => entry.sessionId === openChoice.id)!.roomName).toBe('Room 2');
      // A student of another class cannot choose a room here.
      const outsider = await roomsClass(app, { students: 1 });
      const stranger = await send(
        app,
        'POST',
        ROOMS_API.choose(openChoice.id),
        outsider.students[0],
        {
          roomId: choosing.choices[0]!.id,
        },
      );
      expect(stranger.statusCode).toBe(404);
    });

    it('gives each reader one presence: first name and last initial, adult or not, one colour', async () => {
      const world = await roomsClass(app, { students: 1, grade: '6' });
      const { roomIds } = await sessionByHand(app, world, [[0]]);
      const view = (await studentView(world.students[0]!, roomIds[0]!)).json() as RoomView;
      expect(view.me.presence).toEqual({
        name: expect.stringMatching(/^Ana [A-Z]\.$/),
        adult: false,
        color: presenceColorOf(view.me.key),
      });
      expect(view.members.map((member) => member.name)).toEqual([view.me.presence.name]);
      const asTeacher = await send(app, 'GET', ROOMS_API.room('user', roomIds[0]!), world.teacher);
      expect((asTeacher.json() as RoomView).me.presence).toMatchObject({ adult: true });
    });
  });
}
