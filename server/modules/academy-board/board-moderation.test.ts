import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOARD_MESSAGES as M } from '../../../common/academy/board-messages';
import { BOARD_API as API } from '../../../common/schemas/academy-board';
import { academyCall } from '../../../tests/support/academy-callers';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { boardCourse } from './board-fixture.test-support';

const titles = (answer: { json(): { threads: { title: string }[] } }) =>
  answer.json().threads.map((thread) => thread.title);

/**
 * Moderating the board (issue 13, point 14): lock, hide, mute for a set time, reports,
 * pre-moderation and "post before you see replies"; all of it for the course's staff only.
 */
for (const database of testDatabases()) {
  describe(`moderating the board on ${database.name}`, () => {
    let app: FastifyInstance;
    let c: Awaited<ReturnType<typeof boardCourse>>;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(() => app.close());
    beforeEach(async () => {
      c = await boardCourse(app);
    });
    afterEach(() => vi.useRealTimers());

    const settings = (threadId: string, body: unknown, caller = c.owner) =>
      academyCall(app, 'PUT', API.threadSettings(c.courseId, threadId), { caller, body });
    const visibility = (postId: string, hidden: boolean, caller = c.coInstructor) =>
      academyCall(app, 'PUT', API.visibility(c.courseId, postId), { caller, body: { hidden } });

    it('keeps moderation to the course’s staff', async () => {
      const threadId = (await c.thread(c.rosa)).json().id as string;
      for (const caller of [c.rosa, c.ben]) {
        expect((await settings(threadId, { pinned: true }, caller)).statusCode).toBe(404);
        expect((await visibility(threadId, true, caller)).statusCode).toBe(404);
        const queue = await academyCall(app, 'GET', API.moderation(c.courseId), { caller });
        expect(queue.statusCode).toBe(404);
        const mute = await academyCall(app, 'PUT', API.mute(c.courseId, c.ben.id), {
          caller,
          body: { duration: '1d' },
        });
        expect(mute.statusCode).toBe(404);
      }
      expect((await settings(threadId, { pinned: true }, c.coInstructor)).statusCode).toBe(200);
    });

    it('refuses replies to a locked thread, and takes them again once unlocked', async () => {
      const threadId = (await c.thread(c.rosa)).json().id as string;
      await settings(threadId, { locked: true });
      const refused = await c.reply(c.ben, threadId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors.thread).toBe(M.locked);
      expect((await c.read(c.ben, threadId)).json().thread.locked).toBe(true);
      await settings(threadId, { locked: false });
      expect((await c.reply(c.ben, threadId)).statusCode).toBe(200);
    });

    it('hides a thread or reply from participants, and shows it to staff as hidden', async () => {
      const threadId = (await c.thread(c.rosa, { title: 'Off topic' })).json().id as string;
      const replyId = (await c.reply(c.ben, threadId)).json().id as string;
      await visibility(replyId, true);
      expect((await c.read(c.rosa, threadId)).json().replies).toEqual([]);
      expect((await c.read(c.rosa, threadId)).json().thread.replyCount).toBe(0);
      const staffView = (await c.read(c.owner, threadId)).json();
      expect(staffView.replies[0]).toMatchObject({ id: replyId, hidden: true });
      // The hidden reply cannot be reported, edited or answered by participants.
      const report = await academyCall(app, 'POST', API.report(c.courseId, replyId), {
        caller: c.rosa,
        body: {},
      });
      expect(report.statusCode).toBe(404);

      await visibility(threadId, true);
      expect(titles(await c.board(c.ben))).toEqual([]);
      expect((await c.read(c.rosa, threadId)).statusCode).toBe(404);
      expect((await c.board(c.owner)).json().threads[0]).toMatchObject({
        title: 'Off topic',
        hidden: true,
      });
      await visibility(threadId, false);
      expect(titles(await c.board(c.ben))).toEqual(['Off topic']);
    });

    it('mutes a participant until the time chosen, with the end in the 403', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = new Date('2026-03-01T10:00:00.000Z');
      vi.setSystemTime(start);
      const threadId = (await c.thread(c.owner)).json().id as string;
      const muted = await academyCall(app, 'PUT', API.mute(c.courseId, c.ben.id), {
        caller: c.owner,
        body: { duration: '3d' },
      });
      expect(muted.statusCode).toBe(200);
      const until = '2026-03-04T10:00:00.000Z';
      const refused = await c.reply(c.ben, threadId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors.board).toBe(M.muted(until));
      expect(refused.json().errors.board).toContain('Mar 4, 2026');
      expect((await c.thread(c.ben)).statusCode).toBe(403);
      const viewer = (await c.board(c.ben)).json().viewer;
      expect(viewer).toMatchObject({ muted: true, mutedUntil: until });
      // Others still write; the mute lists on the staff's screen.
      expect((await c.reply(c.rosa, threadId)).statusCode).toBe(200);
      const queue = await academyCall(app, 'GET', API.moderation(c.courseId), { caller: c.owner });
      expect(queue.json().mutes).toEqual([{ userId: c.ben.id, name: 'Ben Okafor', until }]);

      vi.setSystemTime(new Date('2026-03-04T09:59:59.000Z'));
      expect((await c.reply(c.ben, threadId)).statusCode).toBe(403);
      vi.setSystemTime(new Date(until));
      expect((await c.reply(c.ben, threadId)).statusCode).toBe(200);

      // Until unmuted: no end, until an instructor lifts it.
      await academyCall(app, 'PUT', API.mute(c.courseId, c.ben.id), {
        caller: c.owner,
        body: { duration: 'untilUnmuted' },
      });
      vi.setSystemTime(new Date('2026-09-01T00:00:00.000Z'));
      const forever = await c.reply(c.ben, threadId);
      expect(forever.json().errors.board).toBe(M.muted(null));
      await academyCall(app, 'DELETE', API.mute(c.courseId, c.ben.id), { caller: c.owner });
      expect((await c.reply(c.ben, threadId)).statusCode).toBe(200);

      const staff = await academyCall(app, 'PUT', API.mute(c.courseId, c.coInstructor.id), {
        caller: c.owner,
        body: { duration: '1d' },
      });
      expect(staff.statusCode).toBe(403);
      expect(staff.json().errors.user).toBe(M.cannotMuteStaff);
      const outsider = await academyCall(app, 'PUT', API.mute(c.courseId, c.stranger.id), {
        caller: c.owner,
        body: { duration: '1d' },
      });
      expect(outsider.statusCode).toBe(404);
    });

    it('takes a report once per person, and lets staff hide the post or dismiss it', async () => {
      const threadId = (await c.thread(c.rosa, { title: 'Spam' })).json().id as string;
      const report = (caller = c.ben, reason = 'Not about prayer') =>
        academyCall(app, 'POST', API.report(c.courseId, threadId), { caller, body: { reason } });
      expect((await report()).statusCode).toBe(200);
      expect((await report()).statusCode).toBe(200);
      const own = await report(c.rosa);
      expect(own.statusCode).toBe(400);
      expect(own.json().errors.post).toBe(M.cannotReportOwn);
      expect((await c.read(c.ben, threadId)).json().thread.reportedByMe).toBe(true);

      const queue = (
        await academyCall(app, 'GET', API.moderation(c.courseId), { caller: c.owner })
      ).json();
      expect(queue.reports).toHaveLength(1);
      expect(queue.reports[0]).toMatchObject({
        reason: 'Not about prayer',
        reporter: 'Ben Okafor',
        post: { id: threadId, threadTitle: 'Spam', author: { name: 'Rosa Martin' } },
      });
      const reportId = queue.reports[0].id as string;
      const crossed = await academyCall(app, 'POST', API.reportAction(c.otherCourseId, reportId), {
        caller: c.stranger,
        body: { action: 'hide' },
      });
      expect(crossed.statusCode).toBe(404);
      const hidden = await academyCall(app, 'POST', API.reportAction(c.courseId, reportId), {
        caller: c.owner,
        body: { action: 'hide' },
      });
      expect(hidden.statusCode).toBe(200);
      expect(titles(await c.board(c.ben))).toEqual([]);
      const after = await academyCall(app, 'GET', API.moderation(c.courseId), { caller: c.owner });
      expect(after.json().reports).toEqual([]);

      // Dismissing leaves the post where it was.
      const other = (await c.thread(c.rosa, { title: 'Fine' })).json().id as string;
      await academyCall(app, 'POST', API.report(c.courseId, other), { caller: c.ben, body: {} });
      const open = await academyCall(app, 'GET', API.moderation(c.courseId), { caller: c.owner });
      await academyCall(app, 'POST', API.reportAction(c.courseId, open.json().reports[0].id), {
        caller: c.owner,
        body: { action: 'dismiss' },
      });
      expect(titles(await c.board(c.ben))).toEqual(['Fine']);
    });

    it('holds participants’ posts for approval when the course pre-moderates', async () => {
      await app.db
        .updateTable('courses')
        .set({ board_premoderation: 1 })
        .where('id', '=', c.courseId)
        .execute();
      const mention = `<p><span data-mention="${c.ben.id}"></span> look</p>`;
      const started = await c.thread(c.rosa, { title: 'Waiting', body: mention });
      expect(started.json().status).toBe('pending');
      const postId = started.json().id as string;
      // Nobody replies to a thread still waiting, its author included.
      const early = await c.reply(c.rosa, postId);
      expect(early.statusCode).toBe(409);
      expect(early.json().errors.thread).toBe(M.threadPending);
      // Its author sees it waiting; other participants do not; staff see it in the queue.
      expect((await c.board(c.rosa)).json().threads[0]).toMatchObject({ status: 'pending' });
      expect(titles(await c.board(c.ben))).toEqual([]);
      const mentionsBefore = await app.db
        .selectFrom('board_mentions')
        .selectAll()
        .where('post_id', '=', postId)
        .execute();
      expect(mentionsBefore).toEqual([]);
      const queue = await academyCall(app, 'GET', API.moderation(c.courseId), { caller: c.owner });
      expect(queue.json().pending.map((p: { id: string }) => p.id)).toEqual([postId]);
      // Staff posts need no approval.
      expect((await c.thread(c.owner, { title: 'Welcome' })).json().status).toBe('published');

      const approve = () =>
        academyCall(app, 'POST', API.approval(c.courseId, postId), {
          caller: c.coInstructor,
          body: { decision: 'approve' },
        });
      expect((await approve()).statusCode).toBe(200);
      expect((await approve()).statusCode).toBe(200);
      expect(titles(await c.board(c.ben)).sort()).toEqual(['Waiting', 'Welcome']);
      const mentioned = await app.db
        .selectFrom('board_mentions')
        .select('user_id')
        .where('post_id', '=', postId)
        .execute();
      expect(mentioned).toEqual([{ user_id: c.ben.id }]);

      const second = (await c.thread(c.rosa, { title: 'Rejected' })).json().id as string;
      await academyCall(app, 'POST', API.approval(c.courseId, second), {
        caller: c.owner,
        body: { decision: 'reject' },
      });
      const late = await academyCall(app, 'POST', API.approval(c.courseId, second), {
        caller: c.owner,
        body: { decision: 'approve' },
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().errors.post).toBe(M.notPending);
      expect(titles(await c.board(c.ben))).not.toContain('Rejected');
    });

    it('shows a reflection thread’s replies to a participant only after their own', async () => {
      await app.db
        .updateTable('courses')
        .set({ board_post_first: 1 })
        .where('id', '=', c.courseId)
        .execute();
      const threadId = (
        await c.thread(c.owner, { title: 'What did you hear?', postFirst: true })
      ).json().id as string;
      // A participant cannot make a reflection thread.
      const theirs = (await c.thread(c.rosa, { postFirst: true })).json().id as string;
      expect((await c.read(c.rosa, theirs)).json().thread.postFirst).toBe(false);

      await c.reply(c.rosa, threadId, '<p>Peace</p>');
      const before = (await c.read(c.ben, threadId)).json();
      expect(before.replies).toEqual([]);
      expect(before.repliesWaiting).toBe(1);
      expect((await c.read(c.owner, threadId)).json().replies).toHaveLength(1);
      await c.reply(c.ben, threadId, '<p>Light</p>');
      const after = (await c.read(c.ben, threadId)).json();
      expect(after.repliesWaiting).toBeNull();
      expect(after.replies.map((r: { body: string }) => r.body)).toEqual([
        '<p>Peace</p>',
        '<p>Light</p>',
      ]);
    });
  });
}
