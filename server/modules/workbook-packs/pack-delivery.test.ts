import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKBOOK_MESSAGES } from '../../../common/copy/workbooks';
import {
  PROJECTS_API,
  type StudentActivitiesAnswer,
  type StudentProjectAnswer,
} from '../../../common/schemas/projects';
import { workbooksPaths, type ClassWorkbooksView } from '../../../common/schemas/workbooks';
import { passagePagesText, type PackActivity } from '../../../common/workbooks/pack-schema';
import { testDatabases } from '../../../tests/support/databases';
import {
  insertClass,
  send,
  signedInAdmin,
  signedInStudent,
  signedInUser,
  unique,
  type Caller,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { buildPack, generatePackKey, packActivity } from '../../../tests/support/workbook-packs';
import { accountForOwner } from '../billing/billing-accounts';

const KEY = generatePackKey('publisher-delivery');
const COURSE_I = 'core-1';
const PAGES = passagePagesText({ from: 12, to: 15 });

/**
 * Publisher pack activities reach classes (issue 16, point 9): adding the workbook delivers the
 * version the class keeps, licences decide who sees it, and accepting a newer version changes
 * the class's activities without touching a word any student wrote, nor any other class.
 * Packs are global, so every assertion looks at its own test's pack id only.
 */
for (const database of testDatabases()) {
  describe(`publisher pack delivery on ${database.name}`, () => {
    let app: FastifyInstance;
    let staff: Caller;

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), { WORKBOOK_PACK_PUBLIC_KEYS: KEY.setting });
      staff = await signedInAdmin(app);
    });
    afterAll(() => app.close());

    /** Uploads a version of the pack with these activities (by key and title). */
    async function upload(
      packId: string,
      version: number,
      activities: PackActivity[],
      mode: 'adds' | 'replaces' = 'adds',
    ) {
      const { envelope } = await buildPack({ key: KEY, packId, version, activities, mode });
      const response = await send(app, 'POST', '/api/staff/workbook-packs', staff, envelope);
      expect(response.statusCode).toBe(201);
    }

    const activity = (packId: string, key: string, title = `Reflection ${key}`, unit = 1) =>
      packActivity(`${packId}-${key}`, unit, { title });

    /** A teacher's class of `size` students on Standard, invoiced (licences at once). */
    async function classroom(size: number, teacher?: Caller) {
      const owner = teacher ?? (await signedInUser(app));
      const classId = await insertClass(app, owner.id, 'Theology 9');
      const students: Caller[] = [];
      for (let i = 0; i < size; i++) students.push(await signedInStudent(app, owner.id, [classId]));
      const account = await accountForOwner(app.db, owner.id);
      await app.db
        .updateTable('billing_accounts')
        .set({ plan: 'standard', status: 'active', collection_method: 'send_invoice' })
        .where('id', '=', account.id)
        .execute();
      return { teacher: owner, classId, students };
    }

    /** Buys licences for these students of the class and assigns them. */
    async function license(teacher: Caller, classId: string, students: Caller[]) {
      const bought = await send(app, 'POST', workbooksPaths.purchases(classId), teacher, {
        workbookId: COURSE_I,
        quantity: students.length,
        idempotencyKey: unique('delivery-key-'),
      });
      expect(bought.statusCode).toBe(200);
      const assigned = await send(app, 'POST', workbooksPaths.assign(classId), teacher, {
        workbookId: COURSE_I,
        studentIds: students.map((student) => student.id),
      });
      expect(assigned.json()).toEqual({ assigned: students.length });
    }

    const addToClass = (teacher: Caller, classId: string) =>
      send(app, 'POST', workbooksPaths.addToClass(classId), teacher, { workbookId: COURSE_I });

    const accept = (teacher: Caller, classId: string, packId: string, version: number) =>
      send(app, 'POST', workbooksPaths.acceptPack(classId, packId), teacher, { version });

    /** The class's copies of the pack by key (the key without the pack id's prefix). */
    async function copiesIn(classId: string, packId: string) {
      const rows = await app.db
        .selectFrom('activity_assignments as a')
        .innerJoin('activities', 'activities.id', 'a.activity_id')
        .selectAll('activities')
        .where('a.class_id', '=', classId)
        .where('activities.pack_id', '=', packId)
        .orderBy('activities.pack_version')
        .execute();
      return rows.map((row) => ({
        ...row,
        key: row.pack_activity_key!.slice(packId.length + 1),
        pack_version: Number(row.pack_version),
      }));
    }
    const onlyCopy = async (classId: string, packId: string, key: string) => {
      const copies = (await copiesIn(classId, packId)).filter((copy) => copy.key === key);
      expect(copies).toHaveLength(1);
      return copies[0]!;
    };

    async function write(student: Caller, classId: string, activityId: string) {
      const row = await app.db
        .selectFrom('activities')
        .select('questions')
        .where('id', '=', activityId)
        .executeTakeFirstOrThrow();
      const [question] = JSON.parse(row.questions) as { id: string }[];
      const answers = { [question!.id]: '<p>What the student wrote.</p>' };
      const saved = await send(
        app,
        'PUT',
        PROJECTS_API.studentProject(classId, activityId),
        student,
        { answers },
      );
      expect(saved.statusCode).toBe(200);
      return JSON.stringify(answers);
    }

    const projectOf = (activityId: string, studentId: string) =>
      app.db
        .selectFrom('projects')
        .select(['answers', 'activity_id'])
        .where('activity_id', '=', activityId)
        .where('student_id', '=', studentId)
        .executeTakeFirst();

    async function listed(student: Caller) {
      const list = await send(app, 'GET', PROJECTS_API.studentActivities, student);
      expect(list.statusCode).toBe(200);
      return (list.json() as StudentActivitiesAnswer).activities.map((card) => card.activityId);
    }

    it('delivers the kept version to the class, a passage left out read as its pages, once however often it is added', async () => {
      const packId = unique('delivered-');
      await upload(packId, 1, [
        activity(packId, 'a'),
        {
          ...activity(packId, 'b', 'With its text', 2),
          passageText: 'Our own words.',
          passagePages: undefined,
        },
      ]);
      const { teacher, classId, students } = await classroom(1);
      await license(teacher, classId, students);

      // A double click, then once more.
      const [first, second] = await Promise.all([
        addToClass(teacher, classId),
        addToClass(teacher, classId),
      ]);
      const third = await addToClass(teacher, classId);
      for (const response of [first, second, third]) expect(response.statusCode).toBe(200);

      const copies = await copiesIn(classId, packId);
      expect(copies.map((copy) => copy.key).sort()).toEqual(['a', 'b']);
      const made = await app.db
        .selectFrom('activities')
        .select('id')
        .where('pack_id', '=', packId)
        .execute();
      expect(made).toHaveLength(2);
      for (const copy of copies) {
        expect(copy).toMatchObject({
          teacher_id: teacher.id,
          workbook_id: COURSE_I,
          pack_version: 1,
        });
        expect(third.json<{ activityIds: string[] }>().activityIds).toContain(copy.id);
      }
      const a = copies.find((copy) => copy.key === 'a')!;
      expect(a.passage_text).toBe(PAGES);
      expect(copies.find((copy) => copy.key === 'b')!.passage_text).toBe('Our own words.');

      // The student's page renders it: the pages stand where the passage would.
      const opened = await send(
        app,
        'GET',
        PROJECTS_API.studentProject(classId, a.id),
        students[0],
      );
      expect(opened.statusCode).toBe(200);
      expect(opened.json<StudentProjectAnswer>().activity).toMatchObject({
        title: 'Reflection a',
        passageText: PAGES,
      });
    });

    it("comes beside Lectio's own reflections in 'adds' mode, and in their place in 'replaces' mode", async () => {
      /** The class's activities from Lectio's own library (not from a pack). */
      const lectioReflectionsIn = async (classId: string) =>
        app.db
          .selectFrom('activity_assignments as a')
          .innerJoin('activities', 'activities.id', 'a.activity_id')
          .select('activities.id')
          .where('a.class_id', '=', classId)
          .where('activities.workbook_id', '=', COURSE_I)
          .where('activities.pack_id', 'is', null)
          .execute();

      const added = unique('adds-');
      await upload(added, 1, [activity(added, 'a')]);
      const before = await classroom(1);
      expect((await addToClass(before.teacher, before.classId)).statusCode).toBe(200);
      expect(await lectioReflectionsIn(before.classId)).not.toHaveLength(0);
      expect(await copiesIn(before.classId, added)).toHaveLength(1);

      const replacing = unique('replaces-');
      await upload(replacing, 1, [activity(replacing, 'a'), activity(replacing, 'b')], 'replaces');
      const after = await classroom(1);
      const response = await addToClass(after.teacher, after.classId);
      expect(response.statusCode).toBe(200);
      expect(await lectioReflectionsIn(after.classId)).toEqual([]);
      const delivered = [
        ...(await copiesIn(after.classId, added)),
        ...(await copiesIn(after.classId, replacing)),
      ];
      expect(delivered).toHaveLength(3);
      const answered = response.json<{ activityIds: string[] }>().activityIds;
      for (const copy of delivered) expect(answered).toContain(copy.id);

      // The class that had Lectio's reflections keeps them when it adds the workbook again.
      expect((await addToClass(before.teacher, before.classId)).statusCode).toBe(200);
      expect(await lectioReflectionsIn(before.classId)).not.toHaveLength(0);
    });

    it('shows a pack activity only to a student with a licence for the workbook', async () => {
      const packId = unique('licensed-');
      await upload(packId, 1, [activity(packId, 'a')]);
      const { teacher, classId, students } = await classroom(2);
      const [holder, without] = students as [Caller, Caller];
      await license(teacher, classId, [holder]);
      expect((await addToClass(teacher, classId)).statusCode).toBe(200);
      const { id } = await onlyCopy(classId, packId, 'a');

      expect(await listed(holder)).toContain(id);
      expect(await listed(without)).not.toContain(id);
      const opened = await send(app, 'GET', PROJECTS_API.studentProject(classId, id), without);
      expect(opened.statusCode).toBe(404);
      expect(JSON.stringify(opened.json())).not.toContain('Reflection a');
    });

    it('takes a newer version: adds, updates unwritten, keeps written beside the new, unassigns removed', async () => {
      const packId = unique('updated-');
      await upload(packId, 1, [
        activity(packId, 'changed', 'Changed v1'),
        activity(packId, 'written', 'Written v1'),
        activity(packId, 'same', 'Same'),
        activity(packId, 'dropped', 'Dropped'),
        activity(packId, 'dropped-written', 'Dropped but written'),
      ]);
      const { teacher, classId, students } = await classroom(1);
      const [student] = students as [Caller];
      await license(teacher, classId, [student]);
      expect((await addToClass(teacher, classId)).statusCode).toBe(200);
      const before = new Map((await copiesIn(classId, packId)).map((copy) => [copy.key, copy]));
      const wrote = await write(student, classId, before.get('written')!.id);
      const wroteDropped = await write(student, classId, before.get('dropped-written')!.id);

      await upload(packId, 2, [
        activity(packId, 'changed', 'Changed v2'),
        activity(packId, 'written', 'Written v2'),
        activity(packId, 'same', 'Same'),
        activity(packId, 'new', 'New in v2'),
      ]);
      const view = await send(app, 'GET', workbooksPaths.classView(classId), teacher);
      const packView = () =>
        view
          .json<ClassWorkbooksView>()
          .workbooks.find((workbook) => workbook.id === COURSE_I)!
          .packs.find((pack) => pack.packId === packId);
      expect(packView()).toMatchObject({
        acceptedVersion: 1,
        latestVersion: 2,
        newerAvailable: true,
      });

      const [once, twice] = await Promise.all([
        accept(teacher, classId, packId, 2),
        accept(teacher, classId, packId, 2),
      ]);
      expect(once.statusCode).toBe(200);
      expect(twice.statusCode).toBe(200);

      const after = await copiesIn(classId, packId);
      const changed = await onlyCopy(classId, packId, 'changed');
      expect(changed).toMatchObject({
        id: before.get('changed')!.id,
        title: 'Changed v2',
        pack_version: 2,
      });
      const same = await onlyCopy(classId, packId, 'same');
      expect(same).toMatchObject({ id: before.get('same')!.id, title: 'Same', pack_version: 1 });
      const written = after.filter((copy) => copy.key === 'written');
      expect(written.map((copy) => [copy.title, copy.pack_version])).toEqual([
        ['Written v1', 1],
        ['Written v2', 2],
      ]);
      expect(written[0]!.id).toBe(before.get('written')!.id);
      expect((await onlyCopy(classId, packId, 'new')).pack_version).toBe(2);
      expect(after.some((copy) => copy.key === 'dropped')).toBe(false);
      expect((await onlyCopy(classId, packId, 'dropped-written')).id).toBe(
        before.get('dropped-written')!.id,
      );
      // Every word stays where it was written, unchanged; and the student still sees it.
      expect(await projectOf(before.get('written')!.id, student.id)).toEqual({
        answers: wrote,
        activity_id: before.get('written')!.id,
      });
      expect((await projectOf(before.get('dropped-written')!.id, student.id))!.answers).toBe(
        wroteDropped,
      );
      const visible = await listed(student);
      for (const copy of after) expect(visible).toContain(copy.id);
      expect(after).toHaveLength(6);

      const pin = await app.db
        .selectFrom('class_workbook_packs')
        .select('version')
        .where('class_id', '=', classId)
        .where('pack_id', '=', packId)
        .executeTakeFirstOrThrow();
      expect(Number(pin.version)).toBe(2);
      // Added again after the update: nothing changes.
      expect((await addToClass(teacher, classId)).statusCode).toBe(200);
      expect(await copiesIn(classId, packId)).toHaveLength(6);
    });

    it('leaves another class of the same teacher on its version, its copy unchanged', async () => {
      const packId = unique('two-classes-');
      await upload(packId, 1, [activity(packId, 'a', 'A v1')]);
      const teacher = await signedInUser(app);
      const first = await classroom(1, teacher);
      const second = await classroom(1, teacher);
      for (const room of [first, second]) {
        await license(teacher, room.classId, room.students);
        expect((await addToClass(teacher, room.classId)).statusCode).toBe(200);
      }
      const shared = await onlyCopy(first.classId, packId, 'a');
      expect((await onlyCopy(second.classId, packId, 'a')).id).toBe(shared.id);

      await upload(packId, 2, [activity(packId, 'a', 'A v2')]);
      expect((await accept(teacher, first.classId, packId, 2)).statusCode).toBe(200);

      expect(await onlyCopy(first.classId, packId, 'a')).toMatchObject({
        title: 'A v2',
        pack_version: 2,
      });
      expect((await onlyCopy(first.classId, packId, 'a')).id).not.toBe(shared.id);
      expect(await onlyCopy(second.classId, packId, 'a')).toMatchObject({
        id: shared.id,
        title: 'A v1',
        pack_version: 1,
        updated_at: shared.updated_at,
      });
      const secondView = await send(app, 'GET', workbooksPaths.classView(second.classId), teacher);
      const kept = secondView
        .json<ClassWorkbooksView>()
        .workbooks.find((workbook) => workbook.id === COURSE_I)!
        .packs.find((pack) => pack.packId === packId);
      expect(kept).toMatchObject({ acceptedVersion: 1, newerAvailable: true });
    });

    it('lets no one accept for a class they do not teach (404), and changes nothing', async () => {
      const packId = unique('not-yours-');
      await upload(packId, 1, [activity(packId, 'a', 'A v1')]);
      const { teacher, classId, students } = await classroom(1);
      await license(teacher, classId, students);
      expect((await addToClass(teacher, classId)).statusCode).toBe(200);
      await upload(packId, 2, [activity(packId, 'a', 'A v2')]);

      const stranger = await signedInUser(app);
      const refused = await accept(stranger, classId, packId, 2);
      expect(refused.statusCode).toBe(404);
      expect(await onlyCopy(classId, packId, 'a')).toMatchObject({
        title: 'A v1',
        pack_version: 1,
      });
      // An unknown version of a pack the class keeps: 404 with the one message.
      const unknown = await accept(teacher, classId, packId, 9);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ errors: { pack: WORKBOOK_MESSAGES.packNotFound } });
    });
  });
}
