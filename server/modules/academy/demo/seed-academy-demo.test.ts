import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_LIMITS } from '../../../../common/academy/courses';
import { lessonBlocksSchema } from '../../../../common/schemas/academy-blocks';
import type { CatalogueAnswer } from '../../../../common/schemas/academy-catalogue';
import { ACADEMY_AUTH_API } from '../../../../common/schemas/academy-auth';
import { testDatabases } from '../../../../tests/support/databases';
import { buildTestApp } from '../../../../tests/support/test-app';
import { tempDir } from '../../../../tests/support/temp-dir';
import { createLocalStorage } from '../../../adapters/storage/local';
import { courseRoleOf, taughtCourseIds } from '../../../access/course-role';
import { openDatabase } from '../../../db/kysely';
import { migrateToLatest } from '../../../db/migrate';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DemoSeedRefused,
  demoVideoFfmpegPath,
  seedDemoData,
} from '../../demo/seed';
import { findFfmpeg } from '../../media/ffmpeg/find-ffmpeg';
import { ACADEMY_DEMO_ACCOUNTS, ACADEMY_DEMO_JOIN_LINK } from './demo-accounts';
import { DEMO_FILES, demoCoverKey } from './demo-files';
import { OCIA_WEEK_BY_WEEK } from './ocia-week-by-week';
import { PRAYING_WITH_SCRIPTURE } from './praying-with-scripture';

import { REFLECTIONS_API } from '../../../../common/schemas/academy-reflections';
import { DASHBOARD_API } from '../../../../common/schemas/academy-dashboard';
import { BOARD_API } from '../../../../common/schemas/academy-board';
import { plainTextOf } from '../../../../common/writing/rich-text';

const ACADEMY = 'http://localhost:3012';

