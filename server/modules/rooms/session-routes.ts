import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROOM_MESSAGES as M } from '../../../common/copy/rooms';
import { userKey } from '../../../common/chat/rules';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import {
  classParamsSchema,
  closeSchema,
  createSessionSchema,
  createdSessionSchema,
  groupSetInputSchema,
  groupSetListSchema,
  moveSchema,
  movedSchema,
  noteBodySchema,
  noteParamsSchema,
  okSchema,
  phaseSchema,
  prayersSchema,
  promptSchema,
  sessionListSchema,
  sessionParamsSchema,
  setParamsSchema,
  startSchema,
  teacherSessionSchema,
  timerSchema,
} from '../../../common/schemas/rooms';
import { loadTaughtClass } from '../../access/teaches-class';
import { requireSessionTeacher } from '../../access/writing-rooms';
import { AppError } from '../../errors';
import { checkGroups, classStudentIds } from './groups';
import { deleteGroupSet, listGroupSets, saveGroupSet } from './group-sets';
import { wordsByAuthor } from './attribution';
import {
  closeSession,
  editPrompt,
  movePhase,
  moveStudent,
  setTimer,
  startSession,
} from './session-actions';
import { createSession } from './session-create';
import { streamSession } from './session-live';
import { addNote, loadNote, prayersOf, resolveNote } from './session-notes';
import { listSessions, teacherSessionView } from './session-view';
import { studentKey } from '../../../common/chat/rules';

const tags = ['rooms'];
const ok = { ok: true as const };
/** The class's or session's teachers only: others get the 404 of what they named. */
const teacherRefusals = errorAnswers(401, 404);

