import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECTS_API } from '../../../common/schemas/projects';
import { BOOK_PAGES_API, PUBLISHING_API } from '../../../common/schemas/publishing';
import { PUBLISHING_MESSAGES } from '../../../common/publishing/messages';
import type { ProjectStatusValue } from '../../db/schema';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  type Caller,
  insertClass,
  signedInStudent,
  signedInUser,
  send,
} from '../../../tests/support/factories';
import { activityInput } from '../activities/test-support';
import { readPdf } from '../fulfilment/testing/read-book-pdf';

for (const database of testDatabases()) {
  describe(`book contents and design on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    async function activity(teacher: Caller, classId: string, title: string, reference: string) {
      const created = (
        await send(app, 'POST', '/api/activities', teacher, {
          ...activityInput(),
          title,
          passageReference: reference,
        })
      ).json<{ id: string; questions: { id: string; prompt: string }[] }>();
      await send(app, 'POST', `/api/activities/${created.id}/assign`, teacher, {
        classIds: [classId],
      });
      return created;
    }

    async function student(teacher: Caller, classId: string, first: string, last: string) {
      const caller = await signedInStudent(app, teacher.id, [classId]);
      await app.db
        .updateTable('students')
        .set({ first_name: first, last_name: last })
        .where('id', '=', caller.id)
        .execute();
      return caller;
    }

    async function write(
      writer: Caller,
      classId: string,
      act: Awaited<ReturnType<typeof activity>>,
      text: string,
      status: ProjectStatusValue,
    ) {
      const saved = await send(app, 'PUT', PROJECTS_API.studentProject(classId, act.id), writer, {
        answers: { [act.questions[0]!.id]: text },
      });
      expect(saved.statusCode).toBe(200);
      // The teacher's review is another module's; here only its outcome matters.
      await app.db
        .updateTable('projects')
        .set({ status })
        .where('student_id', '=', writer.id)
        .where('activity_id', '=', act.id)
        .execute();
    }

    /**
     * Ana: approved on both activities. Ben: approved on the first, still drafting the
     * second. Cy: only a draft. Dee: nothing at all.
     */
    async function classWithWork() {
      const teacher = await signedInUser(app);
      const classId = await insertClass(app, teacher.id, 'Theology 6C');
      const shepherd = await activity(teacher, classId, 'The Good Shepherd', 'Psalm 23:1-6');
      const sower = await activity(teacher, classId, 'The Sower', 'Matthew 13:1-9');
      const ana = await student(teacher, classId, 'Ana', 'Reyes');
      const ben = await student(teacher, classId, 'Ben', 'Ortiz');
      const cy = await student(teacher, classId, 'Cy', 'Park');
      const dee = await student(teacher, classId, 'Dee', 'Lowe');
      await write(ana, classId, shepherd, 'Ana: the shepherd knows each sheep.', 'approved');
      await write(ana, classId, sower, 'Ana: good soil is a listening heart.', 'approved');
      await write(ben, classId, shepherd, 'Ben: I feel safe like the lamb.', 'approved');
      await write(ben, classId, sower, 'Ben half a sente', 'active');
      await write(cy, classId, shepherd, 'Cy drafting', 'returned');
      const choice = {
        activityIds: [shepherd.id, sower.id],
        studentIds: [ana.id, ben.id, cy.id, dee.id],
      };
      return { teacher, classId, shepherd, sower, ana, ben, cy, dee, choice };
    }

    it('offers approved work only by default, and leaves out students with nothing, with a warning', async () => {
      const { teacher, classId, ana, ben, cy, dee, sower, choice } = await classWithWork();
      const response = await send(
        app,
        'POST',
        PUBLISHING_API.bookContents(classId),
        teacher,
        choice,
      );
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer.contents).toBe('approved');
      expect(answer.pieceCount).toBe(3);
      const of = (id: string) =>
        answer.students.find((entry: { studentId: string }) => entry.studentId === id);
      expect(of(ana.id)).toMatchObject({ leftOut: false });
      expect(of(ana.id).pieces.every((piece: { included: boolean }) => piece.included)).toBe(true);
      // Ben's unfinished draft is shown, but does not print.
      expect(of(ben.id).pieces).toContainEqual(
        expect.objectContaining({
          activityId: sower.id,
          status: 'active',
          eligible: false,
          included: false,
        }),
      );
      expect(of(cy.id).leftOut).toBe(true);
      expect(of(dee.id)).toMatchObject({ leftOut: true, pieces: [] });
      expect(answer.warnings).toEqual([
        'Cy Park has no approved work and is left out',
        'Dee Lowe has no approved work and is left out',
      ]);

      // "All written work" lets drafts in; Dee still has nothing.
      const written = (
        await send(app, 'POST', PUBLISHING_API.bookContents(classId), teacher, {
          ...choice,
          contents: 'written',
        })
      ).json();
      expect(written.pieceCount).toBe(5);
      expect(written.warnings).toEqual(['Dee Lowe has no written work and is left out']);
    });

    it('makes the book the server decided: unticked pieces and students left out stay out', async () => {
      const { teacher, classId, ana, ben, shepherd, choice } = await classWithWork();
      const created = await send(app, 'POST', PUBLISHING_API.classBooks(classId), teacher, {
        name: 'Shepherds and Sowers',
        type: 'story',
        ...choice,
        // Ben's only approved piece is unticked: he is left out too.
        excludedPieces: [{ studentId: ben.id, activityId: shepherd.id }],
        dedication: 'For our families, who listened first.',
      });
      expect(created.statusCode).toBe(201);
      const [book] = (await send(app, 'GET', PUBLISHING_API.classBooks(classId), teacher)).json();
      expect(book).toMatchObject({
        id: created.json().id,
        contents: 'approved',
        studentCount: 1,
        pieceCount: 2,
      });
      expect(book.warnings).toEqual([
        'Ben Ortiz has no approved work and is left out',
        'Cy Park has no approved work and is left out',
        'Dee Lowe has no approved work and is left out',
      ]);
      const pieces = await app.db
        .selectFrom('book_pieces')
        .select(['student_id', 'body'])
        .where('book_id', '=', book.id)
        .execute();
      expect(pieces.every((piece) => piece.student_id === ana.id)).toBe(true);

      // A teacher cannot sneak an unapproved piece in: the server decides again.
      const onlyDrafts = await send(app, 'POST', PUBLISHING_API.classBooks(classId), teacher, {
        name: 'Drafts',
        type: 'story',
        activityIds: choice.activityIds,
        studentIds: [choice.studentIds[2], choice.studentIds[3]],
      });
      expect(onlyDrafts.statusCode).toBe(400);
      expect(onlyDrafts.json().errors.studentIds).toBe(PUBLISHING_MESSAGES.nothingApproved);
    });

    it('refuses other classes, other teachers and malformed choices without a 500', async () => {
      const { teacher, classId, choice } = await classWithWork();
      const other = await classWithWork();
      const foreign = await send(app, 'POST', PUBLISHING_API.bookContents(classId), teacher, {
        ...choice,
        activityIds: other.choice.activityIds,
      });
      expect(foreign.statusCode).toBe(400);
      const stranger = await send(
        app,
        'POST',
        PUBLISHING_API.bookContents(classId),
        other.teacher,
        choice,
      );
      expect(stranger.statusCode).toBe(404);
      for (const body of [
        { ...choice, contents: 'everything' },
        { ...choice, excludedPieces: [{ studentId: 'x', activityId: "'; drop" }] },
        { ...choice, excludedPieces: 'all' },
        { ...choice, dedication: 'x'.repeat(601) },
      ]) {
        const response = await send(app, 'POST', PUBLISHING_API.classBooks(classId), teacher, {
          name: 'Bad',
          type: 'story',
          ...body,
        });
        expect(response.statusCode).toBe(400);
      }
    });

    it('prints a reader’s book: cover, dedication, contents, sections with passages, authors, pictures, page numbers, and no print-shop text', async () => {
      const { teacher, classId, shepherd, choice } = await classWithWork();
      const key = `private/activities/${crypto.randomUUID()}.png`;
      const picture = await sharp({
        create: { width: 800, height: 500, channels: 3, background: '#7fa3c9' },
      })
        .png()
        .toBuffer();
      await app.storage.put(key, picture, { contentType: 'image/png' });
      await app.db
        .updateTable('activities')
        .set({ image_key: key })
        .where('id', '=', shepherd.id)
        .execute();
      const { id } = (
        await send(app, 'POST', PUBLISHING_API.classBooks(classId), teacher, {
          name: 'Shepherds and Sowers',
          type: 'story',
          ...choice,
          dedication: 'For our families, who listened first.',
        })
      ).json();
      const preview = await send(app, 'GET', PUBLISHING_API.preview(id), teacher);
      expect(preview.statusCode).toBe(200);
      const pdf = readPdf(preview.rawPayload);
      const [cover, dedication, contents] = pdf.pages;
      expect(cover).toContain('Shepherds and Sowers');
      expect(cover).toContain('Theology 6C');
      expect(cover).toContain(String(new Date().getUTCFullYear()).split('').join(' '));
      expect(dedication).toContain('For our families, who listened first.');
      expect(contents).toContain('Contents');
      expect(contents).toMatch(/The Good Shepherd 4 Psalm 23:1-6/);
      expect(contents).toMatch(/The Sower \d+ Matthew 13:1-9/);
      expect(pdf.pages[3]).toContain('The Good Shepherd');
      expect(pdf.pages[3]).toContain('Ana R.');
      expect(pdf.pages[3]).toContain('Ana: the shepherd knows each sheep.');
      // Every page after the cover carries its number; the teacher's copy says Preview.
      pdf.pages.forEach((page, index) => {
        expect(page).toMatch(/Preview$/);
        if (index > 0) expect(page).toMatch(new RegExp(`\\b${index + 1} Preview$`));
      });
      expect(pdf.text).not.toContain('Ben half a sente');
      expect(pdf.text).not.toMatch(/PREVIEW-|Order |print \d/);
      // The picture is embedded.
      expect(preview.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);

      // The store's choice screen gets the same counts once the book is published.
      const code = (await send(app, 'POST', PUBLISHING_API.publish(id), teacher)).json().code;
      const pages = await app.inject({ method: 'GET', url: BOOK_PAGES_API(code) });
      expect(pages.statusCode).toBe(200);
      expect(pages.json()).toEqual({ standard: pdf.pages.length, premium: pdf.pages.length });
      await send(app, 'POST', PUBLISHING_API.unpublish(id), teacher);
      const hidden = await app.inject({ method: 'GET', url: BOOK_PAGES_API(code) });
      expect(hidden.statusCode).toBe(404);
      const junk = await app.inject({ method: 'GET', url: BOOK_PAGES_API('<script>') });
      expect(junk.statusCode).toBe(400);
    });
  });
}

for (const database of testDatabases()) {
  describe(`the student's own writing PDF on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    it('is a reader’s document: their writing, and no order or print-shop text', async () => {
      const teacher = await signedInUser(app);
      const classId = await insertClass(app, teacher.id, 'Theology 4A');
      const writer = await signedInStudent(app, teacher.id, [classId]);
      const act = (await send(app, 'POST', '/api/activities', teacher, activityInput())).json<{
        id: string;
        questions: { id: string }[];
      }>();
      await send(app, 'POST', `/api/activities/${act.id}/assign`, teacher, { classIds: [classId] });
      await send(app, 'PUT', PROJECTS_API.studentProject(classId, act.id), writer, {
        answers: { [act.questions[0]!.id]: 'The shepherd carried the lamb home.' },
      });
      const response = await send(app, 'GET', PROJECTS_API.studentWritingPdf, writer);
      expect(response.statusCode).toBe(200);
      const pdf = readPdf(response.rawPayload);
      expect(pdf.text).toContain('The shepherd carried the lamb home.');
      expect(pdf.text).not.toMatch(/MY-WRITING|Order |print \d+ cop/);
    });
  });
}
