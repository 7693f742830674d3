import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import { BOARD_API as API } from '../../../common/schemas/academy-board';
import { academyCall } from '../../../tests/support/academy-callers';
import { testDatabases } from '../../../tests/support/databases';
import type { Caller } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { boardCourse } from './board-fixture.test-support';

const mention = (id: string) => `<span data-mention="${id}">@someone</span>`;

/**
 * Who hears of the board (issue 13, point 14): a thread's author of its replies, a member of
 * their @mentions, the instructors of posts waiting for approval and of reports. Nobody hears
 * of their own post, and a repeated request tells nobody twice.
 */
for (const database of testDatabases()) {
  describe(`the board's notifications on ${database.name}`, () => {
    let app: FastifyInstance;
    let c: Awaited<ReturnType<typeof boardCourse>>;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(() => app.close());
    beforeEach(async () => {
      c = await boardCourse(app);
    });

    /** Each of the course's board notifications of this person: kind and link. */
    const heard = async (caller: Caller) =>
      (
        await app.db
          .selectFrom('notifications')
          .select(['kind', 'link', 'actor_name', 'subject', 'site'])
          .where('recipient_user_id', '=', caller.id)
          .where('course_id', '=', c.courseId)
          .where('kind', 'in', [
            'board_reply',
            'board_mention',
            'board_post_pending',
            'board_report',
          ])
          .orderBy('created_at')
          .execute()
      ).map((row) => `${row.site} ${row.kind} ${row.actor_name}: ${row.subject} → ${row.link}`);

    it('tells a thread’s author of each reply, and the replier of nothing', async () => {
      const threadId = (await c.thread(c.rosa)).json().id as string;
      await c.reply(c.ben, threadId);
      await c.reply(c.rosa, threadId, '<p>Thank you.</p>');
      const link = ACADEMY_PATHS.boardThread(c.courseId, threadId);
      expect(await heard(c.rosa)).toEqual([
        `academy board_reply Ben Okafor: Where do you pray? → ${link}`,
      ]);
      expect(await heard(c.ben)).toEqual([]);
      expect(await heard(c.owner)).toEqual([]);
    });

    it('tells each mentioned member once, the author of the thread by the mention alone', async () => {
      const threadId = (await c.thread(c.rosa)).json().id as string;
      const body = `<p>${mention(c.rosa.id)} and ${mention(c.coInstructor.id)}, see this.</p>`;
      const clientId = crypto.randomUUID();
      const post = () =>
        academyCall(app, 'POST', API.replies(c.courseId, threadId), {
          caller: c.ben,
          body: { clientId, body },
        });
      expect((await post()).statusCode).toBe(200);
      expect((await post()).statusCode).toBe(200);
      const link = ACADEMY_PATHS.boardThread(c.courseId, threadId);
      expect(await heard(c.rosa)).toEqual([
        `academy board_mention Ben Okafor: Where do you pray? → ${link}`,
      ]);
      expect(await heard(c.coInstructor)).toEqual([
        `academy board_mention Ben Okafor: Where do you pray? → ${link}`,
      ]);
    });

    it('tells a member added by an edit, and nobody already told', async () => {
      const started = await c.thread(c.rosa, { body: `<p>${mention(c.ben.id)}</p>` });
      const threadId = started.json().id as string;
      await academyCall(app, 'PUT', API.post(c.courseId, threadId), {
        caller: c.rosa,
        body: { body: `<p>${mention(c.ben.id)} ${mention(c.owner.id)}</p>` },
      });
      expect((await heard(c.ben)).length).toBe(1);
      expect(await heard(c.owner)).toEqual([expect.stringContaining('board_mention Rosa Martin')]);
    });

    it('tells the instructors of a post waiting for approval, and its readers once approved', async () => {
      const threadId = (await c.thread(c.rosa)).json().id as string;
      await app.db
        .updateTable('courses')
        .set({ board_premoderation: 1 })
        .where('id', '=', c.courseId)
        .execute();
      const replyId = (await c.reply(c.ben, threadId)).json().id as string;
      const moderation = ACADEMY_PATHS.boardModeration(c.courseId);
      for (const staff of [c.owner, c.coInstructor]) {
        expect(await heard(staff)).toEqual([
          `academy board_post_pending Ben Okafor: Where do you pray? → ${moderation}`,
        ]);
      }
      // Waiting, the reply has told its thread's author nothing.
      expect(await heard(c.rosa)).toEqual([]);
      await academyCall(app, 'POST', API.approval(c.courseId, replyId), {
        caller: c.owner,
        body: { decision: 'approve' },
      });
      expect(await heard(c.rosa)).toEqual([expect.stringContaining('board_reply Ben Okafor')]);
    });

    it('brings a report to the instructors once, however often it is sent', async () => {
      const threadId = (await c.thread(c.rosa)).json().id as string;
      const report = () =>
        academyCall(app, 'POST', API.report(c.courseId, threadId), {
          caller: c.ben,
          body: { reason: 'Not kind' },
        });
      expect((await report()).statusCode).toBe(200);
      expect((await report()).statusCode).toBe(200);
      const moderation = ACADEMY_PATHS.boardModeration(c.courseId);
      for (const staff of [c.owner, c.coInstructor]) {
        expect(await heard(staff)).toEqual([
          `academy board_report Ben Okafor: Where do you pray? → ${moderation}`,
        ]);
      }
      expect(await heard(c.rosa)).toEqual([]);
    });
  });
}
