import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BOARD_API } from '../../../common/schemas/academy-board';
import { REFLECTIONS_API } from '../../../common/schemas/academy-reflections';
import { testDatabases } from '../../../tests/support/databases';
import type { Caller, Method } from '../../../tests/support/factories';
import { validValue, type JsonSchema } from '../../../tests/support/fuzz/json-schema-arbitrary';
import {
  academyCall,
  insertCourse,
  insertCourseMember,
  insertLesson,
  signedInAcademy,
} from '../../../tests/support/academy-callers';
import { buildTestApp } from '../../../tests/support/test-app';
import type { RouteEntry } from '../../plugins/route-table';

const PROMPTS = { type: 'prompts', prompts: [{ id: 'word', text: 'Which word stayed with you?' }] };

/**
 * "Instructors see only their courses' participants" (issue 13, point 15): every Academy
 * route that names a course's record (read from the route table, so a new route is covered
 * the day it is added) answers another course's instructor and another course's participant
 * exactly as for a course that does not exist (404), and a signed-out visitor 401. Each call
 * carries a body and query its schema accepts, so the refusal is the access rule's, not a
 * validation error. Nothing of the course may change.
 */
/** Parameters that name no course record: join and invitation tokens, art, certificate codes. */
const NOT_RECORD_PARAMS = new Set(['token', 'name', 'code']);
/**
 * A public course's page and cover are open to visitors: for a private course they are the
 * 404 too.
 */
const OPEN_TO_VISITORS = new Set([
  'GET /api/academy/join/course/:courseId',
  'GET /api/academy/courses/:courseId/cover',
]);

/** Bodies the generator cannot guess (refinements on their text), written by hand. */
const HAND_WRITTEN: Record<string, unknown> = {
  'POST /api/academy/sharing/courses/:courseId/invites body': { emails: ['someone@example.org'] },
};

/** A request body the route's schema accepts (fast-check, seeded, checked by zod itself). */
function validInput(schema: unknown, where: string): unknown {
  if (!(schema instanceof z.ZodType)) return undefined;
  if (where in HAND_WRITTEN) return HAND_WRITTEN[where];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const samples = fc.sample(validValue(json), { numRuns: 200, seed: 13 });
  const fits = samples.find((sample) => schema.safeParse(sample).success);
  if (fits === undefined) throw new Error(`No valid input generated for ${where}`);
  return fits;
}

for (const database of testDatabases()) {
  describe(`the Academy's courses across tenants on ${database.name}`, () => {
    let app: FastifyInstance;
    let routes: RouteEntry[];
    let ids: Record<string, string>;
    let otherInstructor: Caller;
    let otherParticipant: Caller;
    let snapshot: () => Promise<unknown>;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      await app.ready();
      routes = app.routeTable.filter(
        ({ method, url }) =>
          url.startsWith('/api/academy/') &&
          method !== 'HEAD' &&
          [...url.matchAll(/:(\w+)/g)].some((match) => !NOT_RECORD_PARAMS.has(match[1]!)),
      );

      // The victim: a published private course with a co-instructor, a participant, a lesson
      // and a handed-in reflection.
      const owner = await signedInAcademy(app);
      const coInstructor = await signedInAcademy(app);
      const participant = await signedInAcademy(app, 'participant');
      const courseId = await insertCourse(app, owner.id, { status: 'published' });
      const lessonId = await insertLesson(app, courseId, [PROMPTS]);
      await insertCourseMember(app, courseId, coInstructor.id, 'instructor');
      await insertCourseMember(app, courseId, participant.id, 'participant');
      await academyCall(app, 'PUT', REFLECTIONS_API.mine(courseId, lessonId), {
        caller: participant,
        body: { answers: { word: '<p>Mine alone</p>' } },
      });
      const handedIn = await academyCall(app, 'POST', REFLECTIONS_API.handIn(courseId, lessonId), {
        caller: participant,
      });
      const thread = await academyCall(app, 'POST', BOARD_API.threads(courseId), {
        caller: participant,
        body: { clientId: crypto.randomUUID(), title: 'Mine', body: '<p>Only ours</p>' },
      });
      const lesson = await app.db
        .selectFrom('course_lessons')
        .select('chapter_id')
        .where('id', '=', lessonId)
        .executeTakeFirstOrThrow();
      ids = {
        courseId,
        lessonId,
        chapterId: lesson.chapter_id,
        reflectionId: handedIn.json().reflection.id as string,
        threadId: thread.json().id as string,
        postId: thread.json().id as string,
        userId: participant.id,
        inviteId: crypto.randomUUID(),
        fileKey: 'cover.png',
      };

      // The other tenant: an instructor with a course of their own, and its participant.
      otherInstructor = await signedInAcademy(app);
      otherParticipant = await signedInAcademy(app, 'participant');
      const theirs = await insertCourse(app, otherInstructor.id, { status: 'published' });
      await insertCourseMember(app, theirs, otherParticipant.id, 'participant');

      snapshot = async () => ({
        course: await app.db.selectFrom('courses').selectAll().where('id', '=', courseId).execute(),
        members: await app.db
          .selectFrom('course_members')
          .selectAll()
          .where('course_id', '=', courseId)
          .orderBy('user_id')
          .execute(),
        lessons: await app.db
          .selectFrom('course_lessons')
          .selectAll()
          .where('course_id', '=', courseId)
          .execute(),
        reflections: await app.db
          .selectFrom('course_reflections')
          .selectAll()
          .where('course_id', '=', courseId)
          .execute(),
        board: await app.db
          .selectFrom('board_posts')
          .selectAll()
          .where('course_id', '=', courseId)
          .execute(),
        reports: await app.db
          .selectFrom('board_reports')
          .selectAll()
          .where('course_id', '=', courseId)
          .execute(),
      });
    });
    afterAll(() => app.close());

    it('walks the course routes of every Academy area', () => {
      const areas = new Set(routes.map(({ url }) => url.split('/')[3]));
      expect([...areas].sort()).toEqual(
        expect.arrayContaining([
          'board',
          'certificates',
          'dashboard',
          'learn',
          'privacy',
          'reflections',
          'sharing',
          'teach',
        ]),
      );
      expect(routes.length).toBeGreaterThan(40);
    });

    it('answers another course’s instructor and participant 404, and nobody 401', async () => {
      const before = await snapshot();
      const leaks: string[] = [];
      for (const route of routes) {
        const path = route.url.replace(/:(\w+)/g, (_match, name: string) =>
          encodeURIComponent(ids[name] ?? crypto.randomUUID()),
        );
        const query = validInput(route.schema?.querystring, `${route.method} ${route.url} query`);
        const search =
          query && typeof query === 'object'
            ? new URLSearchParams(
                Object.entries(query).map(([key, value]) => [key, String(value)]),
              ).toString()
            : '';
        const url = search ? `${path}?${search}` : path;
        const body = validInput(route.schema?.body, `${route.method} ${route.url} body`) ?? {};
        for (const [who, caller, expected] of [
          ['nobody', undefined, OPEN_TO_VISITORS.has(`${route.method} ${route.url}`) ? 404 : 401],
          ['another instructor', otherInstructor, 404],
          ['another participant', otherParticipant, 404],
        ] as const) {
          const answer = await academyCall(app, route.method as Method, url, {
            ...(caller ? { caller } : {}),
            body,
          });
          if (answer.statusCode !== expected) {
            leaks.push(
              `${route.method} ${route.url} as ${who}: ${answer.statusCode} ${answer.body.slice(0, 120)}`,
            );
          }
        }
      }
      expect(leaks).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });
  });
}
