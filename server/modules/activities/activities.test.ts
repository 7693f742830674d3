import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_LIBRARY } from '../../../common/library';
import { type Activity } from '../../../common/schemas/activities';
import { testDatabases } from '../../../tests/support/databases';
import { type Caller, send, signedInUser } from '../../../tests/support/factories';
import { activityInput, buildActivitiesTestApp } from './test-support';
import { ACTIVITY_MESSAGES } from '../../../common/activities/messages';

for (const database of testDatabases()) {
  describe(`activities API on ${database.name}`, () => {
    let app: FastifyInstance;
    let teacher: Caller;

    beforeAll(async () => {
      app = await buildActivitiesTestApp(await database.create());
      teacher = await signedInUser(app);
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const create = async (caller: Caller, overrides = {}) => {
      const response = await send(app, 'POST', '/api/activities', caller, activityInput(overrides));
      expect(response.statusCode).toBe(201);
      return response.json<Activity>();
    };

    it('creates an activity with ids for its questions and criteria, and reads it back', async () => {
      const created = await create(teacher);
      expect(created).toMatchObject({
        title: 'The Lost Sheep',
        passageReference: 'Luke 15:1-7',
        passageSource: 'Retold in our own words',
        questions: [
          { prompt: 'Why does the shepherd go after one sheep?' },
          { prompt: 'Who is lost?' },
        ],
        vocabulary: [{ word: 'parable', definition: 'A short story that teaches a truth.' }],
        rubric: { criteria: [{ name: 'Understanding', levels: [{ points: 1 }, { points: 3 }] }] },
        imageUrl: null,
        dueDate: '2026-12-01',
        sourceLibraryId: null,
        assignments: [],
      });
      expect(created.questions.every((question) => question.id.length > 0)).toBe(true);
      expect(new Set(created.questions.map((question) => question.id)).size).toBe(2);
      const read = await send(app, 'GET', `/api/activities/${created.id}`, teacher);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(created);
    });

    it('answers bad input with 400 and a message per field', async () => {
      const response = await send(app, 'POST', '/api/activities', teacher, {
        ...activityInput(),
        title: '  ',
        passageReference: '',
        questions: [],
        vocabulary: [
          { word: 'Grace', definition: 'A gift.' },
          { word: 'grace', definition: 'Again.' },
        ],
        dueDate: '2026-02-30',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: {
          title: ACTIVITY_MESSAGES.titleRequired,
          passageReference: ACTIVITY_MESSAGES.referenceRequired,
          questions: ACTIVITY_MESSAGES.questionsMin,
          vocabulary: ACTIVITY_MESSAGES.duplicateWord,
          dueDate: ACTIVITY_MESSAGES.dueDateInvalid,
        },
      });
      const rubric = await send(app, 'POST', '/api/activities', teacher, {
        ...activityInput(),
        rubric: { criteria: [{ name: 'Voice', levels: [{ label: 'Only', points: 101 }] }] },
      });
      expect(rubric.statusCode).toBe(400);
      expect(Object.keys(rubric.json().errors)).toEqual(['rubric']);
    });

    it('has no limit on the number of activities and lists the newest change first', async () => {
      const owner = await signedInUser(app);
      const ids: string[] = [];
      for (let index = 0; index < 25; index += 1) {
        ids.push((await create(owner, { title: `Activity ${index}` })).id);
      }
      const list = await send(app, 'GET', '/api/activities', owner);
      expect(list.statusCode).toBe(200);
      const summaries = list.json<{ id: string; questionCount: number }[]>();
      expect(summaries).toHaveLength(25);
      expect(summaries.map((summary) => summary.id).sort()).toEqual([...ids].sort());
      expect(summaries.every((summary) => summary.questionCount === 2)).toBe(true);
      // Editing one moves it to the top (a few ms later, so its time is the newest).
      await new Promise((resolve) => setTimeout(resolve, 5));
      const edit = await send(app, 'POST', `/api/activities/${ids[3]}`, owner, activityInput());
      expect(edit.statusCode).toBe(200);
      expect((await send(app, 'GET', '/api/activities', owner)).json()[0].id).toBe(ids[3]);
    });

    it('saves edits, keeping the ids of questions it already had', async () => {
      const created = await create(teacher);
      const [first, second] = created.questions;
      const response = await send(app, 'POST', `/api/activities/${created.id}`, teacher, {
        ...activityInput(),
        title: 'The Lost Sheep (edited)',
        questions: [
          { id: second?.id, prompt: 'Who is lost? Who goes looking?' },
          { id: first?.id, prompt: first?.prompt },
          { prompt: 'How does the shepherd feel when he finds it?' },
        ],
        vocabulary: [],
        rubric: null,
        dueDate: '',
      });
      expect(response.statusCode).toBe(200);
      const saved = response.json<Activity>();
      expect(saved.title).toBe('The Lost Sheep (edited)');
      expect(saved.questions.map((question) => question.id).slice(0, 2)).toEqual([
        second?.id,
        first?.id,
      ]);
      expect(saved.questions[2]?.prompt).toBe('How does the shepherd feel when he finds it?');
      expect(saved).toMatchObject({ vocabulary: [], rubric: null, dueDate: null });
      expect(saved.updatedAt > created.updatedAt).toBe(true);
    });

    it("duplicates an activity as 'Copy of …', unassigned, with the same content", async () => {
      const created = await create(teacher, { title: 'Psalm 23 journal' });
      const response = await send(app, 'POST', `/api/activities/${created.id}/duplicate`, teacher);
      expect(response.statusCode).toBe(201);
      const copy = response.json<Activity>();
      expect(copy.id).not.toBe(created.id);
      expect(copy).toMatchObject({
        title: 'Copy of Psalm 23 journal',
        questions: created.questions,
        vocabulary: created.vocabulary,
        rubric: created.rubric,
        dueDate: created.dueDate,
        assignments: [],
      });
      const long = await create(teacher, { title: 'x'.repeat(200) });
      const longCopy = await send(app, 'POST', `/api/activities/${long.id}/duplicate`, teacher);
      expect(longCopy.json().title).toHaveLength(200);
    });

    it('deletes an activity; afterwards it is gone', async () => {
      const created = await create(teacher);
      const response = await send(app, 'POST', `/api/activities/${created.id}/delete`, teacher);
      expect(response.statusCode).toBe(204);
      expect((await send(app, 'GET', `/api/activities/${created.id}`, teacher)).statusCode).toBe(
        404,
      );
      const again = await send(app, 'POST', `/api/activities/${created.id}/delete`, teacher);
      expect(again.statusCode).toBe(404);
    });

    it('lists the starter library and copies an activity from it into my activities', async () => {
      const library = await send(app, 'GET', '/api/activities/library', teacher);
      expect(library.statusCode).toBe(200);
      expect(library.json().map((entry: { id: string }) => entry.id)).toEqual(
        STARTER_LIBRARY.map((entry) => entry.id),
      );
      const source = STARTER_LIBRARY.find((entry) => entry.id === 'good-samaritan');
      const response = await send(
        app,
        'POST',
        '/api/activities/library/good-samaritan/copy',
        teacher,
      );
      expect(response.statusCode).toBe(201);
      const copy = response.json<Activity>();
      expect(copy).toMatchObject({
        title: source?.title,
        passageReference: 'Luke 10:25-37',
        sourceLibraryId: 'good-samaritan',
        vocabulary: source?.vocabulary,
        dueDate: null,
      });
      expect(copy.questions.map((question) => question.prompt)).toEqual(source?.questions);
      expect(copy.rubric?.criteria).toHaveLength(source?.rubric.criteria.length ?? -1);
      const missing = await send(app, 'POST', '/api/activities/library/no-such/copy', teacher);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        errors: { activity: ACTIVITY_MESSAGES.libraryNotFound },
      });
    });
  });
}
