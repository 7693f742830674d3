import type { FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROJECTS_API,
  type LiveStudentEvent,
  type ReviewAnswer,
  type StudentFeedbackAnswer,
} from '../../../common/schemas/projects';
import { PROJECT_MESSAGES } from '../../../common/projects/messages';
import { OVERVIEW_API } from '../../../common/schemas/overview';
import { PATHS, reviewPath, studentWritingPath } from '../../../common/routes';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  type Caller,
  insertClass,
  insertCoTeacher,
  send,
  signedInStudent,
  signedInUser,
} from '../../../tests/support/factories';
import { notifyAboutProject } from './project-notifications';

for (const database of testDatabases()) {
  describe(`the feedback loop on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** A class (owner and co-teacher), a student who wrote an answer, the activity assigned. */
    async function classroom() {
      const teacher = await signedInUser(app);
      const classId = await insertClass(app, teacher.id, 'Theology 7A');
      const coTeacher = await signedInUser(app);
      await insertCoTeacher(app, classId, coTeacher.id, teacher.id);
      const student = await signedInStudent(app, teacher.id, [classId]);
      const activity = (
        await send(app, 'POST', '/api/activities/library/psalm-23/copy', teacher)
      ).json() as { id: string; title: string; questions: { id: string }[] };
      await send(app, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
        classIds: [classId],
      });
      const activityId = activity.id;
      const questionId = activity.questions[0]!.id;
      const answer = '<p>The Lord is my <strong>shepherd</strong>.</p><p>I shall not want.</p>';
      const saved = await send(
        app,
        'PUT',
        PROJECTS_API.studentProject(classId, activityId),
        student,
        {
          answers: { [questionId]: answer },
        },
      );
      const projectId = saved.json().projectId as string;
      const handIn = () =>
        send(app, 'POST', PROJECTS_API.studentSubmit(classId, activityId), student);
      const feedback = async () =>
        (
          await send(app, 'GET', PROJECTS_API.studentFeedback(classId, activityId), student)
        ).json() as StudentFeedbackAnswer;
      return {
        teacher,
        coTeacher,
        student,
        classId,
        activityId,
        activityTitle: activity.title,
        questionId,
        projectId,
        handIn,
        feedback,
      };
    }

    const notificationsOf = (projectId: string) =>
      app.db
        .selectFrom('notifications')
        .select([
          'kind',
          'recipient_user_id',
          'recipient_student_id',
          'link',
          'subject',
          'actor_name',
        ])
        .where('project_id', '=', projectId)
        .orderBy('created_at')
        .execute();

    it('hand in, anchored comment, return, revise, version 2, reply, approve: with notifications', async () => {
      const c = await classroom();
      const first = await c.handIn();
      expect(first.statusCode).toBe(200);
      expect(first.json().version).toBe(1);
      // Every teacher of the class hears of it, and the link opens the review screen.
      let rows = await notificationsOf(c.projectId);
      expect(rows.map((row) => [row.kind, row.recipient_user_id]).sort()).toEqual(
        [
          ['hand_in', c.coTeacher.id],
          ['hand_in', c.teacher.id],
        ].sort(),
      );
      expect(rows[0]).toMatchObject({ link: reviewPath(c.projectId), subject: c.activityTitle });
      expect(rows[0]!.actor_name).toMatch(/^\S+ \S\.$/);
      // A double click changes nothing.
      expect((await c.handIn()).json().version).toBe(1);
      expect(await notificationsOf(c.projectId)).toHaveLength(2);

      // Anchors point into the plain text of the rich-text answer.
      const anchor = { questionId: c.questionId, start: 15, end: 23, quote: 'shepherd' };
      const comment = await send(app, 'POST', PROJECTS_API.comments(c.projectId), c.teacher, {
        body: 'Lovely image.',
        anchor,
      });
      expect(comment.statusCode).toBe(200);
      expect(comment.json().comments).toMatchObject([
        { body: 'Lovely image.', anchor, versionNumber: 1, authorRole: 'teacher', parentId: null },
      ]);
      // Sent again at once (a retry): still one comment.
      await send(app, 'POST', PROJECTS_API.comments(c.projectId), c.teacher, {
        body: 'Lovely image.',
        anchor,
      });
      for (const bad of [
        { ...anchor, end: 500 },
        { ...anchor, quote: 'sheep' },
        { ...anchor, start: 23, end: 15 },
        { ...anchor, questionId: 'nope' },
      ]) {
        const refused = await send(app, 'POST', PROJECTS_API.comments(c.projectId), c.teacher, {
          body: 'Out of range',
          anchor: bad,
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors.anchor).toBe(PROJECT_MESSAGES.anchorOutOfRange);
      }
      const general = await send(app, 'POST', PROJECTS_API.comments(c.projectId), c.teacher, {
        body: 'Well done overall.',
      });
      expect(general.json().comments).toHaveLength(2);
      rows = await notificationsOf(c.projectId);
      const toStudent = rows.filter((row) => row.recipient_student_id === c.student.id);
      expect(toStudent.map((row) => row.kind)).toEqual(['comment', 'comment']);
      expect(toStudent[0]!.link).toBe(studentWritingPath(c.classId, c.activityId));

      // Return for revision with a note; the student reads it and may write again.
      const returned = await send(app, 'POST', PROJECTS_API.returnProject(c.projectId), c.teacher, {
        note: 'Add a second example.',
      });
      expect(returned.json().status).toBe('returned');
      await send(app, 'POST', PROJECTS_API.returnProject(c.projectId), c.teacher, { note: 'x' });
      let mine = await c.feedback();
      expect(mine).toMatchObject({ status: 'returned', returnNote: 'Add a second example.' });
      expect(mine.comments).toHaveLength(2);
      const revise = await send(
        app,
        'PUT',
        PROJECTS_API.studentProject(c.classId, c.activityId),
        c.student,
        {
          answers: { [c.questionId]: '<p>The Lord is my shepherd. He leads me.</p>' },
        },
      );
      expect(revise.statusCode).toBe(200);
      const second = await c.handIn();
      expect(second.json().version).toBe(2);
      expect((await c.handIn()).json().version).toBe(2);
      mine = await c.feedback();
      expect(mine.status).toBe('active');
      expect(mine.versions.map((version) => version.number)).toEqual([1, 2]);
      expect(mine.versions[0]!.answers[c.questionId]).toContain('<strong>shepherd</strong>');
      rows = await notificationsOf(c.projectId);
      expect(rows.filter((row) => row.kind === 'returned')).toHaveLength(1);
      expect(rows.filter((row) => row.kind === 'revision_handed_in')).toHaveLength(2);
      // The revision is back in the teacher's To review queue, as a revision (the last hand-in).
      const dashboard = (await send(app, 'GET', OVERVIEW_API.dashboard, c.teacher)).json();
      expect(
        dashboard.toReview.filter((item: { projectId: string }) => item.projectId === c.projectId),
      ).toEqual([expect.objectContaining({ projectId: c.projectId, revision: true })]);

      // The student replies in the thread; the teachers hear of it.
      const root = mine.comments[0]!;
      const reply = await send(
        app,
        'POST',
        PROJECTS_API.studentReplies(c.classId, c.activityId),
        c.student,
        {
          body: 'Thank you!',
          parentId: root.id,
        },
      );
      expect(reply.statusCode).toBe(200);
      const replied = reply.json().comments.find((x: { body: string }) => x.body === 'Thank you!');
      expect(replied).toMatchObject({ parentId: root.id, authorRole: 'student', anchor: null });
      // A reply to the reply joins the same thread.
      const nested = await send(app, 'POST', PROJECTS_API.comments(c.projectId), c.teacher, {
        body: 'You are welcome.',
        parentId: replied.id,
      });
      expect(
        nested.json().comments.find((x: { body: string }) => x.body === 'You are welcome.')
          .parentId,
      ).toBe(root.id);
      rows = await notificationsOf(c.projectId);
      expect(
        rows
          .filter((row) => row.kind === 'reply')
          .map((row) => row.recipient_user_id)
          .sort(),
      ).toEqual([c.teacher.id, c.coTeacher.id].sort());
      const orphan = await send(
        app,
        'POST',
        PROJECTS_API.studentReplies(c.classId, c.activityId),
        c.student,
        {
          body: 'Hello',
          parentId: crypto.randomUUID(),
        },
      );
      expect(orphan.statusCode).toBe(400);
      expect(orphan.json().errors.parentId).toBe(PROJECT_MESSAGES.replyParentMissing);

      // Points for this work, then approval: the student hears of both; the work is locked.
      const points = await send(app, 'POST', PROJECTS_API.projectPoints(c.projectId), c.teacher, {
        points: 5,
      });
      expect(points.json().points).toBe(15);
      expect(
        (await send(app, 'POST', PROJECTS_API.approve(c.projectId), c.teacher)).json().status,
      ).toBe('approved');
      await send(app, 'POST', PROJECTS_API.approve(c.projectId), c.teacher);
      rows = await notificationsOf(c.projectId);
      expect(rows.filter((row) => row.kind === 'approved')).toHaveLength(1);
      expect(rows.filter((row) => row.kind === 'points')).toHaveLength(1);
      expect(
        (
          await send(app, 'PUT', PROJECTS_API.studentProject(c.classId, c.activityId), c.student, {
            answers: { [c.questionId]: 'Changed' },
          })
        ).statusCode,
      ).toBe(409);
      expect((await c.handIn()).statusCode).toBe(409);

      // The review screen has it all.
      const review = (
        await send(app, 'GET', PROJECTS_API.review(c.projectId), c.coTeacher)
      ).json() as ReviewAnswer;
      expect(review.project).toMatchObject({ status: 'approved', returnNote: null });
      expect(review.project.versions).toHaveLength(2);
      expect(review.project.comments).toHaveLength(4);
      expect(review.points).toBe(15);
    });

    it('refuses to return work never handed in; the status route follows the same rules', async () => {
      const c = await classroom();
      const early = await send(app, 'POST', PROJECTS_API.returnProject(c.projectId), c.teacher, {});
      expect(early.statusCode).toBe(400);
      expect(early.json().errors.status).toBe(PROJECT_MESSAGES.notHandedIn);
      const viaStatus = await send(app, 'POST', PROJECTS_API.status(c.projectId), c.teacher, {
        status: 'returned',
      });
      expect(viaStatus.statusCode).toBe(400);
      await c.handIn();
      expect(
        (
          await send(app, 'POST', PROJECTS_API.status(c.projectId), c.teacher, {
            status: 'returned',
          })
        ).json().status,
      ).toBe('returned');
      expect(
        (await notificationsOf(c.projectId)).filter((row) => row.kind === 'returned'),
      ).toHaveLength(1);
      await send(app, 'POST', PROJECTS_API.status(c.projectId), c.teacher, { status: 'archived' });
      const archived = await send(app, 'POST', PROJECTS_API.approve(c.projectId), c.teacher);
      expect(archived.statusCode).toBe(409);
      expect(archived.json().errors.status).toBe(PROJECT_MESSAGES.archivedUnchangeable);
    });

    it('refuses other teachers, students of other classes and the signed out; a co-teacher may', async () => {
      const c = await classroom();
      await c.handIn();
      const otherTeacher = await signedInUser(app);
      const otherClassId = await insertClass(app, otherTeacher.id, 'Other');
      const otherStudent = await signedInStudent(app, otherTeacher.id, [otherClassId]);
      const teacherCalls = (caller: Caller | undefined) =>
        Promise.all([
          send(app, 'GET', PROJECTS_API.review(c.projectId), caller),
          send(app, 'POST', PROJECTS_API.returnProject(c.projectId), caller, { note: '' }),
          send(app, 'POST', PROJECTS_API.approve(c.projectId), caller),
          send(app, 'POST', PROJECTS_API.projectPoints(c.projectId), caller, { points: 1 }),
          send(app, 'POST', PROJECTS_API.comments(c.projectId), caller, { body: 'Hi' }),
        ]);
      for (const outsider of [otherTeacher, otherStudent]) {
        for (const response of await teacherCalls(outsider)) expect(response.statusCode).toBe(404);
      }
      // The teacher's routes answer the signed out like any outsider: the 404 of a missing record.
      for (const response of await teacherCalls(undefined)) expect(response.statusCode).toBe(404);
      for (const url of [
        PROJECTS_API.studentFeedback(c.classId, c.activityId),
        PROJECTS_API.studentReplies(c.classId, c.activityId),
      ]) {
        const method = url.endsWith('/replies') ? 'POST' : 'GET';
        const body = method === 'POST' ? { body: 'Hi', parentId: crypto.randomUUID() } : undefined;
        expect((await send(app, method, url, otherStudent, body)).statusCode).toBe(404);
        expect((await send(app, method, url, undefined, body)).statusCode).toBe(401);
      }
      expect((await send(app, 'GET', PROJECTS_API.studentLive, undefined)).statusCode).toBe(401);
      // Nothing happened to the work, and nobody was told of anything.
      expect((await c.feedback()).status).toBe('active');
      expect((await notificationsOf(c.projectId)).every((row) => row.kind === 'hand_in')).toBe(
        true,
      );
      // The co-teacher has the owner's rights.
      const byCoTeacher = await teacherCalls(c.coTeacher);
      expect(byCoTeacher.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    });

    it('the review leads to the previous and next student’s work on the same activity', async () => {
      const c = await classroom();
      const other = await signedInStudent(app, c.teacher.id, [c.classId]);
      const saved = await send(
        app,
        'PUT',
        PROJECTS_API.studentProject(c.classId, c.activityId),
        other,
        { answers: { [c.questionId]: 'Mine too' } },
      );
      const otherProjectId = saved.json().projectId as string;
      const first = (
        await send(app, 'GET', PROJECTS_API.review(c.projectId), c.teacher)
      ).json() as ReviewAnswer;
      const second = (
        await send(app, 'GET', PROJECTS_API.review(otherProjectId), c.teacher)
      ).json() as ReviewAnswer;
      // Ordered by name: one leads to the other, both ways, and no further.
      const firstLeads = first.nextProjectId === otherProjectId;
      expect([first.previousProjectId, first.nextProjectId]).toEqual(
        firstLeads ? [null, otherProjectId] : [otherProjectId, null],
      );
      expect([second.previousProjectId, second.nextProjectId]).toEqual(
        firstLeads ? [c.projectId, null] : [null, c.projectId],
      );
    });

    it('tells the student of points awarded outside a piece of work', async () => {
      const c = await classroom();
      await send(app, 'POST', PROJECTS_API.points(c.student.id), c.teacher, { points: 3 });
      const rows = await app.db
        .selectFrom('notifications')
        .select(['kind', 'subject', 'link'])
        .where('recipient_student_id', '=', c.student.id)
        .execute();
      expect(rows).toEqual([
        { kind: 'points', subject: PROJECT_MESSAGES.pointsSubject, link: PATHS.studentArea },
      ]);
    });

    it('records no notification when the change rolls back', async () => {
      const c = await classroom();
      const project = await app.db
        .selectFrom('projects')
        .selectAll()
        .where('id', '=', c.projectId)
        .executeTakeFirstOrThrow();
      await expect(
        app.db.transaction().execute(async (trx) => {
          await notifyAboutProject(trx, { kind: 'hand_in', project, actorName: 'Ana P.' });
          throw new Error('the change failed after notifying');
        }),
      ).rejects.toThrow('the change failed');
      expect(await notificationsOf(c.projectId)).toEqual([]);
    });

    it('streams the teacher’s feedback to the student’s open page', async () => {
      const c = await classroom();
      await c.handIn();
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const events = studentEvents(port, c.student.cookies.st!);
      expect(await events.next()).toMatchObject({ change: 'ready' });
      await send(app, 'POST', PROJECTS_API.comments(c.projectId), c.teacher, { body: 'Live!' });
      expect(await events.next()).toEqual({ change: 'comment', id: c.projectId });
      await send(app, 'POST', PROJECTS_API.returnProject(c.projectId), c.teacher, { note: '' });
      expect(await events.next()).toEqual({ change: 'project', id: c.projectId });
      events.close();
    });
  });
}

/** Reads the events of the student's live stream. */
function studentEvents(port: number, token: string) {
  const queue: LiveStudentEvent[] = [];
  const waiting: ((event: LiveStudentEvent) => void)[] = [];
  const req = httpRequest(
    { port, path: PROJECTS_API.studentLive, headers: { cookie: `st=${token}` } },
    (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (data) {
            const event = JSON.parse(data) as LiveStudentEvent;
            const taker = waiting.shift();
            if (taker) taker(event);
            else queue.push(event);
          }
          end = buffer.indexOf('\n\n');
        }
      });
    },
  );
  req.on('error', () => undefined);
  req.end();
  return {
    next: () =>
      new Promise<LiveStudentEvent>((resolve) => {
        const ready = queue.shift();
        if (ready) resolve(ready);
        else waiting.push(resolve);
      }),
    close: () => req.destroy(),
  };
}
