import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOARD_COPY } from '../../../common/academy/board-copy';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { boardCourse } from './board-fixture.test-support';
import { applyFormerPostsRule } from './former-participant';

/**
 * A participant who leaves (issue 13, point 15): their posts stay as "Former participant" or
 * go, by the course's rule; their name survives nowhere on the board, mentions included.
 */
for (const database of testDatabases()) {
  describe(`former participants’ posts on ${database.name}`, () => {
    let app: FastifyInstance;
    let c: Awaited<ReturnType<typeof boardCourse>>;
    let rosasThread: string;
    let answeredThread: string;
    let bensThread: string;
    let rosasReply: string;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(() => app.close());

    beforeEach(async () => {
      c = await boardCourse(app);
      rosasThread = (await c.thread(c.rosa, { title: 'Alone' })).json().id;
      answeredThread = (await c.thread(c.rosa, { title: 'Answered' })).json().id;
      await c.reply(c.ben, answeredThread, '<p>Good question</p>');
      bensThread = (
        await c.thread(c.ben, {
          title: 'Thanks',
          body: `<p>Thank you <span data-mention="${c.rosa.id}"></span></p>`,
        })
      ).json().id;
      rosasReply = (await c.reply(c.rosa, bensThread, '<p>You are welcome</p>')).json().id;
    });

    const leave = async (rule: 'former' | 'remove') => {
      await app.db
        .updateTable('course_members')
        .set({ status: 'left' })
        .where('course_id', '=', c.courseId)
        .where('user_id', '=', c.rosa.id)
        .execute();
      await app.db
        .transaction()
        .execute((trx) => applyFormerPostsRule(trx, c.courseId, c.rosa.id, rule));
    };

    it('former: keeps the posts, shown as by “Former participant”, and forgets the name', async () => {
      await leave('former');
      const page = (await c.board(c.ben)).json();
      expect(page.threads).toHaveLength(3);
      const alone = page.threads.find((t: { id: string }) => t.id === rosasThread);
      expect(alone.author).toEqual({
        id: null,
        name: BOARD_COPY.formerParticipant,
        role: 'former',
      });
      const thanks = (await c.read(c.ben, bensThread)).json();
      expect(thanks.thread.body).toBe(
        `<p>Thank you <span data-mention="former">@${BOARD_COPY.formerParticipant}</span></p>`,
      );
      expect(thanks.replies[0]).toMatchObject({
        id: rosasReply,
        body: '<p>You are welcome</p>',
        author: { name: BOARD_COPY.formerParticipant },
      });
      expect(JSON.stringify(page) + JSON.stringify(thanks)).not.toContain('Rosa');
      const traces = await app.db
        .selectFrom('board_posts')
        .select('id')
        .where((eb) =>
          eb.or([eb('author_id', '=', c.rosa.id), eb('body', 'like', `%${c.rosa.id}%`)]),
        )
        .execute();
      expect(traces).toEqual([]);
      const mentions = await app.db
        .selectFrom('board_mentions')
        .select('post_id')
        .where('user_id', '=', c.rosa.id)
        .execute();
      expect(mentions).toEqual([]);
    });

    it('remove: deletes their posts, keeping an answered thread as “removed”', async () => {
      await leave('remove');
      const page = (await c.board(c.ben)).json();
      const ids = page.threads.map((t: { id: string }) => t.id);
      expect(ids).not.toContain(rosasThread);
      expect(ids).toContain(answeredThread);
      const answered = (await c.read(c.ben, answeredThread)).json();
      expect(answered.thread).toMatchObject({
        gone: 'removed',
        title: BOARD_COPY.gone.removed,
        body: '',
        author: { name: BOARD_COPY.formerParticipant },
      });
      expect(answered.replies.map((r: { body: string }) => r.body)).toEqual([
        '<p>Good question</p>',
      ]);
      const thanks = (await c.read(c.ben, bensThread)).json();
      expect(thanks.replies).toEqual([]);
      expect(thanks.thread.replyCount).toBe(0);
      expect(
        JSON.stringify(page) + JSON.stringify(answered) + JSON.stringify(thanks),
      ).not.toContain('Rosa');
    });
  });
}
