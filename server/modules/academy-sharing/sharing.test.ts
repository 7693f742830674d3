import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COURSE_ACCESS_MESSAGES } from '../../../common/academy/messages';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import { SHARING_LIMITS } from '../../../common/academy/sharing';
import { SHARING_MESSAGES } from '../../../common/academy/sharing-messages';
import {
  ACADEMY_JOIN_API,
  ACADEMY_SHARING_API,
  type JoinLink,
} from '../../../common/schemas/academy-sharing';
import { testDatabases } from '../../../tests/support/databases';
import { linkIn, outbox } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { courseRoleOf } from '../../access/course-role';
import {
  ACADEMY,
  academyCall,
  academyPerson,
  addCoInstructor,
  insertCourse,
  type Person,
} from './sharing-test-support';

/** The clock the expiry tests hold still: noon UTC on 15 June 2026. */
const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
let ipCounter = 0;
/** A fresh address per test, so the token-guessing limit of one never reaches another. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

for (const database of testDatabases()) {
  describe(`sharing a course on ${database.name}`, () => {
    let app: FastifyInstance;
    let owner: Person;
    let coInstructor: Person;
    let otherInstructor: Person;

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), { ACADEMY_BASE_URL: ACADEMY });
      owner = await academyPerson(app, 'instructor');
      coInstructor = await academyPerson(app, 'instructor');
      otherInstructor = await academyPerson(app, 'instructor');
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });
    afterEach(() => vi.useRealTimers());

    const call = (
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      options: { who?: Person; body?: unknown; ip?: string } = {},
    ) => academyCall(app, method, url, { ip: freshIp(), ...options });

    /** A course with a co-instructor and a fresh join link. */
    async function sharedCourse(fields: Parameters<typeof insertCourse>[2] = {}) {
      const courseId = await insertCourse(app, owner.id, fields);
      await addCoInstructor(app, courseId, coInstructor.id);
      const made = await call('POST', ACADEMY_SHARING_API.regenerate(courseId), { who: owner });
      expect(made.statusCode).toBe(200);
      const link = made.json<JoinLink>();
      const token = new URL(link.url).pathname.split('/').pop() ?? '';
      return { courseId, link, token };
    }

    describe('staff routes', () => {
      it('answer the course only to its owner and co-instructors: 401, 404 for anyone else', async () => {
        const { courseId } = await sharedCourse();
        const participant = await academyPerson(app, 'participant');
        const urls = [
          ['GET', ACADEMY_SHARING_API.link(courseId)],
          ['POST', ACADEMY_SHARING_API.regenerate(courseId)],
          ['PATCH', ACADEMY_SHARING_API.link(courseId)],
          ['GET', ACADEMY_SHARING_API.requests(courseId)],
          ['POST', ACADEMY_SHARING_API.approve(courseId, participant.id)],
          ['POST', ACADEMY_SHARING_API.decline(courseId, participant.id)],
          ['GET', ACADEMY_SHARING_API.invites(courseId)],
          ['POST', ACADEMY_SHARING_API.invites(courseId)],
          ['DELETE', ACADEMY_SHARING_API.invite(courseId, 'x')],
          ['POST', ACADEMY_SHARING_API.resend(courseId, 'x')],
          ['GET', ACADEMY_SHARING_API.participants(courseId)],
          ['DELETE', ACADEMY_SHARING_API.participant(courseId, participant.id)],
        ] as const;
        for (const [method, url] of urls) {
          const body =
            method === 'PATCH' ? { expiresAt: null, seatLimit: null } : { emails: ['a@b.co'] };
          expect((await call(method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
          for (const who of [participant, otherInstructor]) {
            const refused = await call(method, url, { who, body });
            expect(refused.statusCode, `${method} ${url}`).toBe(404);
            expect(refused.json().errors.course).toBe(COURSE_ACCESS_MESSAGES.courseNotFound);
          }
        }
        // A tampered id is the same 404; the co-instructor has the owner's rights here.
        const tampered = await call('GET', ACADEMY_SHARING_API.link(`${courseId}'--`), {
          who: owner,
        });
        expect(tampered.statusCode).toBe(404);
        const asCo = await call('GET', ACADEMY_SHARING_API.link(courseId), { who: coInstructor });
        expect(asCo.statusCode).toBe(200);
      });

      it('exist on the Academy only: the Journals host answers 404', async () => {
        const { courseId } = await sharedCourse();
        const offHost = await academyCall(app, 'GET', ACADEMY_SHARING_API.link(courseId), {
          who: owner,
          host: 'localhost:3011',
        });
        expect(offHost.statusCode).toBe(404);
      });
    });

    describe('the join link', () => {
      it('is a 192-bit token; regenerating kills the old one and keeps one live link', async () => {
        const { courseId, link, token } = await sharedCourse({ visibility: 'unlisted' });
        expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
        expect(link.url).toBe(`${ACADEMY}${ACADEMY_PATHS.joinLink(token)}`);
        const [a, b] = await Promise.all([
          call('POST', ACADEMY_SHARING_API.regenerate(courseId), { who: owner }),
          call('POST', ACADEMY_SHARING_API.regenerate(courseId), { who: coInstructor }),
        ]);
        expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
        const live = await app.db
          .selectFrom('course_join_links')
          .select('token')
          .where('course_id', '=', courseId)
          .where('revoked_at', 'is', null)
          .execute();
        expect(live).toHaveLength(1);
        const old = await call('GET', ACADEMY_JOIN_API.link(token));
        expect(old.statusCode).toBe(404);
        expect(old.json().errors.link).toBe(SHARING_MESSAGES.linkDead);
        const current = await call('GET', ACADEMY_JOIN_API.link(live[0]!.token));
        expect(current.json()).toMatchObject({ state: 'open', signedIn: false, membership: null });
        // Only what the join page needs.
        expect(Object.keys(current.json().course).sort()).toEqual(
          ['category', 'id', 'instructorName', 'subtitle', 'title', 'visibility'].sort(),
        );
      });

      it('an unlisted course: joined at once with the link, twice harmlessly, counted once', async () => {
        const { courseId, token } = await sharedCourse({ visibility: 'unlisted' });
        const person = await academyPerson(app, 'participant');
        expect((await call('POST', ACADEMY_JOIN_API.link(token))).statusCode).toBe(401);
        const [first, second] = await Promise.all([
          call('POST', ACADEMY_JOIN_API.link(token), { who: person }),
          call('POST', ACADEMY_JOIN_API.link(token), { who: person }),
        ]);
        for (const answer of [first, second]) {
          expect(answer.statusCode).toBe(200);
          expect(answer.json()).toEqual({
            status: 'active',
            courseId,
            url: ACADEMY_PATHS.learnCourse(courseId),
          });
        }
        const link = await call('GET', ACADEMY_SHARING_API.link(courseId), { who: owner });
        expect(link.json().link.joinedCount).toBe(1);
        expect((await courseRoleOf(app.db, person.id, courseId))?.role).toBe('participant');
        const page = await call('GET', ACADEMY_JOIN_API.link(token), { who: person });
        expect(page.json().membership).toBe('active');
      });

      it('expires at the date set (held clock), and refuses a past date or too few seats', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(NOW);
        const { courseId, token } = await sharedCourse({ visibility: 'unlisted' });
        const patch = (body: unknown) =>
          call('PATCH', ACADEMY_SHARING_API.link(courseId), { who: owner, body });
        const past = await patch({
          expiresAt: new Date(NOW.getTime() - DAY).toISOString(),
          seatLimit: null,
        });
        expect(past.statusCode).toBe(400);
        expect(past.json().errors.expiresAt).toBe(SHARING_MESSAGES.expiryPast);
        expect((await patch({ expiresAt: 'tomorrow', seatLimit: null })).statusCode).toBe(400);
        expect((await patch({ expiresAt: null, seatLimit: 0 })).statusCode).toBe(400);
        expect((await patch({ expiresAt: null, seatLimit: 1.5 })).statusCode).toBe(400);
        const set = await patch({
          expiresAt: new Date(NOW.getTime() + DAY).toISOString(),
          seatLimit: 5,
        });
        expect(set.statusCode).toBe(200);
        expect(set.json()).toMatchObject({
          seatLimit: 5,
          expiresAt: new Date(NOW.getTime() + DAY).toISOString(),
        });

        vi.setSystemTime(new Date(NOW.getTime() + 2 * DAY));
        const person = await academyPerson(app, 'participant');
        expect((await call('GET', ACADEMY_JOIN_API.link(token))).json().state).toBe('expired');
        const late = await call('POST', ACADEMY_JOIN_API.link(token), { who: person });
        expect(late.statusCode).toBe(410);
        expect(late.json().errors.link).toBe(SHARING_MESSAGES.linkExpired);
      });

      it('stops at the seat limit, and the limit cannot go under who joined', async () => {
        const { courseId, token } = await sharedCourse({ visibility: 'unlisted' });
        const [first, second] = [
          await academyPerson(app, 'participant'),
          await academyPerson(app, 'participant'),
        ];
        expect((await call('POST', ACADEMY_JOIN_API.link(token), { who: first })).statusCode).toBe(
          200,
        );
        const patch = (seatLimit: number) =>
          call('PATCH', ACADEMY_SHARING_API.link(courseId), {
            who: owner,
            body: { expiresAt: null, seatLimit },
          });
        expect((await patch(1)).statusCode).toBe(200);
        const full = await call('POST', ACADEMY_JOIN_API.link(token), { who: second });
        expect(full.statusCode).toBe(410);
        expect(full.json().errors.link).toBe(SHARING_MESSAGES.linkFull);
        expect(
          (await call('GET', ACADEMY_JOIN_API.link(token), { who: second })).json().state,
        ).toBe('full');
        // The one already in is still told they are in.
        expect((await call('POST', ACADEMY_JOIN_API.link(token), { who: first })).statusCode).toBe(
          200,
        );
      });

      it('gives the last seat to exactly one of two people joining at once', async () => {
        const { courseId, token } = await sharedCourse({ visibility: 'unlisted' });
        await call('PATCH', ACADEMY_SHARING_API.link(courseId), {
          who: owner,
          body: { expiresAt: null, seatLimit: 1 },
        });
        const people = await Promise.all([1, 2, 3, 4].map(() => academyPerson(app, 'participant')));
        const answers = await Promise.all(
          people.map((who) => call('POST', ACADEMY_JOIN_API.link(token), { who })),
        );
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410, 410, 410]);
        const members = await app.db
          .selectFrom('course_members')
          .select('user_id')
          .where('course_id', '=', courseId)
          .where('role', '=', 'participant')
          .execute();
        expect(members).toHaveLength(1);
        const link = await call('GET', ACADEMY_SHARING_API.link(courseId), { who: owner });
        expect(link.json().link.joinedCount).toBe(1);
      });

      it('shows a draft or archived course as closed, and nobody joins it', async () => {
        for (const status of ['draft', 'archived'] as const) {
          const { token } = await sharedCourse({ visibility: 'unlisted', status });
          expect((await call('GET', ACADEMY_JOIN_API.link(token))).json().state).toBe('closed');
          const person = await academyPerson(app, 'participant');
          const refused = await call('POST', ACADEMY_JOIN_API.link(token), { who: person });
          expect(refused.statusCode).toBe(410);
          expect(refused.json().errors.link).toBe(SHARING_MESSAGES.courseClosed);
        }
      });

      it('limits token guessing per address, then refuses even a right token', async () => {
        const { token } = await sharedCourse({ visibility: 'unlisted' });
        const ip = freshIp();
        for (let attempt = 0; attempt < SHARING_LIMITS.tokenMisses.max; attempt++) {
          const miss = await call('GET', ACADEMY_JOIN_API.link(`guess${attempt}`), { ip });
          expect(miss.statusCode).toBe(404);
        }
        const blocked = await call('GET', ACADEMY_JOIN_API.link(token), { ip });
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().errors.token).toBe(SHARING_MESSAGES.tooManyAttempts);
        // Another address is not affected.
        expect((await call('GET', ACADEMY_JOIN_API.link(token))).statusCode).toBe(200);
      });
    });

    describe('a private course', () => {
      it('makes a link joiner wait; they get 404 on the course until an instructor approves', async () => {
        const { courseId, token } = await sharedCourse({ visibility: 'private' });
        const person = await academyPerson(app, 'participant');
        const asked = await call('POST', ACADEMY_JOIN_API.link(token), { who: person });
        expect(asked.json()).toEqual({ status: 'pending', courseId, url: null });
        expect(
          (await call('POST', ACADEMY_JOIN_API.link(token), { who: person })).json().status,
        ).toBe('pending');
        expect((await courseRoleOf(app.db, person.id, courseId))?.role).toBeNull();
        expect(
          (await call('GET', ACADEMY_JOIN_API.course(courseId), { who: person })).statusCode,
        ).toBe(404);

        const requests = await call('GET', ACADEMY_SHARING_API.requests(courseId), {
          who: coInstructor,
        });
        expect(requests.json().requests).toEqual([
          expect.objectContaining({
            userId: person.id,
            email: person.email,
            name: 'Clare Offreduccio',
          }),
        ]);
        const [one, two] = await Promise.all([
          call('POST', ACADEMY_SHARING_API.approve(courseId, person.id), { who: coInstructor }),
          call('POST', ACADEMY_SHARING_API.approve(courseId, person.id), { who: owner }),
        ]);
        expect([one.json(), two.json()]).toEqual([{ status: 'active' }, { status: 'active' }]);
        expect((await courseRoleOf(app.db, person.id, courseId))?.role).toBe('participant');
        const mail = await outbox(app, person.email);
        expect(mail).toHaveLength(1);
        expect(linkIn(mail[0]!.text_body, ACADEMY_PATHS.learnCourse(courseId)).origin).toBe(
          ACADEMY,
        );
        const participants = await call('GET', ACADEMY_SHARING_API.participants(courseId), {
          who: owner,
        });
        expect(participants.json().participants).toEqual([
          expect.objectContaining({ userId: person.id, status: 'active' }),
        ]);
      });

      it('lets a declined person ask once more; the second decline is final; seats come back', async () => {
        const { courseId, token } = await sharedCourse({ visibility: 'private' });
        const person = await academyPerson(app, 'participant');
        const decline = () =>
          call('POST', ACADEMY_SHARING_API.decline(courseId, person.id), { who: owner });
        const joined = async () =>
          (await call('GET', ACADEMY_SHARING_API.link(courseId), { who: owner })).json().link
            .joinedCount;

        await call('POST', ACADEMY_JOIN_API.link(token), { who: person });
        expect(await joined()).toBe(1);
        expect((await decline()).json()).toEqual({ status: 'declined' });
        expect((await decline()).json()).toEqual({ status: 'declined' });
        expect(await joined()).toBe(0);
        expect(
          (await call('GET', ACADEMY_SHARING_API.requests(courseId), { who: owner })).json()
            .requests,
        ).toEqual([]);

        const again = await call('POST', ACADEMY_JOIN_API.link(token), { who: person });
        expect(again.json().status).toBe('pending');
        expect((await decline()).statusCode).toBe(200);
        const third = await call('POST', ACADEMY_JOIN_API.link(token), { who: person });
        expect(third.statusCode).toBe(403);
        expect(third.json().errors.course).toBe(SHARING_MESSAGES.declinedTwice);
        // Approving what is not a request is a clear 404.
        const stray = await call('POST', ACADEMY_SHARING_API.approve(courseId, person.id), {
          who: owner,
        });
        expect(stray.statusCode).toBe(404);
        expect(stray.json().errors.request).toBe(SHARING_MESSAGES.requestNotFound);
      });
    });

    describe('participants', () => {
      it('a removed participant cannot rejoin by link; one who left can', async () => {
        const { courseId, token } = await sharedCourse({ visibility: 'unlisted' });
        const [stays, goes] = [
          await academyPerson(app, 'participant'),
          await academyPerson(app, 'participant'),
        ];
        for (const who of [stays, goes]) await call('POST', ACADEMY_JOIN_API.link(token), { who });
        const remove = () =>
          call('DELETE', ACADEMY_SHARING_API.participant(courseId, goes.id), { who: coInstructor });
        expect((await remove()).json()).toEqual({ status: 'removed' });
        expect((await remove()).json()).toEqual({ status: 'removed' });
        const back = await call('POST', ACADEMY_JOIN_API.link(token), { who: goes });
        expect(back.statusCode).toBe(403);
        expect(back.json().errors.course).toBe(SHARING_MESSAGES.removed);
        expect((await courseRoleOf(app.db, goes.id, courseId))?.role).toBeNull();

        await app.db
          .updateTable('course_members')
          .set({ status: 'left' })
          .where('user_id', '=', stays.id)
          .execute();
        expect(
          (await call('POST', ACADEMY_JOIN_API.link(token), { who: stays })).json().status,
        ).toBe('active');
        // A co-instructor is not a participant to remove.
        const coRemoved = await call(
          'DELETE',
          ACADEMY_SHARING_API.participant(courseId, coInstructor.id),
          { who: owner },
        );
        expect(coRemoved.statusCode).toBe(404);
      });
    });

    describe('a public course', () => {
      it('has a page with its outline and is joined at once without a link; others are 404', async () => {
        const courseId = await insertCourse(app, owner.id, { visibility: 'public' });
        const page = await call('GET', ACADEMY_JOIN_API.course(courseId));
        expect(page.statusCode).toBe(200);
        expect(page.json()).toMatchObject({
          signedIn: false,
          membership: null,
          course: {
            instructorName: 'Ada Lovelace',
            outline: [
              {
                title: 'Beginnings',
                lessons: [{ title: 'Reading slowly' }, { title: 'Praying the text' }],
              },
            ],
          },
        });
        const person = await academyPerson(app, 'participant');
        expect((await call('POST', ACADEMY_JOIN_API.course(courseId))).statusCode).toBe(401);
        for (let click = 0; click < 2; click++) {
          const joined = await call('POST', ACADEMY_JOIN_API.course(courseId), { who: person });
          expect(joined.json()).toMatchObject({ status: 'active', courseId });
        }
        expect(
          (await call('GET', ACADEMY_JOIN_API.course(courseId), { who: owner })).json().membership,
        ).toBe('staff');

        for (const fields of [
          { visibility: 'unlisted' },
          { visibility: 'private' },
          { visibility: 'public', status: 'draft' },
          { visibility: 'public', status: 'archived' },
        ] as const) {
          const hidden = await insertCourse(app, owner.id, fields);
          expect(
            (await call('GET', ACADEMY_JOIN_API.course(hidden), { who: person })).statusCode,
          ).toBe(404);
          expect(
            (await call('POST', ACADEMY_JOIN_API.course(hidden), { who: person })).statusCode,
          ).toBe(404);
        }
      });
    });

    describe('invitations', () => {
      it('are emailed once per address and accepted only by the invited address', async () => {
        const { courseId } = await sharedCourse({ visibility: 'private' });
        const invitee = await academyPerson(app, 'participant');
        const stranger = await academyPerson(app, 'participant');
        const invite = (emails: unknown) =>
          call('POST', ACADEMY_SHARING_API.invites(courseId), { who: owner, body: { emails } });

        expect((await invite([])).json().errors.emails).toBe(SHARING_MESSAGES.emailsRequired);
        expect((await invite(['not-an-email'])).json().errors.emails).toBe(
          SHARING_MESSAGES.emailInvalid('not-an-email'),
        );
        const tooMany = Array.from(
          { length: SHARING_LIMITS.invitesPerRequest + 1 },
          (_, n) => `p${n}@example.org`,
        );
        expect((await invite(tooMany)).json().errors.emails).toBe(SHARING_MESSAGES.tooManyEmails);

        const sent = await invite([
          invitee.email,
          invitee.email.toUpperCase(),
          'friend@example.org',
        ]);
        expect(sent.statusCode).toBe(200);
        expect(sent.json()).toMatchObject({
          invited: [invitee.email, 'friend@example.org'],
          notSent: [],
        });
        expect((await invite([invitee.email])).json()).toMatchObject({
          invited: [],
          alreadyInvited: [invitee.email],
        });

        const mail = await outbox(app, invitee.email);
        expect(mail).toHaveLength(1);
        const link = linkIn(mail[0]!.text_body, '/invite/');
        const token = link.pathname.split('/').pop() ?? '';
        const page = await call('GET', ACADEMY_JOIN_API.invite(token));
        expect(page.json()).toMatchObject({ state: 'open', signedIn: false, forYou: false });
        expect(page.json().email).toMatch(/^[a-z]{2}•••@example\.org$/);

        const wrong = await call('POST', ACADEMY_JOIN_API.invite(token), { who: stranger });
        expect(wrong.statusCode).toBe(403);
        expect(wrong.json().errors.invite).toBe(
          SHARING_MESSAGES.inviteOtherEmail(page.json().email),
        );
        expect((await call('POST', ACADEMY_JOIN_API.invite(token))).statusCode).toBe(401);
        for (let click = 0; click < 2; click++) {
          const accepted = await call('POST', ACADEMY_JOIN_API.invite(token), { who: invitee });
          expect(accepted.json()).toMatchObject({ status: 'active', courseId });
        }
        expect((await courseRoleOf(app.db, invitee.id, courseId))?.role).toBe('participant');
        const list = await call('GET', ACADEMY_SHARING_API.invites(courseId), {
          who: coInstructor,
        });
        const states = Object.fromEntries(
          list
            .json()
            .invites.map((row: { email: string; state: string }) => [row.email, row.state]),
        );
        expect(states).toEqual({ [invitee.email]: 'accepted', 'friend@example.org': 'waiting' });
        expect((await invite([invitee.email])).json().alreadyMembers).toEqual([invitee.email]);
      });

      it('can be revoked (the link dies) and resent (a new link, the old one dies)', async () => {
        const { courseId } = await sharedCourse({ visibility: 'unlisted' });
        const invitee = await academyPerson(app, 'participant');
        const created = await call('POST', ACADEMY_SHARING_API.invites(courseId), {
          who: owner,
          body: { emails: [invitee.email] },
        });
        const inviteId = created.json().invites[0].id as string;
        const tokenOf = async (index: number) =>
          linkIn((await outbox(app, invitee.email))[index]!.text_body, '/invite/')
            .pathname.split('/')
            .pop() ?? '';
        const first = await tokenOf(0);

        const resent = await call('POST', ACADEMY_SHARING_API.resend(courseId, inviteId), {
          who: owner,
        });
        expect(resent.json().state).toBe('waiting');
        const second = await tokenOf(1);
        expect(second).not.toBe(first);
        expect((await call('GET', ACADEMY_JOIN_API.invite(first))).statusCode).toBe(404);
        expect((await call('GET', ACADEMY_JOIN_API.invite(second))).json().state).toBe('open');

        for (let click = 0; click < 2; click++) {
          const revoked = await call('DELETE', ACADEMY_SHARING_API.invite(courseId, inviteId), {
            who: owner,
          });
          expect(revoked.json().state).toBe('revoked');
        }
        const dead = await call('POST', ACADEMY_JOIN_API.invite(second), { who: invitee });
        expect(dead.statusCode).toBe(404);
        expect(dead.json().errors.invite).toBe(SHARING_MESSAGES.inviteDead);
        const again = await call('POST', ACADEMY_SHARING_API.resend(courseId, inviteId), {
          who: owner,
        });
        expect(again.statusCode).toBe(409);
        // Another course's instructor cannot touch it through their own course either.
        const theirs = await insertCourse(app, otherInstructor.id);
        const foreign = await call('DELETE', ACADEMY_SHARING_API.invite(theirs, inviteId), {
          who: otherInstructor,
        });
        expect(foreign.statusCode).toBe(404);
      });

      it('are refused for a draft course', async () => {
        const courseId = await insertCourse(app, owner.id, { status: 'draft' });
        const refused = await call('POST', ACADEMY_SHARING_API.invites(courseId), {
          who: owner,
          body: { emails: ['someone@example.org'] },
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().errors.emails).toBe(SHARING_MESSAGES.invitesDraft);
      });
    });
  });
}
