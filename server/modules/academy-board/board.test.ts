import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOARD_COPY } from '../../../common/academy/board-copy';
import { BOARD_MESSAGES as M } from '../../../common/academy/board-messages';
import { COURSE_ACCESS_MESSAGES } from '../../../common/academy/messages';
import { BOARD_API as API } from '../../../common/schemas/academy-board';
import { academyCall, insertLesson } from '../../../tests/support/academy-callers';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { boardCourse } from './board-fixture.test-support';

/**
 * The Discussion Board (issue 13, point 14): who sees it, what a post may hold, mentions,
 * edits and deletions by their author, and a double click making one post.
 */
for (const database of testDatabases()) {
  describe(`the discussion board on ${database.name}`, () => {
    let app: FastifyInstance;
    let c: Awaited<ReturnType<typeof boardCourse>>;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(() => app.close());
    beforeEach(async () => {
      c = await boardCourse(app);
    });

    it('is the course members’ only: others get the course’s 404, nobody a 401', async () => {
      const started = await c.thread(c.rosa);
      expect(started.statusCode).toBe(200);
      const threadId = started.json().id as string;
      for (const caller of [c.rosa, c.ben, c.coInstructor, c.owner]) {
        const page = await c.board(caller);
        expect(page.statusCode).toBe(200);
        expect(page.json().threads.map((t: { title: string }) => t.title)).toEqual([
          'Where do you pray?',
        ]);
        expect((await c.read(caller, threadId)).statusCode).toBe(200);
      }
      for (const caller of [c.stranger, c.otherParticipant, c.pending]) {
        const page = await c.board(caller);
        expect(page.statusCode).toBe(404);
        expect(page.json().errors.course).toBe(COURSE_ACCESS_MESSAGES.courseNotFound);
        expect((await c.read(caller, threadId)).statusCode).toBe(404);
        expect((await c.thread(caller)).statusCode).toBe(404);
        expect((await c.reply(caller, threadId)).statusCode).toBe(404);
      }
      expect((await academyCall(app, 'GET', API.threads(c.courseId))).statusCode).toBe(401);
      // The thread cannot be reached under another course's id either.
      const crossed = await academyCall(app, 'GET', API.thread(c.otherCourseId, threadId), {
        caller: c.stranger,
      });
      expect(crossed.statusCode).toBe(404);
      expect(crossed.json().errors.thread).toBe(M.threadNotFound);
    });

    it('sanitises posts: scripts and handlers go, formatting and safe links stay', async () => {
      const started = await c.thread(c.rosa, {
        body: '<p onclick="x()">Be <strong>still</strong> <em>and</em> <a href="https://example.org/psalm" onmouseover="x()">know</a> <a href="javascript:alert(1)">me</a></p><script>alert(1)</script><img src=x onerror="alert(1)"><ul><li>one</li></ul>',
      });
      const thread = (await c.read(c.ben, started.json().id)).json().thread;
      expect(thread.body).toBe(
        '<p>Be <strong>still</strong> <em>and</em> <a href="https://example.org/psalm" rel="nofollow noopener noreferrer">know</a> <a>me</a></p><ul><li>one</li></ul>',
      );
      const empty = await c.thread(c.rosa, { body: '<p><script>x</script></p>' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors.body).toBe(M.bodyRequired);
      const untitled = await c.thread(c.rosa, { title: '  ' });
      expect(untitled.json().errors.title).toBe(M.titleRequired);
    });

    it('names mentioned members as they are now, and refuses anyone outside the course', async () => {
      const mention = (id: string) => `<span data-mention="${id}">@whatever</span>`;
      const refused = await c.thread(c.rosa, { body: `<p>Hi ${mention(c.stranger.id)}</p>` });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.body).toBe(M.mentionNotMember);
      const pendingRefused = await c.thread(c.rosa, { body: `<p>${mention(c.pending.id)}</p>` });
      expect(pendingRefused.json().errors.body).toBe(M.mentionNotMember);

      const started = await c.thread(c.rosa, {
        body: `<p>Thank you ${mention(c.owner.id)} and ${mention(c.ben.id)}</p>`,
      });
      expect(started.statusCode).toBe(200);
      const body = (await c.read(c.ben, started.json().id)).json().thread.body;
      expect(body).toBe(
        `<p>Thank you <span data-mention="${c.owner.id}">@Clara Owens</span> and <span data-mention="${c.ben.id}">@Ben Okafor</span></p>`,
      );
      const recorded = await app.db
        .selectFrom('board_mentions')
        .select(['user_id', 'course_id'])
        .where('post_id', '=', started.json().id)
        .orderBy('user_id')
        .execute();
      expect(recorded).toEqual(
        [c.owner.id, c.ben.id].sort().map((id) => ({ user_id: id, course_id: c.courseId })),
      );
    });

    it('lets only the author edit (shown as edited) and delete, asking nothing of others', async () => {
      const threadId = (await c.thread(c.rosa)).json().id as string;
      const edit = (caller = c.rosa) =>
        academyCall(app, 'PUT', API.post(c.courseId, threadId), {
          caller,
          body: { title: 'Where do you pray now?', body: '<p>By the window.</p>' },
        });
      for (const caller of [c.ben, c.owner]) {
        const refused = await edit(caller);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().errors.post).toBe(M.notAuthor);
        const del = await academyCall(app, 'DELETE', API.post(c.courseId, threadId), { caller });
        expect(del.statusCode).toBe(403);
      }
      expect((await edit(c.stranger)).statusCode).toBe(404);
      expect((await edit()).statusCode).toBe(200);
      const read = (await c.read(c.ben, threadId)).json().thread;
      expect(read).toMatchObject({
        title: 'Where do you pray now?',
        body: '<p>By the window.</p>',
      });
      expect(read.editedAt).not.toBeNull();

      // A thread with a reply stays as "deleted", so the reply still reads.
      const replyId = (await c.reply(c.ben, threadId)).json().id as string;
      const deleted = await academyCall(app, 'DELETE', API.post(c.courseId, threadId), {
        caller: c.rosa,
      });
      expect(deleted.statusCode).toBe(200);
      const after = (await c.read(c.ben, threadId)).json();
      expect(after.thread).toMatchObject({
        gone: 'deleted',
        body: '',
        title: BOARD_COPY.gone.deleted,
      });
      expect(after.replies.map((r: { id: string }) => r.id)).toEqual([replyId]);
      const again = await academyCall(app, 'PUT', API.post(c.courseId, threadId), {
        caller: c.rosa,
        body: { body: '<p>back</p>' },
      });
      expect(again.statusCode).toBe(409);

      // A reply nobody answered simply goes; the thread's count follows.
      expect((await c.read(c.ben, threadId)).json().thread.replyCount).toBe(1);
      await academyCall(app, 'DELETE', API.post(c.courseId, replyId), { caller: c.ben });
      const emptied = (await c.read(c.owner, threadId)).json();
      expect(emptied.replies).toEqual([]);
      expect(emptied.thread.replyCount).toBe(0);
    });

    it('makes one post of a double click (the same client id)', async () => {
      const clientId = crypto.randomUUID();
      const both = await Promise.all([
        c.thread(c.rosa, { clientId }),
        c.thread(c.rosa, { clientId }),
      ]);
      expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(both[0]!.json().id).toBe(both[1]!.json().id);
      expect((await c.board(c.ben)).json().total).toBe(1);
      const threadId = both[0]!.json().id as string;
      const replyBody = { clientId: crypto.randomUUID(), body: '<p>Amen</p>' };
      const replies = await Promise.all(
        [1, 2].map(() =>
          academyCall(app, 'POST', API.replies(c.courseId, threadId), {
            caller: c.ben,
            body: replyBody,
          }),
        ),
      );
      expect(replies[0]!.json().id).toBe(replies[1]!.json().id);
      expect((await c.read(c.rosa, threadId)).json().replies).toHaveLength(1);
    });

    it('pages the board 50 at a time, pinned first, then latest activity, and by lesson', async () => {
      const lessonId = await insertLesson(app, c.courseId, [{ type: 'text', html: '<p>x</p>' }]);
      const ids: string[] = [];
      for (let index = 0; index < 52; index += 1) {
        const at = new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString();
        const id = crypto.randomUUID();
        ids.push(id);
        await app.db
          .insertInto('board_posts')
          .values({
            id,
            course_id: c.courseId,
            thread_id: null,
            lesson_id: index === 0 ? lessonId : null,
            author_id: c.rosa.id,
            client_id: null,
            title: `Thread ${index}`,
            body: '<p>x</p>',
            gone: null,
            edited_at: null,
            last_activity_at: at,
            created_at: at,
          })
          .execute();
      }
      await academyCall(app, 'PUT', API.threadSettings(c.courseId, ids[0]!), {
        caller: c.owner,
        body: { pinned: true },
      });
      // A reply brings an old thread up.
      await c.reply(c.ben, ids[1]!);
      const first = (await c.board(c.rosa)).json();
      expect(first).toMatchObject({ total: 52, page: 1, pageCount: 2 });
      expect(first.threads).toHaveLength(50);
      expect(first.threads.slice(0, 3).map((t: { title: string }) => t.title)).toEqual([
        'Thread 0',
        'Thread 1',
        'Thread 51',
      ]);
      expect(first.threads[0]).toMatchObject({ pinned: true, lesson: { id: lessonId } });
      expect(first.threads[1].replyCount).toBe(1);
      const second = (await c.board(c.rosa, '?page=2')).json();
      expect(second.threads.map((t: { title: string }) => t.title)).toEqual([
        'Thread 3',
        'Thread 2',
      ]);
      const lesson = (await c.board(c.rosa, `?lessonId=${lessonId}`)).json();
      expect(lesson.threads.map((t: { id: string }) => t.id)).toEqual([ids[0]]);
      expect((await c.board(c.rosa, '?page=0')).statusCode).toBe(400);
    });

    it('links a thread only to a lesson of its own course', async () => {
      const otherLesson = await insertLesson(app, c.otherCourseId, []);
      const refused = await c.thread(c.rosa, { lessonId: otherLesson });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.lessonId).toBe(M.lessonNotFound);
    });

    it('offers only the course’s members to mention', async () => {
      const found = await academyCall(app, 'GET', `${API.members(c.courseId)}?q=ma`, {
        caller: c.ben,
      });
      const names = found.json().members.map((m: { name: string }) => m.name);
      expect(names).toEqual(['Rosa Martin', 'Tomas Reyes']);
      expect(names).not.toContain('Sam Stranger');
      expect(
        (await academyCall(app, 'GET', `${API.members(c.courseId)}?q=r`, { caller: c.stranger }))
          .statusCode,
      ).toBe(404);
    });
  });
}
