import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTICIPANTS_CSV } from '../../../common/copy/academy-dashboard';
import {
  DASHBOARD_API as API,
  PARTICIPANTS_PAGE_SIZE,
  type ParticipantsAnswer,
} from '../../../common/schemas/academy-dashboard';
import { testDatabases } from '../../../tests/support/databases';
import type { Caller } from '../../../tests/support/factories';
import {
  academyCall,
  insertCourse,
  insertCourseMember,
  insertLesson,
  signedInAcademy,
} from '../../../tests/support/academy-callers';
import { buildTestApp } from '../../../tests/support/test-app';
import { DAY_MS } from '../../lib/tokens';
import { refreshMemberCounts } from './member-counts';

/**
 * The participants dashboard (issue 13, point 13): progress, last activity and reflections
 * waiting per participant; filters, search, sorting and pages; the CSV export; and who may
 * read it.
 */
const CERTIFIED_AT = '2026-11-02T10:00:00.000Z';

for (const database of testDatabases()) {
  describe(`the participants dashboard on ${database.name}`, () => {
    let app: FastifyInstance;
    let owner: Caller;
    let coInstructor: Caller;
    let courseId: string;
    let lessons: string[];
    const people: Record<string, Caller> = {};

    async function member(key: string, first: string, last: string, daysAgo: number) {
      const caller = await signedInAcademy(app, 'participant');
      await app.db
        .updateTable('users')
        .set({ first_name: first, last_name: last })
        .where('id', '=', caller.id)
        .execute();
      await insertCourseMember(app, courseId, caller.id, 'participant');
      await app.db
        .updateTable('course_members')
        .set({ last_activity_at: new Date(Date.now() - daysAgo * DAY_MS).toISOString() })
        .where('course_id', '=', courseId)
        .where('user_id', '=', caller.id)
        .execute();
      people[key] = caller;
      return caller;
    }

    async function complete(userId: string, lessonIds: string[]) {
      const now = new Date().toISOString();
      for (const lessonId of lessonIds) {
        await app.db
          .insertInto('lesson_progress')
          .values({
            lesson_id: lessonId,
            user_id: userId,
            course_id: courseId,
            completed_at: now,
            last_viewed_at: now,
          })
          .execute();
      }
      await refreshMemberCounts(app.db, courseId, userId);
    }

    async function reflection(userId: string, lessonId: string, status: 'submitted' | 'accepted') {
      const now = new Date().toISOString();
      await app.db
        .insertInto('course_reflections')
        .values({
          id: crypto.randomUUID(),
          course_id: courseId,
          lesson_id: lessonId,
          user_id: userId,
          answers: '{}',
          status,
          submitted_at: now,
          decided_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await refreshMemberCounts(app.db, courseId, userId);
    }

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      owner = await signedInAcademy(app);
      coInstructor = await signedInAcademy(app);
      courseId = await insertCourse(app, owner.id, { status: 'published', title: 'Psalms' });
      await insertCourseMember(app, courseId, coInstructor.id, 'instructor');
      lessons = [];
      for (const title of ['One', 'Two', 'Three']) {
        lessons.push(await insertLesson(app, courseId, [], title));
      }
      const done = await member('done', 'Agnes', 'Abbot', 1);
      await complete(done.id, lessons);
      await reflection(done.id, lessons[0]!, 'accepted');
      // Finishing every lesson with the reflection accepted earned the certificate.
      await app.db
        .updateTable('course_certificates')
        .set({ issued_at: CERTIFIED_AT })
        .where('course_id', '=', courseId)
        .where('user_id', '=', done.id)
        .executeTakeFirstOrThrow();
      const going = await member('going', 'Bede', 'Brown', 2);
      await complete(going.id, [lessons[0]!]);
      await reflection(going.id, lessons[0]!, 'submitted');
      await member('idle', 'Cyril', 'Cole', 20);
      await member('formula', '=cmd', 'Zimmer_100%', 0);
      // Someone who left is not a participant any more.
      const left = await signedInAcademy(app, 'participant');
      await insertCourseMember(app, courseId, left.id, 'participant', 'left');
    });
    afterAll(() => app.close());

    const read = async (query = '', caller = owner) => {
      const answer = await academyCall(app, 'GET', `${API.participants(courseId)}${query}`, {
        caller,
      });
      expect(answer.statusCode).toBe(200);
      return answer.json<ParticipantsAnswer>();
    };
    const names = (answer: ParticipantsAnswer) => answer.participants.map((p) => p.name);

    it('shows each participant’s progress, activity and reflections', async () => {
      const all = await read();
      expect(all.lessonCount).toBe(3);
      expect(names(all)).toEqual(['Agnes Abbot', 'Bede Brown', 'Cyril Cole', '=cmd Zimmer_100%']);
      expect(all.participants[0]).toMatchObject({
        completedLessons: 3,
        progressPercent: 100,
        waitingReflections: 0,
        acceptedReflections: 1,
        certificateIssuedAt: CERTIFIED_AT,
      });
      expect(all.participants[1]).toMatchObject({
        completedLessons: 1,
        progressPercent: 33,
        waitingReflections: 1,
        certificateIssuedAt: null,
      });
      expect(all.counts).toEqual({
        all: 4,
        waiting: 1,
        notStarted: 2,
        inProgress: 1,
        completed: 1,
        inactive: 1,
      });
    });

    it('filters, searches with wildcards taken literally, and sorts', async () => {
      expect(names(await read('?filter=waiting'))).toEqual(['Bede Brown']);
      expect(names(await read('?filter=notStarted'))).toEqual(['Cyril Cole', '=cmd Zimmer_100%']);
      expect(names(await read('?filter=completed'))).toEqual(['Agnes Abbot']);
      expect(names(await read('?filter=inactive'))).toEqual(['Cyril Cole']);
      expect(names(await read('?q=BEDE'))).toEqual(['Bede Brown']);
      expect(names(await read(`?q=${encodeURIComponent('_100%')}`))).toEqual(['=cmd Zimmer_100%']);
      expect(names(await read(`?q=${encodeURIComponent('%')}`))).toEqual(['=cmd Zimmer_100%']);
      expect(names(await read('?sort=progress'))[0]).toBe('Agnes Abbot');
      expect(names(await read('?sort=activity'))).toEqual([
        '=cmd Zimmer_100%',
        'Agnes Abbot',
        'Bede Brown',
        'Cyril Cole',
      ]);
      expect(names(await read('?sort=waiting'))[0]).toBe('Bede Brown');
      const bad = await academyCall(app, 'GET', `${API.participants(courseId)}?filter=everyone`, {
        caller: owner,
      });
      expect(bad.statusCode).toBe(400);
    });

    it('pages through a large course', async () => {
      const big = await insertCourse(app, owner.id, { status: 'published' });
      const now = new Date().toISOString();
      const ids: string[] = [];
      for (let index = 0; index < PARTICIPANTS_PAGE_SIZE + 5; index += 1) {
        ids.push((await signedInAcademy(app, 'participant')).id);
      }
      await app.db
        .insertInto('course_members')
        .values(
          ids.map((id) => ({
            course_id: big,
            user_id: id,
            role: 'participant' as const,
            status: 'active' as const,
            join_link_id: null,
            joined_at: now,
            last_activity_at: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      const first = await academyCall(app, 'GET', API.participants(big), { caller: owner });
      const second = await academyCall(app, 'GET', `${API.participants(big)}?page=2`, {
        caller: owner,
      });
      const pages = [first.json<ParticipantsAnswer>(), second.json<ParticipantsAnswer>()];
      expect(pages.map((page) => page.participants.length)).toEqual([PARTICIPANTS_PAGE_SIZE, 5]);
      expect(pages[0]!.total).toBe(PARTICIPANTS_PAGE_SIZE + 5);
      const seen = new Set(pages.flatMap((page) => page.participants.map((p) => p.id)));
      expect(seen.size).toBe(PARTICIPANTS_PAGE_SIZE + 5);
    });

    it('exports the filtered progress as CSV, formulas kept as text', async () => {
      const answer = await academyCall(app, 'GET', `${API.csv(courseId)}?filter=all`, {
        caller: coInstructor,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('text/csv');
      expect(answer.headers['content-disposition']).toContain('Psalms-progress-');
      const lines = answer.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        [
          PARTICIPANTS_CSV.name,
          PARTICIPANTS_CSV.email,
          PARTICIPANTS_CSV.joined,
          PARTICIPANTS_CSV.lastActivity,
          PARTICIPANTS_CSV.completed,
          PARTICIPANTS_CSV.lessons,
          PARTICIPANTS_CSV.progress,
          PARTICIPANTS_CSV.waiting,
          PARTICIPANTS_CSV.accepted,
        ].join(','),
      );
      expect(lines).toHaveLength(5);
      expect(lines[2]).toMatch(/^Bede Brown,[^,]+,\d{4}-\d\d-\d\d,\d{4}-\d\d-\d\d,1,3,33,1,0$/);
      expect(lines[4]!.startsWith("'=cmd Zimmer_100%,")).toBe(true);
    });

    it('answers only the course’s instructors', async () => {
      expect((await read('', coInstructor)).counts.all).toBe(4);
      for (const caller of [people.going!, await signedInAcademy(app)]) {
        for (const url of [API.participants(courseId), API.csv(courseId)]) {
          const refused = await academyCall(app, 'GET', url, { caller });
          expect(refused.statusCode).toBe(404);
        }
      }
      expect((await academyCall(app, 'GET', API.participants(courseId))).statusCode).toBe(401);
    });
  });
}
