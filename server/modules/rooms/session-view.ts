import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { studentKey } from '../../../common/chat/rules';
import type { SessionSummary, TeacherSession } from '../../../common/schemas/rooms';
import type { WritingSessionsTable } from '../../db/schema';
import { studentNames } from './names';
import { publishedPieceIds } from './publish-room';
import { wordsByAuthor } from './attribution';
import { noteOf, notesOf } from './session-notes';

type Session = Selectable<WritingSessionsTable>;

/** What every view of a session says about it. */
export function sessionFieldsOf(session: Session) {
  return {
    id: session.id,
    classId: session.class_id,
    activityId: session.activity_id,
    title: session.title,
    kind: session.kind,
    state: session.state,
    createdAt: session.created_at,
    startedAt: session.started_at,
    closedAt: session.closed_at,
    endsAt: session.ends_at,
    prompt: session.prompt,
    passageReference: session.passage_reference,
    passageText: session.passage_text,
    phase: session.phase,
    phaseMinutes: session.phase_minutes,
    phaseEndsAt: session.phase_ends_at,
    selfChoice: session.self_choice === 1,
  };
}

/** The class's sessions, newest first, with their rooms and students counted. */
export async function listSessions(
  app: FastifyInstance,
  classId: string,
): Promise<SessionSummary[]> {
  const sessions = await app.db
    .selectFrom('writing_sessions')
    .selectAll()
    .where('class_id', '=', classId)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  if (sessions.length === 0) return [];
  const counts = await app.db
    .selectFrom('writing_rooms')
    .leftJoin('writing_room_members', (join) =>
      join
        .onRef('writing_room_members.room_id', '=', 'writing_rooms.id')
        .on('writing_room_members.left_at', 'is', null),
    )
    .select((eb) => [
      'writing_rooms.session_id',
      eb.fn.count<number>('writing_rooms.id').distinct().as('rooms'),
      eb.fn.count<number>('writing_room_members.student_id').distinct().as('students'),
    ])
    .where(
      'writing_rooms.session_id',
      'in',
      sessions.map((session) => session.id),
    )
    .groupBy('writing_rooms.session_id')
    .execute();
  const countOf = new Map(counts.map((row) => [row.session_id, row]));
  return sessions.map((session) => {
    const fields = sessionFieldsOf(session);
    return {
      id: fields.id,
      classId: fields.classId,
      activityId: fields.activityId,
      title: fields.title,
      kind: fields.kind,
      state: fields.state,
      createdAt: fields.createdAt,
      startedAt: fields.startedAt,
      closedAt: fields.closedAt,
      endsAt: fields.endsAt,
      roomCount: Number(countOf.get(session.id)?.rooms ?? 0),
      studentCount: Number(countOf.get(session.id)?.students ?? 0),
    };
  });
}

/**
 * The teacher's live view of every room (point 4): each room with each student's words and
 * last activity, students moved out after writing (their words stay), the notes, and the
 * class's students in no room.
 */
export async function teacherSessionView(
  app: FastifyInstance,
  session: Session,
): Promise<TeacherSession> {
  const [classRow, rooms, members, notes, names] = await Promise.all([
    app.db
      .selectFrom('classes')
      .select('title')
      .where('id', '=', session.class_id)
      .executeTakeFirstOrThrow(),
    app.db
      .selectFrom('writing_rooms')
      .select(['id', 'name', 'paused_at'])
      .where('session_id', '=', session.id)
      .execute(),
    app.db
      .selectFrom('writing_room_members')
      .innerJoin('writing_rooms', 'writing_rooms.id', 'writing_room_members.room_id')
      .select([
        'writing_room_members.room_id',
        'writing_room_members.student_id',
        'writing_room_members.left_at',
        'writing_room_members.joined_at',
      ])
      .where('writing_rooms.session_id', '=', session.id)
      .orderBy('writing_room_members.joined_at')
      .execute(),
    notesOf(app.db, session.id),
    studentNames(app.db, session.class_id),
  ]);
  rooms.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  const pieces = await publishedPieceIds(
    app,
    rooms.map((room) => room.id),
  );
  const placed = new Set<string>();
  const viewRooms = await Promise.all(
    rooms.map(async (room) => {
      const activity = await wordsByAuthor(app.db, room.id);
      const writer = (studentId: string) => {
        const done = activity.get(studentKey(studentId));
        return {
          studentId,
          name: names.get(studentId) ?? 'A former student',
          words: done?.words ?? 0,
          lastActiveAt: done?.lastActiveAt ?? null,
        };
      };
      const here = members.filter((member) => member.room_id === room.id);
      const current = here.filter((member) => member.left_at === null);
      current.forEach((member) => placed.add(member.student_id));
      const currentIds = new Set(current.map((member) => member.student_id));
      const formerIds = [
        ...new Set(
          here
            .filter((member) => member.left_at !== null && !currentIds.has(member.student_id))
            .map((member) => member.student_id),
        ),
      ];
      return {
        id: room.id,
        name: room.name,
        paused: room.paused_at !== null,
        publishedPieceId: pieces.get(room.id) ?? null,
        members: current
          .map((member) => writer(member.student_id))
          .sort((a, b) => a.name.localeCompare(b.name)),
        // Only those who left words behind are worth a line.
        formerMembers: formerIds.map(writer).filter((former) => former.words > 0),
        notes: notes.filter((note) => note.room_id === room.id).map(noteOf),
      };
    }),
  );
  return {
    ...sessionFieldsOf(session),
    className: classRow.title,
    rooms: viewRooms,
    broadcasts: notes.filter((note) => note.kind === 'broadcast').map(noteOf),
    unplaced: [...names.entries()]
      .filter(([studentId]) => !placed.has(studentId))
      .map(([studentId, name]) => ({ studentId, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
