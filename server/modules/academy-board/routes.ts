import { announceAcademyNotifications } from '../academy-notifications/notify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../../common/schemas/fields';
import { emptyBodySchema } from '../../../common/schemas/privacy';
import {
  approvalSchema,
  boardCourseParamsSchema,
  boardMemberParamsSchema,
  boardPageQuerySchema,
  boardPageSchema,
  boardPostParamsSchema,
  boardReportParamsSchema,
  boardThreadParamsSchema,
  createReplySchema,
  createThreadSchema,
  editPostSchema,
  memberChoicesSchema,
  memberSearchQuerySchema,
  moderationAnswerSchema,
  muteSchema,
  okSchema,
  postVisibilitySchema,
  postWrittenSchema,
  reportActionSchema,
  reportSchema,
  threadAnswerSchema,
  threadSettingsSchema,
} from '../../../common/schemas/academy-board';
import { assertMayWrite, loadBoard } from './board-access';
import { boardChanged } from './board-live';
import { searchMembers } from './members';
import {
  actOnReport,
  decideApproval,
  moderationQueue,
  muteParticipant,
  reportPost,
  setHidden,
  setThreadSettings,
  unmuteParticipant,
} from './moderation';
import type { PostRow } from './post-views';
import { readBoardPage, readThread } from './read-board';
import { createReply, createThread, deletePost, editPost, type Notices } from './write-posts';

const tags = ['academy-board'];
const written = (post: PostRow) => ({ id: post.id, threadId: post.thread_id, status: post.status });

/**
 * A course's Discussion Board (issue 13, point 14), at /api/academy/board. Every call goes
 * through the course's access rule (loadBoard → loadCourse): members read and write, staff
 * moderate; anyone else gets the course's 404. See ./README.md for the data the notifier reads.
 */