for (const database of testDatabases()) {
  describe(`the Academy demo seed on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), { ACADEMY_BASE_URL: ACADEMY });
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const idOf = (row: Promise<{ id: string }>) => row.then(({ id }) => id);
    const userId = (email: string) =>
      idOf(
        app.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow(),
      );
    const courseId = (title: string) =>
      idOf(
        app.db
          .selectFrom('courses')
          .select('id')
          .where('title', '=', title)
          .executeTakeFirstOrThrow(),
      );

    it('lists the public course in the Academy catalogue, by its instructor, and not the private one', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/academy/courses',
        headers: { host: new URL(ACADEMY).host },
      });
      expect(response.statusCode).toBe(200);
      const { courses } = response.json<CatalogueAnswer>();
      expect(courses.map((course) => course.title)).toEqual([PRAYING_WITH_SCRIPTURE.title]);
      expect(courses[0]).toMatchObject({
        subtitle: PRAYING_WITH_SCRIPTURE.subtitle,
        category: 'prayer',
        instructorName: 'Clare Benedetti',
      });
    });

    it('signs the instructor, the participant and the inquirer in on the Academy with the demo password', async () => {
      const people = [
        ['instructor', ACADEMY_DEMO_ACCOUNTS.instructor.email],
        ['participant', ACADEMY_DEMO_ACCOUNTS.participant.email],
        ['participant', ACADEMY_DEMO_ACCOUNTS.inquirer.email],
        // One identity: the Journals demo teacher teaches on the Academy too.
        ['instructor', DEMO_ACCOUNTS.teacher.email],
      ] as const;
      for (const [role, email] of people) {
        const response = await app.inject({
          method: 'POST',
          url: ACADEMY_AUTH_API.login,
          headers: {
            host: new URL(ACADEMY).host,
            origin: ACADEMY,
            'content-type': 'application/json',
          },
          payload: JSON.stringify({ role, email, password: DEMO_PASSWORD }),
        });
        expect(response.statusCode, email).toBe(200);
      }
    });

    it('writes the public course whole: 3 chapters of 8 lessons in order, valid blocks, a drip on chapter 3', async () => {
      const id = await courseId(PRAYING_WITH_SCRIPTURE.title);
      const chapters = await app.db
        .selectFrom('course_chapters')
        .select(['id', 'title', 'release_mode', 'release_days'])
        .where('course_id', '=', id)
        .orderBy('position')
        .execute();
      expect(chapters.map((chapter) => chapter.title)).toEqual(
        PRAYING_WITH_SCRIPTURE.chapters.map((chapter) => chapter.title),
      );
      expect(chapters.map((chapter) => [chapter.release_mode, chapter.release_days])).toEqual([
        ['immediate', null],
        ['immediate', null],
        ['afterJoin', 7],
      ]);
      const lessons = await app.db
        .selectFrom('course_lessons')
        .innerJoin('course_chapters', 'course_chapters.id', 'course_lessons.chapter_id')
        .select(['course_lessons.title', 'course_lessons.blocks'])
        .where('course_lessons.course_id', '=', id)
        .orderBy('course_chapters.position')
        .orderBy('course_lessons.position')
        .execute();
      expect(lessons.map((lesson) => lesson.title)).toEqual(
        PRAYING_WITH_SCRIPTURE.chapters.flatMap((chapter) => chapter.lessons.map((l) => l.title)),
      );
      const blocks = lessons.flatMap((lesson) =>
        lessonBlocksSchema.parse(JSON.parse(lesson.blocks)),
      );
      // Test apps render no video (demoVideoFfmpegPath): its block is dropped, nothing else.
      expect(blocks.some((block) => block.type === 'video')).toBe(false);
      const attachments = blocks.filter((block) => block.type === 'attachment');
      expect(attachments.map((block) => block.fileKey)).toEqual([DEMO_FILES.glanceHandout.key]);
      expect(await app.storage.exists(DEMO_FILES.glanceHandout.key)).toBe(true);
    });

    it('gives both courses their own cover, stored as a PNG', async () => {
      for (const course of [PRAYING_WITH_SCRIPTURE, OCIA_WEEK_BY_WEEK]) {
        const row = await app.db
          .selectFrom('courses')
          .select(['cover_file_key', 'status', 'visibility'])
          .where('title', '=', course.title)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({
          cover_file_key: demoCoverKey(course.coverArt),
          status: 'published',
          visibility: course.visibility,
        });
        expect((await app.storage.head(row.cover_file_key!))?.contentType).toBe('image/png');
      }
    });

    it('gives the private course a live join link of at least 128 bits, with a seat limit', async () => {
      const links = await app.db
        .selectFrom('course_join_links')
        .selectAll()
        .where('course_id', '=', await courseId(OCIA_WEEK_BY_WEEK.title))
        .execute();
      expect(links).toHaveLength(1);
      const [link] = links;
      expect(link).toMatchObject({
        token: ACADEMY_DEMO_JOIN_LINK.token,
        seat_limit: ACADEMY_DEMO_JOIN_LINK.seatLimit,
        expires_at: null,
        revoked_at: null,
        joined_count: 1,
      });
      // 22 base64url characters carry 132 bits; the demo's carries COURSE_LIMITS' 24 bytes.
      expect(link!.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(Buffer.from(link!.token, 'base64url')).toHaveLength(COURSE_LIMITS.joinTokenBytes);
    });

    it('makes the Journals demo teacher a co-instructor of the private course only', async () => {
      const teacher = await userId(DEMO_ACCOUNTS.teacher.email);
      const ocia = await courseId(OCIA_WEEK_BY_WEEK.title);
      expect(await taughtCourseIds(app.db, teacher)).toEqual([ocia]);
      expect((await courseRoleOf(app.db, teacher, ocia))?.role).toBe('instructor');
      const instructor = await userId(ACADEMY_DEMO_ACCOUNTS.instructor.email);
      expect((await courseRoleOf(app.db, instructor, ocia))?.role).toBe('owner');
    });

    it('makes the participant an active member of both courses, with progress and recent activity', async () => {
      const participant = await userId(ACADEMY_DEMO_ACCOUNTS.participant.email);
      const memberships = await app.db
        .selectFrom('course_members')
        .innerJoin('courses', 'courses.id', 'course_members.course_id')
        .select([
          'courses.title',
          'course_members.role',
          'course_members.status',
          'course_members.joined_at',
          'course_members.last_activity_at',
        ])
        .where('user_id', '=', participant)
        .orderBy('courses.title')
        .execute();
      expect(memberships.map((m) => [m.title, m.role, m.status])).toEqual([
        [OCIA_WEEK_BY_WEEK.title, 'participant', 'active'],
        [PRAYING_WITH_SCRIPTURE.title, 'participant', 'active'],
      ]);
      for (const membership of memberships) {
        expect(membership.joined_at).not.toBeNull();
        expect(membership.last_activity_at).not.toBeNull();
      }
      const progress = await app.db
        .selectFrom('lesson_progress')
        .innerJoin('course_lessons', 'course_lessons.id', 'lesson_progress.lesson_id')
        .select(['course_lessons.title', 'lesson_progress.completed_at'])
        .where('lesson_progress.user_id', '=', participant)
        .where('lesson_progress.course_id', '=', await courseId(PRAYING_WITH_SCRIPTURE.title))
        .execute();
      const [listening] = PRAYING_WITH_SCRIPTURE.chapters;
      expect(
        progress
          .filter((row) => row.completed_at)
          .map((row) => row.title)
          .sort(),
      ).toEqual([listening!.lessons[1]!.title, listening!.lessons[2]!.title].sort());
      expect(progress.map((row) => row.title)).toContain(listening!.lessons[0]!.title);
    });

    it('gives the participant reflections: one accepted, one returned with a passage comment, one waiting', async () => {
      const participant = await userId(ACADEMY_DEMO_ACCOUNTS.participant.email);
      const instructor = await userId(ACADEMY_DEMO_ACCOUNTS.instructor.email);
      const session = async (id: string) =>
        (
          await app.sessions.create({
            kind: 'user',
            subjectType: 'user',
            subjectId: id,
            site: 'academy',
          })
        ).token;
      const get = async (url: string, id: string) =>
        app.inject({
          method: 'GET',
          url,
          headers: { host: new URL(ACADEMY).host },
          cookies: { ct: await session(id) },
        });
      const scripture = await courseId(PRAYING_WITH_SCRIPTURE.title);
      const ocia = await courseId(OCIA_WEEK_BY_WEEK.title);
      const lessonOf = (course: string, title: string) =>
        idOf(
          app.db
            .selectFrom('course_lessons')
            .select('id')
            .where('course_id', '=', course)
            .where('title', '=', title)
            .executeTakeFirstOrThrow(),
        );
      const returnedLesson = await lessonOf(scripture, 'One thing is needed');
      const mine = (await get(REFLECTIONS_API.mine(scripture, returnedLesson), participant)).json();
      expect(mine.reflection.status).toBe('returned');
      const passage = mine.reflection.comments.find(
        (comment: { anchor: unknown }) => comment.anchor !== null,
      );
      // The passage's offsets point at its words, as the review screen highlights them.
      const answer = plainTextOf(mine.reflection.answers[passage.anchor.promptId]);
      expect(answer.slice(passage.anchor.start, passage.anchor.end)).toBe(passage.anchor.quote);
      expect(mine.reflection.comments.at(-1)).toMatchObject({ decision: 'returned' });

      const queue = (await get(REFLECTIONS_API.queue(ocia), instructor)).json();
      expect(queue.waiting).toBe(1);
      const dashboard = (await get(DASHBOARD_API.participants(scripture), instructor)).json();
      expect(dashboard.participants[0]).toMatchObject({ acceptedReflections: 1 });
    });

    it('gives both courses a board: a pinned welcome, Rosa’s lesson question answered with a mention, one more thread', async () => {
      const participant = await userId(ACADEMY_DEMO_ACCOUNTS.participant.email);
      const { token } = await app.sessions.create({
        kind: 'user',
        subjectType: 'user',
        subjectId: participant,
        site: 'academy',
      });
      for (const title of [PRAYING_WITH_SCRIPTURE.title, OCIA_WEEK_BY_WEEK.title]) {
        const id = await courseId(title);
        const read = (url: string) =>
          app.inject({
            method: 'GET',
            url,
            headers: { host: new URL(ACADEMY).host },
            cookies: { ct: token },
          });
        const board = (await read(BOARD_API.threads(id))).json();
        expect(board.threads).toHaveLength(3);
        expect(board.threads[0]).toMatchObject({ pinned: true, author: { role: 'owner' } });
        const question = board.threads.find((t: { lesson: unknown }) => t.lesson !== null);
        expect(question).toMatchObject({ author: { name: 'Rosa Martin' }, replyCount: 1 });
        const thread = (await read(BOARD_API.thread(id, question.id))).json();
        expect(thread.replies[0].author.name).toBe('Clare Benedetti');
        expect(thread.replies[0].body).toContain('@Rosa Martin');
      }
    });

    it('leaves one join request waiting in the private course’s approval queue', async () => {
      const pending = await app.db
        .selectFrom('course_members')
        .innerJoin('users', 'users.id', 'course_members.user_id')
        .select(['users.email', 'users.account_type', 'course_members.joined_at'])
        .where('course_members.course_id', '=', await courseId(OCIA_WEEK_BY_WEEK.title))
        .where('course_members.status', '=', 'pending')
        .execute();
      expect(pending).toEqual([
        {
          email: ACADEMY_DEMO_ACCOUNTS.inquirer.email,
          account_type: 'participant',
          joined_at: null,
        },
      ]);
    });
  });
}

const ffmpeg = findFfmpeg();

for (const database of testDatabases()) {
  describe(`the Academy demo seed called directly on ${database.name}`, () => {
    afterAll(() => database.dropAll());

    const migrated = async () => {
      const { db, kind } = openDatabase(await database.create());
      await migrateToLatest(db, kind);
      return db;
    };

    it.skipIf(!ffmpeg)(
      'renders the title video with FFmpeg, keeps its block, and resumes the participant at 5 s',
      async () => {
        const db = await migrated();
        const storage = createLocalStorage(tempDir('demo-files'));
        const now = new Date('2026-06-15T12:00:00Z');
        expect(await seedDemoData(db, now, { files: { storage, ffmpegPath: ffmpeg!.path } })).toBe(
          true,
        );
        expect((await storage.head(DEMO_FILES.titleVideo.key))?.contentType).toBe('video/mp4');
        const videoLesson = PRAYING_WITH_SCRIPTURE.chapters[0]!.lessons[0]!;
        const lesson = await db
          .selectFrom('course_lessons')
          .innerJoin('lesson_progress', 'lesson_progress.lesson_id', 'course_lessons.id')
          .select(['blocks', 'video_position', 'video_watched', 'completed_at'])
          .where('course_lessons.title', '=', videoLesson.title)
          .executeTakeFirstOrThrow();
        expect(JSON.parse(lesson.blocks)).toContainEqual(
          expect.objectContaining({
            type: 'video',
            source: { kind: 'file', fileKey: DEMO_FILES.titleVideo.key },
          }),
        );
        expect(lesson).toMatchObject({ video_position: 5, completed_at: null });
        expect(lesson.video_watched).toBeGreaterThan(0);
        // Seeded once: a second boot changes nothing.
        expect(await seedDemoData(db, now, { files: { storage, ffmpegPath: ffmpeg!.path } })).toBe(
          false,
        );
        expect(await db.selectFrom('courses').select('id').execute()).toHaveLength(2);
        await db.destroy();
      },
      60_000,
    );

    it('without storage, seeds the courses without the blocks that need a file', async () => {
      const db = await migrated();
      expect(await seedDemoData(db)).toBe(true);
      const blocks = (await db.selectFrom('course_lessons').select('blocks').execute()).flatMap(
        (row) => lessonBlocksSchema.parse(JSON.parse(row.blocks)),
      );
      expect(blocks.length).toBeGreaterThan(20);
      expect(
        blocks.filter((block) => block.type === 'video' || block.type === 'attachment'),
      ).toEqual([]);
      expect(
        await db
          .selectFrom('courses')
          .select('cover_file_key')
          .where('cover_file_key', 'is not', null)
          .execute(),
      ).toEqual([]);
      await db.destroy();
    });

    it('refuses production: no course, member or link is written', async () => {
      const db = await migrated();
      await expect(seedDemoData(db, new Date(), { production: true })).rejects.toThrow(
        DemoSeedRefused,
      );
      for (const table of ['courses', 'course_members', 'course_join_links'] as const) {
        expect(await db.selectFrom(table).selectAll().execute(), table).toEqual([]);
      }
      await db.destroy();
    });
  });
}

describe('the FFmpeg the app seeds the title video with', () => {
  it('is none in tests (apps built by the hundred), and the machine’s FFmpeg elsewhere', () => {
    expect(demoVideoFfmpegPath({ NODE_ENV: 'test' })).toBeNull();
    expect(demoVideoFfmpegPath({ NODE_ENV: 'development' })).toBe(ffmpeg?.path ?? null);
    // A wrong FFMPEG_PATH is not replaced by another binary: the course goes without video.
    expect(
      demoVideoFfmpegPath({ NODE_ENV: 'development', FFMPEG_PATH: '/nowhere/ffmpeg' }),
    ).toBeNull();
  });
});

describe('the README’s demo table', () => {
  it('prints the Academy accounts and the private course’s join link the seed writes', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    for (const account of Object.values(ACADEMY_DEMO_ACCOUNTS)) {
      expect(readme).toContain(`\`${account.email}\``);
    }
    expect(readme).toContain(`http://localhost:3012/join/${ACADEMY_DEMO_JOIN_LINK.token}`);
    expect(readme).toContain(`${ACADEMY_DEMO_JOIN_LINK.seatLimit} seats`);
  });
});
