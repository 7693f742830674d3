import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import { ACADEMY_NOTIFICATIONS_API as API } from '../../../common/schemas/academy-notifications';
import { REFLECTIONS_API } from '../../../common/schemas/academy-reflections';
import { ACADEMY_SHARING_API, ACADEMY_JOIN_API } from '../../../common/schemas/academy-sharing';
import { NOTIFICATIONS_API } from '../../../common/schemas/notifications';
import { ACADEMY_NOTIFICATION_MESSAGES as M } from '../../../common/academy/notifications-messages';
import { testDatabases } from '../../../tests/support/databases';
import { send, type Caller } from '../../../tests/support/factories';
import {
  academyCall,
  insertCourse,
  insertCourseMember,
  insertLesson,
  signedInAcademy,
} from '../../../tests/support/academy-callers';
import { buildTestApp } from '../../../tests/support/test-app';
import { recordNotifications } from '../notifications/record-notifications';
import { notifyAcademy } from './notify';

const PROMPTS = { type: 'prompts', prompts: [{ id: 'word', text: 'Which word stayed?' }] };

/**
 * Academy notifications (issue 13, point 14): each event reaches the right people (never the
 * actor, never another course's people), each site lists only its own rows, and a change that
 * rolls back notifies nobody.
 */
for (const database of testDatabases()) {
  describe(`academy notifications on ${database.name}`, () => {
    let app: FastifyInstance;
    let owner: Caller;
    let coInstructor: Caller;
    let participant: Caller;
    let classmate: Caller;
    let stranger: Caller;
    let otherParticipant: Caller;
    let courseId: string;
    let lessonId: string;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    beforeEach(async () => {
      owner = await signedInAcademy(app);
      coInstructor = await signedInAcademy(app);
      stranger = await signedInAcademy(app);
      participant = await signedInAcademy(app, 'participant');
      classmate = await signedInAcademy(app, 'participant');
      otherParticipant = await signedInAcademy(app, 'participant');
      courseId = await insertCourse(app, owner.id, { status: 'published', title: 'Psalms' });
      lessonId = await insertLesson(app, courseId, [PROMPTS], 'Be still');
      await insertCourseMember(app, courseId, coInstructor.id, 'instructor');
      await insertCourseMember(app, courseId, participant.id, 'participant');
      await insertCourseMember(app, courseId, classmate.id, 'participant');
      const otherCourse = await insertCourse(app, stranger.id, { status: 'published' });
      await insertCourseMember(app, otherCourse, otherParticipant.id, 'participant');
    });

    const list = (caller: Caller) => academyCall(app, 'GET', API.list, { caller });
    const kindsOf = async (caller: Caller) =>
      (await list(caller)).json().notifications.map((n: { kind: string }) => n.kind);
    const handIn = async () => {
      await academyCall(app, 'PUT', REFLECTIONS_API.mine(courseId, lessonId), {
        caller: participant,
        body: { answers: { word: '<p>Be still</p>' } },
      });
      const handed = await academyCall(app, 'POST', REFLECTIONS_API.handIn(courseId, lessonId), {
        caller: participant,
      });
      expect(handed.statusCode).toBe(200);
      return handed.json().reflection.id as string;
    };

    it('tells the instructors of a hand-in (once, however many clicks), opening the review', async () => {
      const reflectionId = await handIn();
      await academyCall(app, 'POST', REFLECTIONS_API.handIn(courseId, lessonId), {
        caller: participant,
      });
      for (const instructor of [owner, coInstructor]) {
        const answer = (await list(instructor)).json();
        expect(answer.unread).toBe(1);
        expect(answer.notifications[0]).toMatchObject({
          kind: 'reflection_handed_in',
          actorName: 'Ada Lovelace',
          subject: 'Be still',
          link: ACADEMY_PATHS.reviewReflection(courseId, reflectionId),
          readAt: null,
        });
      }
      for (const nobody of [participant, classmate, stranger, otherParticipant]) {
        expect(await kindsOf(nobody)).toEqual([]);
      }
    });

    it('tells the participant of feedback, a return and an acceptance; a resubmission goes to the instructors', async () => {
      const reflectionId = await handIn();
      const comment = await academyCall(
        app,
        'POST',
        REFLECTIONS_API.comments(courseId, reflectionId),
        { caller: coInstructor, body: { body: 'Lovely.' } },
      );
      expect(comment.statusCode).toBe(200);
      const returned = await academyCall(
        app,
        'POST',
        REFLECTIONS_API.decision(courseId, reflectionId),
        { caller: owner, body: { decision: 'returned', note: 'Say more.' } },
      );
      expect(returned.statusCode).toBe(200);
      await academyCall(app, 'PUT', REFLECTIONS_API.mine(courseId, lessonId), {
        caller: participant,
        body: { answers: { word: '<p>Be still and know</p>' } },
      });
      await academyCall(app, 'POST', REFLECTIONS_API.handIn(courseId, lessonId), {
        caller: participant,
      });
      await academyCall(app, 'POST', REFLECTIONS_API.decision(courseId, reflectionId), {
        caller: coInstructor,
        body: { decision: 'accepted', note: '' },
      });

      const mine = (await list(participant)).json();
      expect(mine.notifications.map((n: { kind: string }) => n.kind).toSorted()).toEqual([
        'reflection_accepted',
        'reflection_feedback',
        'reflection_returned',
      ]);
      expect(mine.notifications[0].link).toBe(ACADEMY_PATHS.learnLesson(courseId, lessonId));
      // Each instructor hears of both hand-ins, never of their own acts.
      expect((await kindsOf(owner)).toSorted()).toEqual([
        'reflection_handed_in',
        'reflection_resubmitted',
      ]);
      expect((await kindsOf(coInstructor)).toSorted()).toEqual([
        'reflection_handed_in',
        'reflection_resubmitted',
      ]);
      expect(await kindsOf(classmate)).toEqual([]);
      expect(await kindsOf(otherParticipant)).toEqual([]);
    });

    it('tells the instructors of a join request and the person of its approval', async () => {
      const privateCourse = await insertCourse(app, owner.id, { status: 'published' });
      await insertCourseMember(app, privateCourse, coInstructor.id, 'instructor');
      const link = await academyCall(app, 'POST', ACADEMY_SHARING_API.regenerate(privateCourse), {
        caller: owner,
      });
      const token = new URL(link.json().url).pathname.split('/').pop() ?? '';
      const joined = await academyCall(app, 'POST', ACADEMY_JOIN_API.link(token), {
        caller: otherParticipant,
      });
      expect(joined.json().status).toBe('pending');
      for (const instructor of [owner, coInstructor]) {
        expect((await list(instructor)).json().notifications[0]).toMatchObject({
          kind: 'join_requested',
          link: ACADEMY_PATHS.instructorCourseSharing(privateCourse),
        });
      }
      expect(await kindsOf(stranger)).toEqual([]);

      const approve = ACADEMY_SHARING_API.approve(privateCourse, otherParticipant.id);
      await academyCall(app, 'POST', approve, { caller: coInstructor });
      await academyCall(app, 'POST', approve, { caller: coInstructor });
      const theirs = (await list(otherParticipant)).json().notifications;
      expect(theirs).toHaveLength(1);
      expect(theirs[0]).toMatchObject({
        kind: 'join_approved',
        link: ACADEMY_PATHS.learnCourse(privateCourse),
      });
      // Sharing emails the answer itself: the notification is never emailed again.
      const row = await app.db
        .selectFrom('notifications')
        .select('emailed_at')
        .where('id', '=', theirs[0].id)
        .executeTakeFirstOrThrow();
      expect(row.emailed_at).not.toBeNull();
      expect(await kindsOf(owner)).toEqual(['join_requested']);
    });

    it('records board events for the recipients but the actor, and nothing when the change rolls back', async () => {
      const event = {
        kind: 'board_mention' as const,
        courseId,
        recipientUserIds: [participant.id, classmate.id, classmate.id],
        actorName: 'Clare O.',
        subject: 'Where do you pray?',
        link: `/courses/${courseId}/board/thread-1`,
        actorUserId: classmate.id,
      };
      await expect(
        app.db.transaction().execute(async (trx) => {
          await notifyAcademy(trx, event);
          throw new Error('the post failed');
        }),
      ).rejects.toThrow('the post failed');
      expect(await kindsOf(participant)).toEqual([]);

      const notified = await app.db.transaction().execute((trx) => notifyAcademy(trx, event));
      expect(notified).toEqual([{ userId: participant.id }]);
      expect(await kindsOf(participant)).toEqual(['board_mention']);
      expect(await kindsOf(classmate)).toEqual([]);
    });

    it('keeps each site’s list to its own rows, for a teacher who uses both', async () => {
      const { token } = await app.sessions.create({
        kind: 'user',
        subjectType: 'user',
        subjectId: owner.id,
      });
      const journals = { id: owner.id, cookies: { t: token } };
      await recordNotifications(app.db, {
        kind: 'hand_in',
        recipients: [{ userId: owner.id }],
        classId: null,
        projectId: null,
        actorName: 'Ana P.',
        subject: 'My story',
        link: '/teacher',
      });
      await handIn();
      const journalsList = await send(app, 'GET', NOTIFICATIONS_API.list('user'), journals);
      expect(journalsList.json().notifications.map((n: { kind: string }) => n.kind)).toEqual([
        'hand_in',
      ]);
      expect(journalsList.json().unread).toBe(1);
      expect(await kindsOf(owner)).toEqual(['reflection_handed_in']);
      // Marking all read on one site leaves the other's unread.
      await academyCall(app, 'POST', API.readAll, { caller: owner });
      const after = await send(app, 'GET', NOTIFICATIONS_API.list('user'), journals);
      expect(after.json().unread).toBe(1);
      // A Journals row cannot be marked read through the Academy.
      const journalsId = journalsList.json().notifications[0].id as string;
      const cross = await academyCall(app, 'POST', API.read(journalsId), { caller: owner });
      expect(cross.statusCode).toBe(404);
    });

    it('marks read only the caller’s own; 401 signed out, 404 off the Academy host', async () => {
      await handIn();
      const [first] = (await list(owner)).json().notifications;
      const notYours = await academyCall(app, 'POST', API.read(first.id), { caller: coInstructor });
      expect(notYours.statusCode).toBe(404);
      expect(notYours.json().errors.notification).toBe(M.notFound);
      const hostile = await academyCall(app, 'POST', API.read("x' OR 1=1 --"), { caller: owner });
      expect(hostile.statusCode).toBe(404);

      const read = await academyCall(app, 'POST', API.read(first.id), { caller: owner });
      expect(read.statusCode).toBe(200);
      expect(read.json().unread).toBe(0);
      const readAt = read.json().notification.readAt as string;
      const again = await academyCall(app, 'POST', API.read(first.id), { caller: owner });
      expect(again.json().notification.readAt).toBe(readAt);
      expect((await list(coInstructor)).json().unread).toBe(1);

      for (const query of ['?cursor=%27--', '?limit=1000', '?limit=x']) {
        const refused = await academyCall(app, 'GET', `${API.list}${query}`, { caller: owner });
        expect(refused.statusCode, query).toBe(400);
      }
      expect((await academyCall(app, 'GET', API.list)).statusCode).toBe(401);
      expect((await academyCall(app, 'GET', API.preference)).statusCode).toBe(401);
      const offHost = await send(app, 'GET', API.list, owner);
      expect(offHost.statusCode).toBe(404);
    });

    it('reads and sets the email preference, refusing anything else', async () => {
      const read = await academyCall(app, 'GET', API.preference, { caller: participant });
      expect(read.json()).toEqual({ notificationEmail: 'immediate' });
      const set = await academyCall(app, 'PUT', API.preference, {
        caller: participant,
        body: { notificationEmail: 'daily' },
      });
      expect(set.json()).toEqual({ notificationEmail: 'daily' });
      const bad = await academyCall(app, 'PUT', API.preference, {
        caller: participant,
        body: { notificationEmail: 'hourly' },
      });
      expect(bad.statusCode).toBe(400);
      const now = await academyCall(app, 'GET', API.preference, { caller: participant });
      expect(now.json()).toEqual({ notificationEmail: 'daily' });
      expect((await academyCall(app, 'GET', API.preference, { caller: classmate })).json()).toEqual(
        { notificationEmail: 'immediate' },
      );
    });
  });
}
