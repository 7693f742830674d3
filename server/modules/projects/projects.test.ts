import type { FastifyInstance } from 'fastify';
import { liveEvents } from '../../../tests/support/live-events';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROJECTS_API,
  SUBMISSION_POINTS,
  type ClassProjectsAnswer,
  type LiveCommentEvent,
  type LiveProjectEvent,
  type StudentProjectAnswer,
} from '../../../common/schemas/projects';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  type Caller,
  insertClass,
  insertCoTeacher,
  signedInStudent,
  signedInUser,
  send,
} from '../../../tests/support/factories';
import { studentWritingPieces } from './student-writing';
import { tempDir } from '../../../tests/support/temp-dir';
import { PROJECT_MESSAGES } from '../../../common/projects/messages';

for (const database of testDatabases()) {
  describe(`student writing on ${database.name}`, () => {
    let app: FastifyInstance;
    let databaseUrl: string;
    beforeAll(async () => {
      databaseUrl = await database.create();
      // Two server instances must share the database: SQLite then needs a file.
      if (databaseUrl === 'sqlite::memory:') {
        databaseUrl = `sqlite:${join(tempDir('live'), 'test.db')}`;
      }
      app = await buildTestApp(databaseUrl);
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** A teacher, their class with one student, and a library activity assigned to it. */
    async function classroom() {
      const teacher = await signedInUser(app);
      const classId = await insertClass(app, teacher.id, 'Theology 7A');
      const student = await signedInStudent(app, teacher.id, [classId]);
      const copy = await send(app, 'POST', '/api/activities/library/psalm-23/copy', teacher);
      const activity = copy.json() as { id: string; questions: { id: string }[] };
      expect(
        (
          await send(app, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
            classIds: [classId],
          })
        ).statusCode,
      ).toBe(200);
      const questionIds = activity.questions.map((question) => question.id);
      return { teacher, student, classId, activityId: activity.id, questionIds };
    }

    it('lists the assigned activity, autosaves answers and shows them back', async () => {
      const { student, classId, activityId, questionIds } = await classroom();
      const list = (await send(app, 'GET', PROJECTS_API.studentActivities, student)).json();
      expect(list.points).toBe(0);
      expect(list.activities).toMatchObject([{ classId, activityId, status: 'not_started' }]);

      const url = PROJECTS_API.studentProject(classId, activityId);
      const [first, second] = questionIds as [string, string];
      const saved = await send(app, 'PUT', url, student, {
        answers: { [first]: 'The Lord is my shepherd', nope: 'dropped' },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().wordCount).toBe(5);
      const again = await send(app, 'PUT', url, student, {
        answers: { [first]: 'The Lord is my shepherd', [second]: 'Green pastures' },
      });
      expect(again.json().projectId).toBe(saved.json().projectId);

      const page = (await send(app, 'GET', url, student)).json() as StudentProjectAnswer;
      expect(page.activity.title).toContain('Psalm 23');
      // The page knows whose work it is: the browser keeps drafts under the student's id.
      expect(page).toMatchObject({ studentId: student.id, classId });
      expect(page.activity.vocabulary.length).toBeGreaterThan(0);
      expect(page.project.answers).toEqual({
        [first]: 'The Lord is my shepherd',
        [second]: 'Green pastures',
      });
      expect(page.project.status).toBe('active');

      // The student keeps their writing as a PDF.
      const pdf = await send(app, 'GET', PROJECTS_API.studentWritingPdf, student);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await send(app, 'GET', PROJECTS_API.studentWritingPdf)).statusCode).toBe(401);
    });

    it("lists only the student's own classes, and their PDF holds only their own writing", async () => {
      const mine = await classroom();
      const other = await classroom();
      const [otherQuestion] = other.questionIds as [string];
      await send(
        app,
        'PUT',
        PROJECTS_API.studentProject(other.classId, other.activityId),
        other.student,
        {
          answers: { [otherQuestion]: 'Words of another child' },
        },
      );
      const [myQuestion] = mine.questionIds as [string];
      await send(
        app,
        'PUT',
        PROJECTS_API.studentProject(mine.classId, mine.activityId),
        mine.student,
        {
          answers: { [myQuestion]: 'My own words' },
        },
      );

      const list = (await send(app, 'GET', PROJECTS_API.studentActivities, mine.student)).json();
      expect(list.activities.map((item: { classId: string }) => item.classId)).toEqual([
        mine.classId,
      ]);
      const pieces = await studentWritingPieces(app.db, mine.student.id);
      expect(pieces).toHaveLength(1);
      expect(pieces[0]!.body).toContain('My own words');
      expect(JSON.stringify(pieces)).not.toContain('Words of another child');
    });

    it('rewards the first hand-in once, and needs some writing', async () => {
      const { student, classId, activityId, questionIds } = await classroom();
      const submit = PROJECTS_API.studentSubmit(classId, activityId);
      const empty = await send(app, 'POST', submit, student);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors.answers).toBe(PROJECT_MESSAGES.nothingToSubmit);
      await send(app, 'PUT', PROJECTS_API.studentProject(classId, activityId), student, {
        answers: { [questionIds[0]!]: 'Still waters' },
      });
      const results = await Promise.all([1, 2, 3].map(() => send(app, 'POST', submit, student)));
      expect(results.map((result) => result.statusCode)).toEqual([200, 200, 200]);
      const list = (await send(app, 'GET', PROJECTS_API.studentActivities, student)).json();
      expect(list.points).toBe(SUBMISSION_POINTS);
      expect(list.activities[0].submitted).toBe(true);
    });

    it('lets the teacher see, comment, score, approve (which locks it) and award points', async () => {
      const { teacher, student, classId, activityId, questionIds } = await classroom();
      const url = PROJECTS_API.studentProject(classId, activityId);
      await send(app, 'PUT', url, student, {
        answers: { [questionIds[0]!]: 'Goodness and mercy' },
      });

      const view = (
        await send(app, 'GET', PROJECTS_API.classProjects(classId, activityId), teacher)
      ).json() as ClassProjectsAnswer;
      expect(view.projects).toHaveLength(1);
      const [work] = view.projects;
      expect(work).toMatchObject({ studentId: student.id, wordCount: 3, status: 'active' });
      const projectId = work!.projectId!;

      const blank = await send(app, 'POST', PROJECTS_API.comments(projectId), teacher, {
        body: ' ',
      });
      expect(blank.json().errors.body).toBe(PROJECT_MESSAGES.commentRequired);
      const comment = await send(app, 'POST', PROJECTS_API.comments(projectId), teacher, {
        body: 'Beautiful image of mercy following you.',
      });
      expect(comment.json().comments).toHaveLength(1);

      const rubric = view.activity.rubric!;
      const [criterion] = rubric.criteria;
      const badScore = await send(app, 'PUT', PROJECTS_API.score(projectId), teacher, {
        levels: { [criterion!.id]: 99 },
      });
      expect(badScore.json().errors.levels).toBe(PROJECT_MESSAGES.scoreInvalid);
      const scored = await send(app, 'PUT', PROJECTS_API.score(projectId), teacher, {
        levels: { [criterion!.id]: 0 },
      });
      expect(scored.json().score.points).toBe(criterion!.levels[0]!.points);

      expect(
        (await send(app, 'POST', PROJECTS_API.status(projectId), teacher, { status: 'approved' }))
          .statusCode,
      ).toBe(200);
      const locked = await send(app, 'PUT', url, student, { answers: { [questionIds[0]!]: 'x' } });
      expect(locked.statusCode).toBe(409);
      expect(locked.json().errors.answers).toBe(PROJECT_MESSAGES.locked);
      const page = (await send(app, 'GET', url, student)).json() as StudentProjectAnswer;
      expect(page.project).toMatchObject({
        status: 'approved',
        answers: { [questionIds[0]!]: 'Goodness and mercy' },
      });
      expect(page.project.comments[0]?.body).toBe('Beautiful image of mercy following you.');
      expect(page.project.score?.points).toBe(criterion!.levels[0]!.points);

      const award = await send(app, 'POST', PROJECTS_API.points(student.id), teacher, {
        points: 5,
      });
      expect(award.json().points).toBe(5);
      const badAward = await send(app, 'POST', PROJECTS_API.points(student.id), teacher, {
        points: 0,
      });
      expect(badAward.json().errors.points).toBe(PROJECT_MESSAGES.pointsInvalid);
    });

    it('a co-teacher of the class gets the owner’s answers', async () => {
      const { teacher, student, classId, activityId, questionIds } = await classroom();
      await send(app, 'PUT', PROJECTS_API.studentProject(classId, activityId), student, {
        answers: { [questionIds[0]!]: 'Ours' },
      });
      const coTeacher = await signedInUser(app);
      await insertCoTeacher(app, classId, coTeacher.id, teacher.id);
      const answers = async (caller: Caller) => {
        const list = await send(
          app,
          'GET',
          PROJECTS_API.classProjects(classId, activityId),
          caller,
        );
        const projectId = list.json().projects[0].projectId as string;
        return [
          list.statusCode,
          (await send(app, 'GET', PROJECTS_API.project(projectId), caller)).statusCode,
          (await send(app, 'POST', PROJECTS_API.comments(projectId), caller, { body: 'Hi' }))
            .statusCode,
          (await send(app, 'POST', PROJECTS_API.points(student.id), caller, { points: 5 }))
            .statusCode,
        ];
      };
      const byOwner = await answers(teacher);
      expect(byOwner.every((status) => status < 300)).toBe(true);
      expect(await answers(coTeacher)).toEqual(byOwner);
    });

    it('answers 404 across classes, and audits it', async () => {
      const { teacher, student, classId, activityId, questionIds } = await classroom();
      await send(app, 'PUT', PROJECTS_API.studentProject(classId, activityId), student, {
        answers: { [questionIds[0]!]: 'Mine' },
      });
      const projectId = (
        await send(app, 'GET', PROJECTS_API.classProjects(classId, activityId), teacher)
      ).json().projects[0].projectId as string;
      const otherTeacher = await signedInUser(app);
      const parent = await signedInUser(app, 'parent');
      const otherClassId = await insertClass(app, otherTeacher.id, 'Other class');
      const otherStudent = await signedInStudent(app, otherTeacher.id, [otherClassId]);
      const otherCoTeacher = await signedInUser(app);
      await insertCoTeacher(app, otherClassId, otherCoTeacher.id, otherTeacher.id);

      for (const outsider of [otherTeacher, otherCoTeacher, parent, otherStudent]) {
        const calls = [
          send(app, 'GET', PROJECTS_API.classProjects(classId, activityId), outsider),
          send(app, 'GET', PROJECTS_API.project(projectId), outsider),
          send(app, 'POST', PROJECTS_API.comments(projectId), outsider, { body: 'Hi' }),
          send(app, 'PUT', PROJECTS_API.score(projectId), outsider, { levels: {} }),
          send(app, 'POST', PROJECTS_API.status(projectId), outsider, { status: 'archived' }),
          send(app, 'POST', PROJECTS_API.points(student.id), outsider, { points: 5 }),
          send(app, 'GET', PROJECTS_API.classLive(classId), outsider),
        ];
        for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
      }
      for (const url of [
        PROJECTS_API.studentProject(classId, activityId),
        PROJECTS_API.studentSubmit(classId, activityId),
      ]) {
        const method = url.endsWith('/submit') ? 'POST' : 'GET';
        expect((await send(app, method, url, otherStudent)).statusCode).toBe(404);
      }
      const saveIntoOther = await send(
        app,
        'PUT',
        PROJECTS_API.studentProject(classId, activityId),
        otherStudent,
        {
          answers: {},
        },
      );
      expect(saveIntoOther.statusCode).toBe(404);
      const audits = await app.db
        .selectFrom('audit_log')
        .select('action')
        .where('actor_id', 'in', [otherTeacher.id, otherCoTeacher.id, parent.id, otherStudent.id])
        .execute();
      expect(new Set(audits.map((row) => row.action))).toEqual(
        new Set(['class_access_denied', 'project_access_denied']),
      );
      // Nothing changed.
      const untouched = (await send(app, 'GET', PROJECTS_API.project(projectId), teacher)).json();
      expect(untouched).toMatchObject({ status: 'active', comments: [] });
    });

    it('streams a save to the teacher connected to another server instance', async () => {
      const { teacher, student, classId, activityId, questionIds } = await classroom();
      // A second instance on the same database, listening for real, carries the stream.
      const other = await buildTestApp(databaseUrl);
      await other.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { port } = other.server.address() as AddressInfo;
        const events = liveEvents<LiveProjectEvent>(port, PROJECTS_API.classLive(classId), {
          cookie: `t=${teacher.cookies.t!}`,
          name: 'project',
        });
        await events.connected;
        await send(app, 'PUT', PROJECTS_API.studentProject(classId, activityId), student, {
          answers: { [questionIds[0]!]: 'I shall not want' },
        });
        const event = await events.next();
        expect(event).toMatchObject({
          studentId: student.id,
          activityId,
          wordCount: 4,
          answers: { [questionIds[0]!]: 'I shall not want' },
        });
        events.close();
      } finally {
        await other.close();
      }
    });

    it("tells the teachers' live view of a new comment and of the student's reply", async () => {
      const { teacher, student, classId, activityId, questionIds } = await classroom();
      const saved = await send(
        app,
        'PUT',
        PROJECTS_API.studentProject(classId, activityId),
        student,
        {
          answers: { [questionIds[0]!]: 'The Lord is my shepherd' },
        },
      );
      const { projectId } = saved.json<{ projectId: string }>();
      const other = await buildTestApp(databaseUrl);
      await other.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { port } = other.server.address() as AddressInfo;
        const comments = liveEvents<LiveCommentEvent>(port, PROJECTS_API.classLive(classId), {
          cookie: `t=${teacher.cookies.t!}`,
          name: 'comment',
        });
        await comments.connected;
        const commented = await send(app, 'POST', PROJECTS_API.comments(projectId), teacher, {
          body: 'Which word matters most to you?',
        });
        expect(await comments.next()).toEqual({ projectId });
        const parentId = commented.json<{ comments: { id: string }[] }>().comments[0]?.id;
        const replied = await send(
          app,
          'POST',
          PROJECTS_API.studentReplies(classId, activityId),
          student,
          { body: 'Shepherd, because he looks after me.', parentId },
        );
        expect(replied.statusCode).toBe(200);
        expect(await comments.next()).toEqual({ projectId });
        comments.close();
      } finally {
        await other.close();
      }
    });
  });
}
