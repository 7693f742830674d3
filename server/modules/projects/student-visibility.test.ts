import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PROJECTS_API,
  STUDENT_HOME_API,
  type PortfolioAnswer,
  type StudentHomeAnswer,
} from '../../../common/schemas/projects';
import { PROJECT_MESSAGES } from '../../../common/projects/messages';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  insertClass,
  signedInStudent,
  signedInUser,
  send,
  type Caller,
} from '../../../tests/support/factories';
import { dayStartsAt, hasOpened } from '../../../common/classroom/school-days';
import { todayOf } from './student-visibility';

const DAY = 86_400_000;
const dayAfter = (days: number, from = new Date()) =>
  todayOf(new Date(from.getTime() + days * DAY));

for (const database of testDatabases()) {
  describe(`what a student can see of assignments on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A class of two students and a fresh activity assigned to it. */
    async function classroom(title = 'Theology 7A') {
      const teacher = await signedInUser(app);
      const classId = await insertClass(app, teacher.id, title);
      const ana = await signedInStudent(app, teacher.id, [classId]);
      const ben = await signedInStudent(app, teacher.id, [classId]);
      const activity = await assign(teacher, classId);
      return { teacher, classId, ana, ben, ...activity };
    }

    async function assign(teacher: Caller, classId: string, dueDate: string | null = null) {
      const copy = await send(app, 'POST', '/api/activities/library/psalm-23/copy', teacher);
      const activity = copy.json() as { id: string; title: string; questions: { id: string }[] };
      const assigned = await send(app, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
        classIds: [classId],
        dueDate,
      });
      expect(assigned.statusCode).toBe(200);
      return { activityId: activity.id, questionId: activity.questions[0]!.id };
    }

    const openOn = (classId: string, activityId: string, day: string) =>
      app.db
        .updateTable('activity_assignments')
        .set({ opens_on: day })
        .where('class_id', '=', classId)
        .where('activity_id', '=', activityId)
        .execute();

    /** Everything a student reads or does with one assignment, as status codes. */
    async function reach(student: Caller, classId: string, activityId: string, questionId: string) {
      const url = PROJECTS_API.studentProject(classId, activityId);
      const list = (await send(app, 'GET', PROJECTS_API.studentActivities, student)).json();
      const home = (await send(app, 'GET', STUDENT_HOME_API.home, student)).json();
      const open = await send(app, 'GET', url, student);
      const save = await send(app, 'PUT', url, student, { answers: { [questionId]: 'Words' } });
      const submit = await send(
        app,
        'POST',
        PROJECTS_API.studentSubmit(classId, activityId),
        student,
      );
      return {
        listed: (list.activities as { activityId: string }[]).some(
          (a) => a.activityId === activityId,
        ),
        onHome: (home as StudentHomeAnswer).classes.some((group) =>
          group.activities.some((a) => a.activityId === activityId),
        ),
        open: open.statusCode,
        save: save.statusCode,
        submit: submit.statusCode,
        message: open.json().errors?.project as string | undefined,
      };
    }

    it('hides an assignment until its open day, then shows it (controlled clock)', async () => {
      const start = new Date();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start);
      const { classId, ana, activityId, questionId } = await classroom();
      await openOn(classId, activityId, dayAfter(2, start));

      const before = await reach(ana, classId, activityId, questionId);
      expect(before).toEqual({
        listed: false,
        onHome: false,
        open: 404,
        save: 404,
        submit: 404,
        message: PROJECT_MESSAGES.assignmentUnavailable,
      });

      // Hidden until the open day begins anywhere on Earth (midnight at UTC+14), as the
      // teacher's "Scheduled" label says (hasOpened), then visible.
      const opensAt = dayStartsAt(dayAfter(2, start));
      vi.setSystemTime(new Date(opensAt - 1000));
      expect((await reach(ana, classId, activityId, questionId)).open).toBe(404);
      expect(hasOpened(dayAfter(2, start), new Date(opensAt - 1000))).toBe(false);
      vi.setSystemTime(new Date(opensAt + 1000));
      expect(hasOpened(dayAfter(2, start), new Date(opensAt + 1000))).toBe(true);
      expect(await reach(ana, classId, activityId, questionId)).toEqual({
        listed: true,
        onHome: true,
        open: 200,
        save: 200,
        submit: 200,
        message: undefined,
      });
    });

    it('shows an assignment for chosen students to them only', async () => {
      const { classId, ana, ben, activityId, questionId } = await classroom();
      await app.db
        .insertInto('assignment_students')
        .values({ activity_id: activityId, class_id: classId, student_id: ana.id })
        .execute();
      expect(await reach(ana, classId, activityId, questionId)).toMatchObject({
        listed: true,
        onHome: true,
        open: 200,
        save: 200,
      });
      expect(await reach(ben, classId, activityId, questionId)).toMatchObject({
        listed: false,
        onHome: false,
        open: 404,
        save: 404,
        submit: 404,
      });
      // Ben's work never appears in his portfolio either.
      const portfolio = (await send(app, 'GET', STUDENT_HOME_API.portfolio, ben)).json();
      expect(portfolio).toEqual({ classes: [] });
    });

    it('leaves an archived class off the home but keeps its work in the portfolio', async () => {
      const { classId, ana, activityId, questionId } = await classroom('Old class');
      const url = PROJECTS_API.studentProject(classId, activityId);
      await send(app, 'PUT', url, ana, {
        answers: { [questionId]: '<p>Kept <strong>forever</strong></p>' },
      });
      await app.db
        .updateTable('classes')
        .set({ archived_at: new Date().toISOString() })
        .where('id', '=', classId)
        .execute();
      const home = (await send(app, 'GET', STUDENT_HOME_API.home, ana)).json() as StudentHomeAnswer;
      expect(home.classes).toEqual([]);
      const portfolio = (
        await send(app, 'GET', STUDENT_HOME_API.portfolio, ana)
      ).json() as PortfolioAnswer;
      expect(portfolio.classes).toMatchObject([
        {
          classId,
          classTitle: 'Old class',
          archived: true,
          pieces: [{ activityId, wordCount: 2 }],
        },
      ]);
    });

    it('sorts the home into due soon, returned and approved, with feedback counts', async () => {
      const { teacher, classId, ana, activityId: late, questionId } = await classroom();
      const today = todayOf();
      await app.db
        .updateTable('activity_assignments')
        .set({ due_date: dayAfter(-2) })
        .where('activity_id', '=', late)
        .execute();
      const soon = await assign(teacher, classId, dayAfter(3));
      const farOff = await assign(teacher, classId, dayAfter(40));
      const returned = await assign(teacher, classId, today);
      const approved = await assign(teacher, classId);
      for (const work of [returned, approved]) {
        const saved = await send(
          app,
          'PUT',
          PROJECTS_API.studentProject(classId, work.activityId),
          ana,
          {
            answers: { [work.questionId]: 'My answer' },
          },
        );
        expect(saved.statusCode).toBe(200);
      }
      const projectOf = async (activityId: string) =>
        (
          await app.db
            .selectFrom('projects')
            .select('id')
            .where('activity_id', '=', activityId)
            .where('student_id', '=', ana.id)
            .executeTakeFirstOrThrow()
        ).id;
      const returnedId = await projectOf(returned.activityId);
      for (const body of ['Say more about the shepherd.', 'Check your spelling.']) {
        await send(app, 'POST', PROJECTS_API.comments(returnedId), teacher, { body });
      }
      await app.db
        .updateTable('projects')
        .set({ status: 'returned' })
        .where('id', '=', returnedId)
        .execute();
      const approvedId = await projectOf(approved.activityId);
      expect(
        (await send(app, 'POST', PROJECTS_API.status(approvedId), teacher, { status: 'approved' }))
          .statusCode,
      ).toBe(200);

      const home = (await send(app, 'GET', STUDENT_HOME_API.home, ana)).json() as StudentHomeAnswer;
      // Late first, then soon; the one due in 40 days and the returned one are not "due soon".
      expect(home.dueSoon.map((card) => card.activityId)).toEqual([late, soon.activityId]);
      expect(home.dueSoon.map((card) => card.activityId)).not.toContain(farOff.activityId);
      expect(home.returned).toMatchObject([{ activityId: returned.activityId, commentCount: 2 }]);
      expect(home.approved).toMatchObject([
        { activityId: approved.activityId, status: 'approved' },
      ]);
      expect(home.classes).toHaveLength(1);
      expect(home.classes[0]!.activities).toHaveLength(5);
      expect(home.points).toBe(0);
      void questionId;
    });

    it('stores a saved answer sanitized, counting the words of its text', async () => {
      const { classId, ana, activityId, questionId } = await classroom();
      const url = PROJECTS_API.studentProject(classId, activityId);
      const saved = await send(app, 'PUT', url, ana, {
        answers: {
          [questionId]:
            '<p onclick="x()">He <strong style="color:red">ran</strong></p><script>steal()</script><ul><li><a href="javascript:alert(1)">to</a> meet</li></ul>',
        },
      });
      expect(saved.json().wordCount).toBe(4);
      const page = (await send(app, 'GET', url, ana)).json();
      expect(page.project.answers[questionId]).toBe(
        '<p>He <strong>ran</strong></p><ul><li>to meet</li></ul>',
      );
    });

    it('refuses the home and portfolio when signed out', async () => {
      expect((await send(app, 'GET', STUDENT_HOME_API.home)).statusCode).toBe(401);
      expect((await send(app, 'GET', STUDENT_HOME_API.portfolio)).statusCode).toBe(401);
    });
  });
}