export const academyBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses/:courseId/threads',
    {
      schema: {
        summary: 'A page of the board’s threads (pinned first, then latest activity)',
        tags,
        params: boardCourseParamsSchema,
        querystring: boardPageQuerySchema,
        response: { 200: boardPageSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const board = await loadBoard(request, request.params.courseId);
      return readBoardPage(app.db, board, request.query);
    },
  );

  app.post(
    '/courses/:courseId/threads',
    {
      schema: {
        summary: 'Start a thread (once per client id)',
        tags,
        params: boardCourseParamsSchema,
        body: createThreadSchema,
        response: { 200: postWrittenSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const board = await loadBoard(request, request.params.courseId);
      assertMayWrite(board);
      const notices: Notices = [];
      const post = await createThread(app.db, board, request.body, notices);
      await boardChanged(app, post);
      await announceAcademyNotifications(app.live, notices);
      return written(post);
    },
  );

  app.get(
    '/courses/:courseId/threads/:threadId',
    {
      schema: {
        summary: 'A thread and its replies',
        tags,
        params: boardThreadParamsSchema,
        response: { 200: threadAnswerSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const board = await loadBoard(request, request.params.courseId);
      return readThread(app.db, board, request.params.threadId);
    },
  );

  app.post(
    '/courses/:courseId/threads/:threadId/replies',
    {
      schema: {
        summary: 'Reply to a thread (once per client id)',
        tags,
        params: boardThreadParamsSchema,
        body: createReplySchema,
        response: { 200: postWrittenSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const board = await loadBoard(request, request.params.courseId);
      assertMayWrite(board);
      const notices: Notices = [];
      const post = await createReply(app.db, board, request.params.threadId, request.body, notices);
      await boardChanged(app, post);
      await announceAcademyNotifications(app.live, notices);
      return written(post);
    },
  );

  app.put(
    '/courses/:courseId/posts/:postId',
    {
      schema: {
        summary: 'Edit my post (shown as edited)',
        tags,
        params: boardPostParamsSchema,
        body: editPostSchema,
        response: { 200: postWrittenSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const board = await loadBoard(request, request.params.courseId);
      assertMayWrite(board);
      const notices: Notices = [];
      const post = await editPost(app.db, board, request.params.postId, request.body, notices);
      await boardChanged(app, post);
      await announceAcademyNotifications(app.live, notices);
      return written(post);
    },
  );

  app.delete(
    '/courses/:courseId/posts/:postId',
    {
      schema: {
        summary: 'Delete my post (a thread with replies stays as “deleted”)',
        tags,
        params: boardPostParamsSchema,
        body: emptyBodySchema,
        response: { 200: postWrittenSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const board = await loadBoard(request, request.params.courseId);
      if (board.course.status === 'archived') assertMayWrite(board);
      const post = await deletePost(app.db, board, request.params.postId);
      await boardChanged(app, post);
      return written(post);
    },
  );

  app.post(
    '/courses/:courseId/posts/:postId/report',
    {
      schema: {
        summary: 'Report a post to the instructors (once per post and person)',
        tags,
        params: boardPostParamsSchema,
        body: reportSchema,
        response: { 200: okSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const board = await loadBoard(request, request.params.courseId);
      const notices: Notices = [];
      const post = await reportPost(
        app.db,
        board,
        request.params.postId,
        request.body.reason,
        notices,
      );
      await boardChanged(app, post, 'staff');
      await announceAcademyNotifications(app.live, notices);
      return { ok: true as const };
    },
  );

  app.get(
    '/courses/:courseId/members',
    {
      schema: {
        summary: 'Members to mention, by name',
        tags,
        params: boardCourseParamsSchema,
        querystring: memberSearchQuerySchema,
        response: { 200: memberChoicesSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const board = await loadBoard(request, request.params.courseId);
      const members = await searchMembers(
        app.db,
        board.course.id,
        board.course.owner_id,
        request.query.q,
      );
      return { members };
    },
  );

  // ---- Moderation: the course's staff only. ----

  app.put(
    '/courses/:courseId/threads/:threadId/settings',
    {
      schema: {
        summary: 'Pin or unpin, lock or unlock a thread',
        tags,
        params: boardThreadParamsSchema,
        body: threadSettingsSchema,
        response: { 200: postWrittenSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const board = await loadBoard(request, request.params.courseId, 'staff');
      const post = await setThreadSettings(app.db, board, request.params.threadId, request.body);
      await boardChanged(app, post);
      return written(post);
    },
  );

  app.put(
    '/courses/:courseId/posts/:postId/visibility',
    {
      schema: {
        summary: 'Hide or unhide a thread or reply',
        tags,
        params: boardPostParamsSchema,
        body: postVisibilitySchema,
        response: { 200: postWrittenSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const board = await loadBoard(request, request.params.courseId, 'staff');
      const post = await setHidden(app.db, board, request.params.postId, request.body.hidden);
      await boardChanged(app, post, 'course');
      return written(post);
    },
  );

  app.post(
    '/courses/:courseId/posts/:postId/approval',
    {
      schema: {
        summary: 'Approve or reject a post waiting for approval',
        tags,
        params: boardPostParamsSchema,
        body: approvalSchema,
        response: { 200: postWrittenSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const board = await loadBoard(request, request.params.courseId, 'staff');
      const notices: Notices = [];
      const post = await decideApproval(
        app.db,
        board,
        request.params.postId,
        request.body.decision,
        notices,
      );
      await boardChanged(app, post, 'course');
      await announceAcademyNotifications(app.live, notices);
      return written(post);
    },
  );

  app.get(
    '/courses/:courseId/moderation',
    {
      schema: {
        summary: 'Open reports, posts waiting for approval, muted participants',
        tags,
        params: boardCourseParamsSchema,
        response: { 200: moderationAnswerSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const board = await loadBoard(request, request.params.courseId, 'staff');
      return moderationQueue(app.db, board);
    },
  );

  app.post(
    '/courses/:courseId/reports/:reportId',
    {
      schema: {
        summary: 'Hide a reported post, or dismiss the report',
        tags,
        params: boardReportParamsSchema,
        body: reportActionSchema,
        response: { 200: postWrittenSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const board = await loadBoard(request, request.params.courseId, 'staff');
      const post = await actOnReport(app.db, board, request.params.reportId, request.body.action);
      await boardChanged(app, post, 'course');
      return written(post);
    },
  );

  app.put(
    '/courses/:courseId/mutes/:userId',
    {
      schema: {
        summary: 'Mute a participant on the board for a set time',
        tags,
        params: boardMemberParamsSchema,
        body: muteSchema,
        response: { 200: okSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const board = await loadBoard(request, request.params.courseId, 'staff');
      await muteParticipant(app.db, board, request.params.userId, request.body.duration);
      return { ok: true as const };
    },
  );

  app.delete(
    '/courses/:courseId/mutes/:userId',
    {
      schema: {
        summary: 'Unmute a participant',
        tags,
        params: boardMemberParamsSchema,
        body: emptyBodySchema,
        response: { 200: okSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const board = await loadBoard(request, request.params.courseId, 'staff');
      await unmuteParticipant(app.db, board, request.params.userId);
      return { ok: true as const };
    },
  );
};
