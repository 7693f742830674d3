import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Activity } from '../../../common/schemas/activities';
import {
  OVERVIEW_API,
  type ClassAssignmentsAnswer,
  type DashboardAnswer,
  type GradebookAnswer,
} from '../../../common/schemas/overview';
import { ACTIVITY_MESSAGES } from '../../../common/activities/messages';
import { testDatabases } from '../../../tests/support/databases';
import {
  type Caller,
  insertClass,
  insertCoTeacher,
  insertStudent,
  send,
  signedInStudent,
  signedInUser,
} from '../../../tests/support/factories';
import { activityInput, buildActivitiesTestApp } from '../activities/test-support';
import { csvCell } from '../../lib/csv';

/** The controlled "now" of these tests: Friday 20 November 2026, 15:00 UTC. */
const NOW = new Date('2026-11-20T15:00:00.000Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

for (const database of testDatabases()) {
  describe(`teacher overview (dashboard, activities tab, gradebook) on ${database.name}`, () => {
    let app: FastifyInstance;
    let owner: Caller;
    let coTeacher: Caller;
    let stranger: Caller;
    let parent: Caller;
    let pupil: Caller;
    let classA: string;
    let classB: string;
    let archived: string;
    const students: Record<string, string> = {};
    const projects: Record<string, string> = {};
    let lostSheep: Activity;
    let samaritan: Activity;
    let sower: Activity;

    const project = async (
      key: string,
      fields: {
        activityId: string;
        classId: string;
        studentId: string;
        submittedAt?: string | null;
        status?: 'active' | 'returned' | 'approved' | 'archived';
        words?: number;
        score?: Record<string, number>;
      },
    ) => {
      const id = crypto.randomUUID();
      projects[key] = id;
      await app.db
        .insertInto('projects')
        .values({
          id,
          activity_id: fields.activityId,
          class_id: fields.classId,
          student_id: fields.studentId,
          answers: '{}',
          word_count: fields.words ?? 120,
          status: fields.status ?? 'active',
          score: fields.score ? JSON.stringify(fields.score) : null,
          submitted_at: fields.submittedAt ?? null,
          created_at: daysBefore(6).toISOString(),
          updated_at: daysBefore(1).toISOString(),
        })
        .execute();
      return id;
    };
    const comment = (projectId: string, at: string, authorUserId: string | null) =>
      app.db
        .insertInto('project_comments')
        .values({
          id: crypto.randomUUID(),
          project_id: projectId,
          author_user_id: authorUserId,
          author_name: 'Ada Lovelace',
          body: 'Good start.',
          created_at: at,
        })
        .execute();
    const assign = (activity: Activity, body: Record<string, unknown>) =>
      send(app, 'POST', `/api/activities/${activity.id}/assign`, owner, body);

    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(NOW);
      app = await buildActivitiesTestApp(await database.create());
      owner = await signedInUser(app);
      coTeacher = await signedInUser(app);
      stranger = await signedInUser(app);
      parent = await signedInUser(app, 'parent');
      classA = await insertClass(app, owner.id, 'Theology 7A');
      classB = await insertClass(app, owner.id, 'Scripture 8');
      archived = await insertClass(app, owner.id, 'Last year');
      await app.db
        .updateTable('classes')
        .set({ archived_at: daysBefore(30).toISOString() })
        .where('id', '=', archived)
        .execute();
      await insertCoTeacher(app, classA, coTeacher.id, owner.id);
      pupil = await signedInStudent(app, owner.id, [classA]);
      for (const [key, firstName, lastName, classIds] of [
        ['ann', 'Ann', 'Avery', [classA]],
        ['ben', 'Ben', 'Brooks', [classA]],
        ['cy', 'Cy', 'Cole', [classA]],
        ['dee', 'Dee', '+Diaz, Jr.', [classB]],
        ['old', 'Olga', 'Old', [archived]],
        ['joiner', 'Jo', 'Joiner', []],
      ] as const) {
        students[key] = (
          await insertStudent(app, { administratorId: owner.id, firstName, lastName, classIds })
        ).id;
      }
      // The signed-in pupil is in class A too: give them a name that sorts last.
      await app.db
        .updateTable('students')
        .set({ first_name: 'Zed', last_name: 'Zimmer' })
        .where('id', '=', pupil.id)
        .execute();

      const create = async (title: string) =>
        (
          await send(app, 'POST', '/api/activities', owner, activityInput({ title, dueDate: '' }))
        ).json<Activity>();
      lostSheep = await create('The Lost Sheep');
      samaritan = await create('The Good Samaritan');
      sower = await create('The Sower');

      expect(
        (await assign(lostSheep, { classIds: [classA], dueDate: '2026-11-18' })).statusCode,
      ).toBe(200);
      expect(
        (await assign(sower, { classIds: [classB, archived], dueDate: '2026-11-22' })).statusCode,
      ).toBe(200);
      const chosen = await assign(samaritan, {
        classIds: [classA],
        dueDate: '2026-11-27',
        opensOn: '2026-11-23',
        students: [{ classId: classA, studentIds: [students.ben, students.ann, students.ann] }],
      });
      expect(chosen.statusCode).toBe(200);
      // Assigned a week apart, the Good Samaritan last.
      for (const [activity, days] of [
        [lostSheep, 8],
        [sower, 7],
        [samaritan, 1],
      ] as const) {
        await app.db
          .updateTable('activity_assignments')
          .set({ assigned_at: daysBefore(days).toISOString() })
          .where('activity_id', '=', activity.id)
          .execute();
      }

      const criterion = lostSheep.rubric?.criteria[0]?.id ?? '';
      // In time: the due day (18 Nov) ends at 12:00 UTC on 19 Nov ("anywhere on Earth").
      await project('annSheep', {
        activityId: lostSheep.id,
        classId: classA,
        studentId: students.ann ?? '',
        submittedAt: '2026-11-18T20:00:00.000Z',
      });
      // Late, and a revision: handed in again after the teacher's comment.
      const benSheep = await project('benSheep', {
        activityId: lostSheep.id,
        classId: classA,
        studentId: students.ben ?? '',
        submittedAt: '2026-11-19T13:00:00.000Z',
      });
      await comment(benSheep, '2026-11-19T10:00:00.000Z', owner.id);
      // Feedback since the hand-in: handed in, but no longer waiting.
      const cySheep = await project('cySheep', {
        activityId: lostSheep.id,
        classId: classA,
        studentId: students.cy ?? '',
        submittedAt: '2026-11-17T09:00:00.000Z',
        score: { [criterion]: 1 },
      });
      await comment(cySheep, '2026-11-18T09:00:00.000Z', coTeacher.id);
      // A student's own reply is no teacher feedback.
      const annSheep = projects.annSheep ?? '';
      await comment(annSheep, '2026-11-19T09:00:00.000Z', null);
      await project('annSamaritan', {
        activityId: samaritan.id,
        classId: classA,
        studentId: students.ann ?? '',
        words: 30,
      });
      // The oldest hand-in of all, in class B.
      await project('deeSower', {
        activityId: sower.id,
        classId: classB,
        studentId: students.dee ?? '',
        submittedAt: '2026-11-16T09:00:00.000Z',
      });
      // Waiting, but in an archived class: not on the dashboard.
      await project('oldSower', {
        activityId: sower.id,
        classId: archived,
        studentId: students.old ?? '',
        submittedAt: '2026-11-10T09:00:00.000Z',
      });
      // Approved work is never waiting.
      await project('zedSheep', {
        activityId: lostSheep.id,
        classId: classA,
        studentId: pupil.id,
        submittedAt: '2026-11-15T09:00:00.000Z',
        status: 'approved',
        score: { [criterion]: 0 },
      });
      await app.db
        .insertInto('class_join_requests')
        .values({
          id: crypto.randomUUID(),
          class_id: classA,
          student_id: students.joiner ?? '',
          status: 'pending',
          created_at: '2026-11-19T14:00:00.000Z',
          decided_at: null,
          decided_by: null,
        })
        .execute();
    });
    afterAll(async () => {
      vi.useRealTimers();
      await app.close();
      await database.dropAll();
    });

    const get = (url: string, caller?: Caller) => send(app, 'GET', url, caller);

    it('dashboard: class cards with counts, archived classes left out', async () => {
      const response = await get(OVERVIEW_API.dashboard, owner);
      expect(response.statusCode).toBe(200);
      const body = response.json<DashboardAnswer>();
      expect(body.classes).toEqual([
        {
          id: classB,
          title: 'Scripture 8',
          subject: null,
          role: 'owner',
          studentCount: 1,
          openActivities: 1,
          toReview: 1,
          pendingJoinRequests: 0,
        },
        {
          id: classA,
          title: 'Theology 7A',
          subject: null,
          role: 'owner',
          studentCount: 4,
          // The Lost Sheep's due day is over; the Good Samaritan opens on 23 November.
          openActivities: 0,
          toReview: 2,
          pendingJoinRequests: 1,
        },
      ]);
    });

    it('dashboard: the To review queue, oldest first, with late and revision flags', async () => {
      const body = (await get(OVERVIEW_API.dashboard, owner)).json<DashboardAnswer>();
      expect(body.toReviewTotal).toBe(3);
      expect(
        body.toReview.map(({ projectId, studentName, late, revision, classTitle }) => ({
          projectId,
          studentName,
          late,
          revision,
          classTitle,
        })),
      ).toEqual([
        {
          projectId: projects.deeSower,
          studentName: 'Dee +Diaz, Jr.',
          late: false,
          revision: false,
          classTitle: 'Scripture 8',
        },
        {
          projectId: projects.annSheep,
          studentName: 'Ann Avery',
          late: false,
          revision: false,
          classTitle: 'Theology 7A',
        },
        {
          projectId: projects.benSheep,
          studentName: 'Ben Brooks',
          late: true,
          revision: true,
          classTitle: 'Theology 7A',
        },
      ]);
    });

    it('To review: returned work leaves the queue; handed in again, it waits as a revision', async () => {
      const waiting = async () =>
        (await get(OVERVIEW_API.dashboard, owner)).json<DashboardAnswer>().toReview;
      const dee = projects.deeSower ?? '';
      const setProject = (fields: { status: 'active' | 'returned'; submitted_at: string }) =>
        app.db.updateTable('projects').set(fields).where('id', '=', dee).execute();
      await comment(dee, '2026-11-17T09:00:00.000Z', owner.id);
      await setProject({ status: 'returned', submitted_at: '2026-11-16T09:00:00.000Z' });
      expect((await waiting()).map((item) => item.projectId)).not.toContain(dee);
      await setProject({ status: 'active', submitted_at: '2026-11-20T09:00:00.000Z' });
      const again = await waiting();
      expect(again.map((item) => item.projectId)).toEqual([
        projects.annSheep,
        projects.benSheep,
        dee,
      ]);
      expect(again[2]).toMatchObject({ revision: true, late: false });
      // As it was for the other tests.
      await app.db.deleteFrom('project_comments').where('project_id', '=', dee).execute();
      await setProject({ status: 'active', submitted_at: '2026-11-16T09:00:00.000Z' });
    });

    it('dashboard: due dates of the next two weeks and recent activity', async () => {
      const body = (await get(OVERVIEW_API.dashboard, owner)).json<DashboardAnswer>();
      expect(body.upcoming).toEqual([
        {
          classId: classB,
          classTitle: 'Scripture 8',
          activityId: sower.id,
          activityTitle: 'The Sower',
          dueDate: '2026-11-22',
          assigned: 1,
          handedIn: 1,
        },
        {
          classId: classA,
          classTitle: 'Theology 7A',
          activityId: samaritan.id,
          activityTitle: 'The Good Samaritan',
          dueDate: '2026-11-27',
          assigned: 2,
          handedIn: 0,
        },
      ]);
      expect(body.recent.map((item) => [item.kind, item.studentName])).toEqual([
        ['join_request', 'Jo Joiner'],
        ['revision', 'Ben Brooks'],
        ['hand_in', 'Ann Avery'],
        ['hand_in', 'Cy Cole'],
        ['hand_in', 'Dee +Diaz, Jr.'],
        ['hand_in', 'Zed Zimmer'],
      ]);
    });

    it('dashboard: a co-teacher sees the shared class; a new teacher sees nothing', async () => {
      const shared = (await get(OVERVIEW_API.dashboard, coTeacher)).json<DashboardAnswer>();
      expect(shared.classes.map((entry) => [entry.title, entry.role, entry.toReview])).toEqual([
        ['Theology 7A', 'co-teacher', 2],
      ]);
      expect(shared.toReview.map((item) => item.studentName)).toEqual(['Ann Avery', 'Ben Brooks']);
      const none = (await get(OVERVIEW_API.dashboard, stranger)).json<DashboardAnswer>();
      expect(none).toEqual({
        classes: [],
        toReview: [],
        toReviewTotal: 0,
        upcoming: [],
        recent: [],
      });
    });

    it('dashboard: teachers only', async () => {
      expect((await get(OVERVIEW_API.dashboard)).statusCode).toBe(401);
      expect((await get(OVERVIEW_API.dashboard, parent)).statusCode).toBe(403);
      expect((await get(OVERVIEW_API.dashboard, pupil)).statusCode).toBe(403);
    });

    it('activities tab: progress over the assigned students, late hand-ins counted', async () => {
      const response = await get(OVERVIEW_API.assignments(classA), owner);
      expect(response.statusCode).toBe(200);
      const body = response.json<ClassAssignmentsAnswer>();
      expect(body.assignments.map((entry) => entry.title)).toEqual([
        'The Good Samaritan',
        'The Lost Sheep',
      ]);
      const [good, lost] = body.assignments;
      expect(good).toMatchObject({
        opensOn: '2026-11-23',
        scheduled: true,
        dueDate: '2026-11-27',
        chosenStudents: true,
        lateCount: 0,
        counts: { not_started: 1, writing: 1, handed_in: 0, returned: 0, approved: 0, archived: 0 },
      });
      expect(good?.students.map((entry) => [entry.name, entry.state])).toEqual([
        ['Ann Avery', 'writing'],
        ['Ben Brooks', 'not_started'],
      ]);
      expect(lost).toMatchObject({
        scheduled: false,
        chosenStudents: false,
        lateCount: 1,
        counts: { not_started: 0, writing: 0, handed_in: 3, returned: 0, approved: 1, archived: 0 },
      });
      expect(lost?.students.filter((entry) => entry.late).map((entry) => entry.name)).toEqual([
        'Ben Brooks',
      ]);
    });

    it('gradebook: students × assignments with status, late flag and rubric total', async () => {
      const response = await get(OVERVIEW_API.gradebook(classA), owner);
      expect(response.statusCode).toBe(200);
      const book = response.json<GradebookAnswer>();
      expect(book.columns).toEqual([
        { activityId: lostSheep.id, title: 'The Lost Sheep', dueDate: '2026-11-18', maxPoints: 3 },
        {
          activityId: samaritan.id,
          title: 'The Good Samaritan',
          dueDate: '2026-11-27',
          maxPoints: 3,
        },
      ]);
      expect(book.rows.map((row) => row.lastName)).toEqual(['Avery', 'Brooks', 'Cole', 'Zimmer']);
      const [ann, ben, cy, zed] = book.rows;
      expect(ann?.cells).toEqual([
        { state: 'handed_in', projectId: projects.annSheep, late: false, points: null },
        { state: 'writing', projectId: projects.annSamaritan, late: false, points: null },
      ]);
      expect(ben?.cells).toEqual([
        { state: 'handed_in', projectId: projects.benSheep, late: true, points: null },
        { state: 'not_started', projectId: null, late: false, points: null },
      ]);
      // Cy was not chosen for the Good Samaritan.
      expect(cy?.cells).toEqual([
        { state: 'handed_in', projectId: projects.cySheep, late: false, points: 3 },
        null,
      ]);
      expect(zed?.cells[0]).toEqual({
        state: 'approved',
        projectId: projects.zedSheep,
        late: false,
        points: 1,
      });
    });

    it('late is judged by the first hand-in: a revision after the due day is not late', async () => {
      const ben = projects.benSheep ?? '';
      const lateFlags = async () => {
        const book = (await get(OVERVIEW_API.gradebook(classA), owner)).json<GradebookAnswer>();
        const queue = (await get(OVERVIEW_API.dashboard, owner)).json<DashboardAnswer>().toReview;
        const progress = (
          await get(OVERVIEW_API.assignments(classA), owner)
        ).json<ClassAssignmentsAnswer>();
        return {
          gradebook: book.rows[1]?.cells[0]?.late,
          queue: queue.find((item) => item.projectId === ben)?.late,
          progress: progress.assignments.find((entry) => entry.activityId === lostSheep.id)
            ?.lateCount,
        };
      };
      // Ben first handed in on the due day; what came after the teacher's comment is a revision.
      await app.db
        .insertInto('project_versions')
        .values({
          id: crypto.randomUUID(),
          project_id: ben,
          number: 1,
          answers: '{}',
          word_count: 0,
          handed_in_at: '2026-11-18T08:00:00.000Z',
        })
        .execute();
      try {
        expect(await lateFlags()).toEqual({ gradebook: false, queue: false, progress: 0 });
      } finally {
        await app.db.deleteFrom('project_versions').where('project_id', '=', ben).execute();
      }
      // Without versions (work handed in before they were kept), the hand-in decides.
      expect(await lateFlags()).toEqual({ gradebook: true, queue: true, progress: 1 });
    });

    it('gradebook CSV: a download, escaped against formula injection', async () => {
      const response = await get(OVERVIEW_API.gradebookCsv(classB), owner);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="gradebook-scripture-8-2026-11-20.csv"',
      );
      expect(response.body.split('\r\n')).toEqual([
        '\uFEFFLast name,First name,The Sower (status),The Sower (points)',
        `"'+Diaz, Jr.",Dee,Handed in,`,
        '',
      ]);
      const late = (await get(OVERVIEW_API.gradebookCsv(classA), coTeacher)).body;
      expect(late).toContain('Brooks,Ben,Handed in (late),,Not started,');
      expect(late).toContain('Cole,Cy,Handed in,3,Not assigned,');
    });

    it('csvCell: formulas stay text, separators are quoted', () => {
      expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
      expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
      expect(csvCell('-2+3')).toBe(`'-2+3`);
      expect(csvCell('\tcmd')).toBe(`'\tcmd`);
      expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
      expect(csvCell(7)).toBe('7');
      expect(csvCell(null)).toBe('');
      expect(csvCell('Plain')).toBe('Plain');
    });

    it("a class's calls: its teachers only; an archived class stays readable", async () => {
      for (const url of [
        OVERVIEW_API.assignments(classA),
        OVERVIEW_API.gradebook(classA),
        OVERVIEW_API.gradebookCsv(classA),
      ]) {
        expect((await get(url, coTeacher)).statusCode, url).toBe(200);
        expect((await get(url, stranger)).statusCode, url).toBe(404);
        expect((await get(url, parent)).statusCode, url).toBe(404);
        expect((await get(url, pupil)).statusCode, url).toBe(404);
        expect((await get(url)).statusCode, url).toBe(401);
      }
      expect((await get(OVERVIEW_API.gradebook('../etc'), owner)).statusCode).toBe(404);
      const old = (await get(OVERVIEW_API.gradebook(archived), owner)).json<GradebookAnswer>();
      expect(old.rows[0]?.cells).toEqual([
        { state: 'handed_in', projectId: projects.oldSower, late: false, points: null },
      ]);
    });

    it('assigning: chosen students and dates are stored, replaced and checked', async () => {
      const prodigal = (
        await send(app, 'POST', '/api/activities', owner, activityInput({ title: 'Prodigal Son' }))
      ).json<Activity>();
      const first = await assign(prodigal, {
        classIds: [classA],
        opensOn: '2026-11-23',
        dueDate: '2026-11-27',
        students: [{ classId: classA, studentIds: [students.ben, students.ann] }],
      });
      expect(first.json<Activity>().assignments).toEqual([
        expect.objectContaining({
          classId: classA,
          opensOn: '2026-11-23',
          dueDate: '2026-11-27',
          studentIds: [students.ann, students.ben].sort(),
        }),
      ]);
      const outsider = await assign(prodigal, {
        classIds: [classA],
        students: [{ classId: classA, studentIds: [students.dee] }],
      });
      expect(outsider.statusCode).toBe(400);
      expect(outsider.json()).toEqual({
        errors: { students: ACTIVITY_MESSAGES.studentsNotInClass },
      });
      const backwards = await assign(prodigal, {
        classIds: [classA],
        opensOn: '2026-11-28',
        dueDate: '2026-11-27',
      });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toEqual({ errors: { opensOn: ACTIVITY_MESSAGES.opensAfterDue } });
      const empty = await assign(prodigal, {
        classIds: [classA],
        students: [{ classId: classA, studentIds: [] }],
      });
      expect(empty.statusCode).toBe(400);
      const elsewhere = await assign(prodigal, {
        classIds: [classA],
        students: [{ classId: classB, studentIds: [students.dee] }],
      });
      expect(elsewhere.statusCode).toBe(400);
      // Nothing changed by the refusals.
      const still = (await get(`/api/activities/${prodigal.id}`, owner)).json<Activity>();
      expect(still.assignments[0]?.studentIds).toHaveLength(2);

      // Again for the whole class: the chosen students go, and the tab counts everyone.
      const whole = await assign(prodigal, { classIds: [classA], dueDate: '2026-11-27' });
      expect(whole.json<Activity>().assignments[0]).toMatchObject({
        studentIds: null,
        opensOn: null,
      });
      const tab = (
        await get(OVERVIEW_API.assignments(classA), owner)
      ).json<ClassAssignmentsAnswer>();
      const entry = tab.assignments.find((assignment) => assignment.activityId === prodigal.id);
      expect(entry?.students).toHaveLength(4);
      expect(entry?.scheduled).toBe(false);
      await send(app, 'POST', `/api/activities/${prodigal.id}/delete`, owner);
    });
  });
}