/**
 * A teacher's writing sessions (issue 18): making a class's rooms (by hand, at random or from
 * a saved set), starting, timing and closing them, moving students, notes, and the circle's
 * movements. The class's teachers (owner and co-teachers) only, through the access layer.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/classes/:classId/sessions',
    {
      schema: {
        summary: 'The class’s writing sessions, newest first',
        tags,
        params: classParamsSchema,
        response: { 200: sessionListSchema, ...teacherRefusals },
      },
    },
    async (request) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      return listSessions(app, taught.classRow.id);
    },
  );

  app.post(
    '/classes/:classId/sessions',
    {
      schema: {
        summary: 'Make a session’s rooms for an assigned activity, locked until started',
        tags,
        params: classParamsSchema,
        body: createSessionSchema,
        response: { 201: createdSessionSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      const created = await createSession(app, taught, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/classes/:classId/group-sets',
    {
      schema: {
        summary: 'The class’s saved group sets',
        tags,
        params: classParamsSchema,
        response: { 200: groupSetListSchema, ...teacherRefusals },
      },
    },
    async (request) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      return listGroupSets(app.db, taught.classRow.id);
    },
  );

  app.post(
    '/classes/:classId/group-sets',
    {
      schema: {
        summary: 'Keep groups as a set of the class',
        tags,
        params: classParamsSchema,
        body: groupSetInputSchema,
        response: { 201: createdSessionSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const taught = await loadTaughtClass(request, request.params.classId);
      checkGroups(request.body.groups, new Set(await classStudentIds(app.db, taught.classRow.id)));
      const id = await saveGroupSet(app.db, {
        classId: taught.classRow.id,
        name: request.body.name,
        groups: request.body.groups,
        createdBy: taught.teacherId,
      });
      return reply.status(201).send({ id });
    },
  );

  app.post(
    '/group-sets/:setId/delete',
    {
      schema: {
        summary: 'Delete a saved group set (sessions made from it keep their rooms)',
        tags,
        params: setParamsSchema,
        body: ignoredBodySchema,
        response: { 200: okSchema, ...teacherRefusals },
      },
    },
    async (request) => {
      const set = await app.db
        .selectFrom('writing_group_sets')
        .select('class_id')
        .where('id', '=', request.params.setId)
        .executeTakeFirst();
      // An unknown set is answered as a class the caller does not teach.
      const taught = await loadTaughtClass(request, set?.class_id ?? 'unknown-set');
      await deleteGroupSet(app.db, taught.classRow.id, request.params.setId);
      return ok;
    },
  );

  app.get(
    '/sessions/:sessionId',
    {
      schema: {
        summary: 'The teacher’s live view of every room of the session',
        tags,
        params: sessionParamsSchema,
        response: { 200: teacherSessionSchema, ...teacherRefusals },
      },
    },
    async (request) => {
      const { session } = await requireSessionTeacher(request, request.params.sessionId);
      return teacherSessionView(app, session);
    },
  );

  app.get(
    '/sessions/:sessionId/stream',
    {
      schema: {
        summary: 'Server-Sent Events: `room` whenever the session changes',
        tags,
        params: sessionParamsSchema,
        response: { 200: z.string(), ...errorAnswers(401, 404, 429) },
      },
    },
    async (request, reply) => {
      const { session, teacher } = await requireSessionTeacher(request, request.params.sessionId);
      await streamSession(app, request, reply, { account: teacher, sessionId: session.id });
      return reply;
    },
  );

  /** The session's teacher, for a POST with a body. */
  const post = <Body extends z.ZodType>(
    path: string,
    summary: string,
    body: Body,
    run: (
      request: { body: z.infer<Body>; params: { sessionId: string } },
      session: Awaited<ReturnType<typeof requireSessionTeacher>>,
    ) => Promise<unknown>,
    answer: z.ZodType = okSchema,
  ) =>
    app.post(
      `/sessions/:sessionId/${path}`,
      {
        schema: {
          summary,
          tags,
          params: sessionParamsSchema,
          body,
          response: { 200: answer, ...errorAnswers(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const owner = await requireSessionTeacher(request, request.params.sessionId);
        const answered = await run(
          request as { body: z.infer<Body>; params: { sessionId: string } },
          owner,
        );
        return answered ?? ok;
      },
    );

  post('prompt', 'Edit the prompt before the start: it reaches every room', promptSchema, (r, s) =>
    editPrompt(app, s.session, r.body.prompt),
  );
  post('start', 'Open the rooms for writing, with an optional timer', startSchema, (r, s) =>
    startSession(app, s.session, r.body.minutes),
  );
  post('timer', 'Set, change or clear the open rooms’ timer', timerSchema, (r, s) =>
    setTimer(app, s.session, r.body.minutes),
  );
  post('close', 'Close the rooms now, or after the 60-second warning', closeSchema, (r, s) =>
    closeSession(app, s.session, r.body.warn),
  );
  post('phase', 'Move the circle to a movement', phaseSchema, (r, s) =>
    movePhase(app, s.session, r.body.phase),
  );
  post(
    'move',
    'Move a student to another room; their words stay where they wrote them',
    moveSchema,
    (r, s) =>
      moveStudent(app, s.session, r.body, async (roomId, studentId) => {
        const activity = await wordsByAuthor(app.db, roomId);
        return activity.get(studentKey(studentId))?.words ?? 0;
      }),
    movedSchema,
  );
  post('broadcast', 'Send a message to every room', noteBodySchema, async (r, s) => {
    await addNote(app, {
      sessionId: s.session.id,
      roomId: null,
      kind: 'broadcast',
      authorKey: userKey(s.teacher.id),
      authorName: `${s.teacher.firstName} ${s.teacher.lastName}`.trim(),
      body: r.body.body,
    });
  });

  app.get(
    '/sessions/:sessionId/prayers',
    {
      schema: {
        summary: 'The circle’s private prayers, for the class’s teachers only',
        tags,
        params: sessionParamsSchema,
        response: { 200: prayersSchema, ...teacherRefusals },
      },
    },
    async (request) => {
      const { session } = await requireSessionTeacher(request, request.params.sessionId);
      return prayersOf(app.db, session.id);
    },
  );

  app.post(
    '/notes/:noteId/resolve',
    {
      schema: {
        summary: 'Answer a call for help (or clear a note)',
        tags,
        params: noteParamsSchema,
        body: ignoredBodySchema,
        response: { 200: okSchema, ...teacherRefusals },
      },
    },
    async (request) => {
      const note = await loadNote(app.db, request.params.noteId).catch(() => null);
      // Someone else's note is answered like a missing one.
      await requireSessionTeacher(request, note?.session_id ?? 'unknown-note');
      if (!note) throw new AppError('NOT_FOUND', { note: M.notFound });
      await resolveNote(app, note);
      return ok;
    },
  );
};
