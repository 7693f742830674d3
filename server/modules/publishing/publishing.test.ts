import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECTS_API } from '../../../common/schemas/projects';
import { PUBLISHING_API } from '../../../common/schemas/publishing';
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
import { adjustCredits, grantCredits } from '../credits/ledger';
import { insertSampleBook, insertSampleOrder } from '../fulfilment/testing/sample-order';
import { PUBLISHING_MESSAGES } from '../../../common/publishing/messages';

for (const database of testDatabases()) {
  describe(`publishing books on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** A class with two students (one has written), and an assigned library activity. */
    async function classWithWriting() {
      const teacher = await signedInUser(app);
      const classId = await insertClass(app, teacher.id, 'Theology 5B');
      const writer = await signedInStudent(app, teacher.id, [classId]);
      const silent = await signedInStudent(app, teacher.id, [classId]);
      const activity = (
        await send(app, 'POST', '/api/activities/library/creation/copy', teacher)
      ).json();
      await send(app, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
        classIds: [classId],
      });
      await send(app, 'PUT', PROJECTS_API.studentProject(classId, activity.id), writer, {
        answers: { [activity.questions[0].id]: 'God saw that it was good, and so do I.' },
      });
      // Books print approved work by default (issue 12): the teacher approved this piece.
      await app.db
        .updateTable('projects')
        .set({ status: 'approved' })
        .where('student_id', '=', writer.id)
        .execute();
      return { teacher, classId, writer, silent, activityId: activity.id as string };
    }

    it('makes a book of the written work, previews it and publishes it into the store', async () => {
      const { teacher, classId, writer, silent, activityId } = await classWithWriting();
      const created = await send(app, 'POST', PUBLISHING_API.classBooks(classId), teacher, {
        name: 'Days of Creation',
        type: 'story',
        openClassOrder: false,
        activityIds: [activityId],
        studentIds: [writer.id, silent.id],
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json();
      const [book] = (await send(app, 'GET', PUBLISHING_API.classBooks(classId), teacher)).json();
      // Only the student who wrote is in the book.
      expect(book).toMatchObject({ id, name: 'Days of Creation', studentCount: 1, pieceCount: 1 });
      expect(book.code).toMatch(/^[A-Z2-9]{5}$/);
      expect(book.publishedAt).toBeNull();

      const search = () =>
        app.inject({ method: 'GET', url: `/api/store/search_activity?code=${book.code}` });
      expect((await search()).statusCode).toBe(404);

      const preview = await send(app, 'GET', PUBLISHING_API.preview(id), teacher);
      expect(preview.headers['content-type']).toBe('application/pdf');
      expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const published = await send(app, 'POST', PUBLISHING_API.publish(id), teacher);
      expect(published.json().code).toBe(book.code);
      expect((await search()).json()).toMatchObject({
        bookName: 'Days of Creation',
        type: 'story',
      });
      const children = await app.inject({
        method: 'GET',
        url: `/api/store/students_search?code=${book.code}&q=mar`,
      });
      expect(children.json()).toEqual([{ studentId: writer.id, studentName: 'Maria G.' }]);

      await send(app, 'POST', PUBLISHING_API.unpublish(id), teacher);
      expect((await search()).statusCode).toBe(404);
    });

    it('refuses empty choices, foreign students and books with nothing written', async () => {
      const { teacher, classId, silent, activityId } = await classWithWriting();
      const empty = await send(app, 'POST', PUBLISHING_API.classBooks(classId), teacher, {
        name: ' ',
        type: 'story',
        activityIds: [],
        studentIds: [],
      });
      expect(empty.json().errors).toMatchObject({
        name: PUBLISHING_MESSAGES.nameRequired,
        activityIds: PUBLISHING_MESSAGES.activitiesRequired,
        studentIds: PUBLISHING_MESSAGES.studentsRequired,
      });
      const stranger = await signedInStudent(app, teacher.id);
      const foreign = await send(app, 'POST', PUBLISHING_API.classBooks(classId), teacher, {
        name: 'Book',
        type: 'journal',
        activityIds: [activityId],
        studentIds: [stranger.id],
      });
      expect(foreign.json().errors.activityIds).toBe(PUBLISHING_MESSAGES.notInClass);
      const nothing = await send(app, 'POST', PUBLISHING_API.classBooks(classId), teacher, {
        name: 'Book',
        type: 'journal',
        activityIds: [activityId],
        studentIds: [silent.id],
      });
      expect(nothing.json().errors.studentIds).toBe(PUBLISHING_MESSAGES.nothingApproved);
    });

    it('answers 404 to anyone but the class’s teachers (owner and co-teachers)', async () => {
      const { teacher, classId, writer, activityId } = await classWithWriting();
      const { id } = (
        await send(app, 'POST', PUBLISHING_API.classBooks(classId), teacher, {
          name: 'Mine',
          type: 'story',
          activityIds: [activityId],
          studentIds: [writer.id],
        })
      ).json();
      const other = await signedInUser(app);
      const parent = await signedInUser(app, 'parent');
      const otherClassId = await insertClass(app, other.id, 'Other class');
      const otherStudent = await signedInStudent(app, other.id, [otherClassId]);
      const otherCoTeacher = await signedInUser(app);
      await insertCoTeacher(app, otherClassId, otherCoTeacher.id, other.id);
      for (const outsider of [other, otherCoTeacher, parent, otherStudent]) {
        const calls = await Promise.all([
          send(app, 'GET', PUBLISHING_API.classBooks(classId), outsider),
          send(app, 'POST', PUBLISHING_API.classBooks(classId), outsider, {
            name: 'x',
            type: 'story',
            activityIds: [activityId],
            studentIds: [writer.id],
          }),
          send(app, 'GET', PUBLISHING_API.preview(id), outsider),
          send(app, 'POST', PUBLISHING_API.publish(id), outsider),
          send(app, 'POST', PUBLISHING_API.unpublish(id), outsider),
        ]);
        expect(calls.map((call) => call.statusCode)).toEqual([404, 404, 404, 404, 404]);
      }
      const book = await app.db
        .selectFrom('books')
        .select('published_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(book.published_at).toBeNull();

      // A co-teacher of the class gets the owner's answers.
      const coTeacher = await signedInUser(app);
      await insertCoTeacher(app, classId, coTeacher.id, teacher.id);
      const answers = async (caller: Caller) => [
        (await send(app, 'GET', PUBLISHING_API.classBooks(classId), caller)).statusCode,
        (
          await send(app, 'POST', PUBLISHING_API.classBooks(classId), caller, {
            name: 'Ours',
            type: 'story',
            activityIds: [activityId],
            studentIds: [writer.id],
          })
        ).statusCode,
        (await send(app, 'GET', PUBLISHING_API.preview(id), caller)).statusCode,
        (await send(app, 'POST', PUBLISHING_API.publish(id), caller)).statusCode,
        (await send(app, 'POST', PUBLISHING_API.unpublish(id), caller)).statusCode,
      ];
      const byOwner = await answers(teacher);
      expect(byOwner.every((status) => status < 300)).toBe(true);
      expect(await answers(coTeacher)).toEqual(byOwner);
    });

    it('shows a teacher their credit balance and ledger with the orders of their books', async () => {
      const teacher = await signedInUser(app);
      const answer = (await send(app, 'GET', PUBLISHING_API.teacherOrders, teacher)).json();
      expect(answer).toEqual({ orders: [], credits: { balance: 0, ledger: [] } });

      // A paid order of this teacher's book shows; one of another teacher's book never does.
      const other = await signedInUser(app);
      const orderOf = async (teacherId: string, firstName: string) => {
        const book = await insertSampleBook(app.db, {
          teacherId,
          children: [{ firstName, lastName: 'Brooks', pieces: [] }],
        });
        return insertSampleOrder(app.db, {
          bookId: book.id,
          type: 'standard',
          items: [{ studentId: null, studentName: null, quantity: 2 }],
          copies: 2,
        });
      };
      const mine = await orderOf(teacher.id, 'Anna');
      const theirs = await orderOf(other.id, 'Beth');
      await grantCredits(app.db, app.dbKind, { teacherId: teacher.id, credits: 26 });
      const after = (await send(app, 'GET', PUBLISHING_API.teacherOrders, teacher)).json();
      expect(after.orders.map((order: { number: string }) => order.number)).toEqual([mine.number]);
      expect(JSON.stringify(after)).not.toContain(theirs.number);
      expect(after.credits).toMatchObject({
        balance: 26,
        ledger: [{ kind: 'grant', credits: 26 }],
      });
      // A platform admin taking credits back shows in the teacher's history too.
      await adjustCredits(app.db, app.dbKind, {
        teacherId: teacher.id,
        credits: -6,
        requestKey: crypto.randomUUID(),
        note: 'Granted twice by mistake',
        createdBy: other.id,
      });
      const revoked = (await send(app, 'GET', PUBLISHING_API.teacherOrders, teacher)).json();
      expect(revoked.credits.balance).toBe(20);
      expect(revoked.credits.ledger.map((entry: { kind: string }) => entry.kind).sort()).toEqual([
        'grant',
        'revoke',
      ]);

      const parent = await signedInUser(app, 'parent');
      expect((await send(app, 'GET', PUBLISHING_API.teacherOrders, parent)).statusCode).toBe(403);
    });
  });
}
