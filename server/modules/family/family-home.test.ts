import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';
import { FAMILY_MESSAGES, LINK_CHILD_MESSAGES } from '../../../common/family/messages';
import {
  FAMILY_HOME_API,
  invitationCodeOf,
  type ChildFeedAnswer,
  type FamilyChildrenAnswer,
} from '../../../common/schemas/family';
import { PROJECTS_API } from '../../../common/schemas/projects';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  insertClass,
  signedInStudent,
  signedInUser,
  send,
  type Caller,
} from '../../../tests/support/factories';
import { hashToken } from '../../lib/tokens';
import { LINK_CODE_MISSES } from './link-child-by-code';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('invitationCodeOf', () => {
  it('reads the code from a pasted link, or takes the text as the code', () => {
    expect(invitationCodeOf('  abc-DEF_123  ')).toBe('abc-DEF_123');
    expect(invitationCodeOf('https://x.example/auth/parent/signup?i=abc%2Ddef&x=1')).toBe(
      'abc-def',
    );
    expect(invitationCodeOf('https://x.example/auth/parent?i=%E0%A4%A')).toBe('%E0%A4%A');
  });
});

for (const database of testDatabases()) {
  describe(`the parent's home on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    let ip = 0;
    /** Each test its own address, so the link budget of one never refuses another. */
    const fromNewAddress = () => ({ ip: `10.9.${Math.floor(++ip / 250)}.${ip % 250}` });

    async function link(caller: Caller | undefined, code: unknown, headers = fromNewAddress()) {
      const response = await app.inject({
        method: 'POST',
        url: FAMILY_HOME_API.link,
        headers: { origin: 'http://localhost:3011' },
        remoteAddress: headers.ip,
        cookies: caller?.cookies,
        payload: { code },
      });
      return response;
    }

    /** A teacher's class with a child, an invitation for `email`, and the code it carries. */
    async function invitedChild(email: string, { expiresInMs = 14 * DAY_MS } = {}) {
      const teacher = await signedInUser(app);
      await app.db
        .updateTable('users')
        .set({ first_name: 'Thomas', last_name: 'Reed' })
        .where('id', '=', teacher.id)
        .execute();
      const classId = await insertClass(app, teacher.id, 'Theology 4A');
      const child = await signedInStudent(app, teacher.id, [classId]);
      const code = `code-${crypto.randomUUID()}`;
      const now = Date.now();
      await app.db
        .insertInto('invitations')
        .values({
          id: crypto.randomUUID(),
          code: hashToken(code),
          class_id: null,
          student_id: child.id,
          created_by: teacher.id,
          email,
          expires_at: new Date(now + expiresInMs).toISOString(),
          used_at: null,
          created_at: new Date(now).toISOString(),
        })
        .execute();
      return { teacher, classId, child, code };
    }

    async function parentWithEmail(confirmed = true) {
      const email = `parent-${crypto.randomUUID()}@home.example`;
      const parent = await signedInUser(app, 'parent', { email, confirmed });
      return { parent, email };
    }

    it('links a parent who signed up without an invitation, once, with the code or the link', async () => {
      const { parent, email } = await parentWithEmail();
      const { child, code } = await invitedChild(email);
      const before = (await send(app, 'GET', FAMILY_HOME_API.children, parent)).json();
      expect(before).toEqual({ children: [] });

      const first = await link(parent, `  ${code} `);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ studentId: child.id, alreadyLinked: false });

      // The same request again (or the link from the email) is harmless.
      const again = await link(parent, `https://lectio.example/auth/parent?i=${code}`);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ studentId: child.id, alreadyLinked: true });

      const links = await app.db
        .selectFrom('parent_students')
        .selectAll()
        .where('student_id', '=', child.id)
        .execute();
      expect(links).toHaveLength(1);
      const audit = await app.db
        .selectFrom('audit_log')
        .select('action')
        .where('actor_id', '=', parent.id)
        .where('action', '=', 'parent_invitation_accepted')
        .execute();
      expect(audit).toHaveLength(1);
    });

    it('links once when the same code is sent twice at once', async () => {
      const { parent, email } = await parentWithEmail();
      const { child, code } = await invitedChild(email);
      const answers = await Promise.all([link(parent, code), link(parent, code)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers.filter((answer) => answer.json().alreadyLinked === false)).toHaveLength(1);
      const links = await app.db
        .selectFrom('parent_students')
        .select('parent_id')
        .where('student_id', '=', child.id)
        .execute();
      expect(links).toEqual([{ parent_id: parent.id }]);
    });

    it('says what is wrong with an unknown, expired, used or someone else’s code', async () => {
      const { parent, email } = await parentWithEmail();
      const expectRefusal = async (code: unknown, status: number, message: string) => {
        const response = await link(parent, code);
        expect(response.statusCode).toBe(status);
        expect(response.json().errors.code).toBe(message);
      };
      await expectRefusal('', 400, LINK_CHILD_MESSAGES.codeRequired);
      await expectRefusal(42, 400, LINK_CHILD_MESSAGES.codeRequired);
      await expectRefusal('not-a-real-code', 400, LINK_CHILD_MESSAGES.codeUnknown);
      await expectRefusal('x'.repeat(600), 400, LINK_CHILD_MESSAGES.codeUnknown);

      const expired = await invitedChild(email, { expiresInMs: -1000 });
      await expectRefusal(expired.code, 400, LINK_CHILD_MESSAGES.codeExpired);

      // Used by the parent it was sent to: a second parent cannot reuse it.
      const used = await invitedChild(email);
      expect((await link(parent, used.code)).statusCode).toBe(200);
      const other = await parentWithEmail();
      const usedAgain = await link(other.parent, used.code);
      expect(usedAgain.statusCode).toBe(400);
      expect(usedAgain.json().errors.code).toBe(LINK_CHILD_MESSAGES.codeUsed);

      // A forwarded code: the invitation went to another address, nothing is linked.
      const forwarded = await invitedChild(email);
      const stranger = await link(other.parent, forwarded.code);
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().errors.code).toBe(CLASSROOM_MESSAGES.invitationForAnotherAddress);

      // An address not yet confirmed cannot take an invitation either.
      const unconfirmed = await parentWithEmail(false);
      const early = await invitedChild(unconfirmed.email);
      const refused = await link(unconfirmed.parent, early.code);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors.code).toBe(LINK_CHILD_MESSAGES.confirmFirst);

      const strangerLinks = await app.db
        .selectFrom('parent_students')
        .select('student_id')
        .where('parent_id', 'in', [other.parent.id, unconfirmed.parent.id])
        .execute();
      expect(strangerLinks).toEqual([]);
    });

    it('stops guessing after the budget of unknown codes, per address and per account', async () => {
      const { parent, email } = await parentWithEmail();
      const { code } = await invitedChild(email);
      const headers = fromNewAddress();
      for (let attempt = 0; attempt < LINK_CODE_MISSES.max; attempt++) {
        expect((await link(parent, `guess-${attempt}`, headers)).statusCode).toBe(400);
      }
      // Even the right code waits now, from this address and from this account elsewhere.
      const blocked = await link(parent, code, headers);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().errors.code).toBe(LINK_CHILD_MESSAGES.tooManyTries);
      expect((await link(parent, code)).statusCode).toBe(429);
      // Another parent from another address is not held up.
      const other = await parentWithEmail();
      expect((await link(other.parent, 'guess')).statusCode).toBe(400);
    });

    it('refuses visitors, teachers and students the link and the children list', async () => {
      const teacher = await signedInUser(app);
      const student = await signedInStudent(app, teacher.id);
      expect((await link(undefined, 'code')).statusCode).toBe(401);
      for (const caller of [teacher, student]) {
        const refused = await link(caller, 'code');
        expect([401, 403]).toContain(refused.statusCode);
      }
      expect((await send(app, 'GET', FAMILY_HOME_API.children)).statusCode).toBe(401);
      const asTeacher = await send(app, 'GET', FAMILY_HOME_API.children, teacher);
      expect(asTeacher.statusCode).toBe(403);
      expect(asTeacher.json().errors).toBeDefined();
      expect(asTeacher.json().children).toBeUndefined();
      expect(Object.values(asTeacher.json().errors)).toContain(FAMILY_MESSAGES.parentsOnly);
    });

    /** A linked child with approved, returned and in-progress work, a comment and a book. */
    async function familyWithWork() {
      const { parent, email } = await parentWithEmail();
      const { teacher, classId, child, code } = await invitedChild(email);
      expect((await link(parent, code)).statusCode).toBe(200);
      const activities = [];
      for (let i = 0; i < 3; i++) {
        const activity = (
          await send(app, 'POST', '/api/activities/library/ruth-and-naomi/copy', teacher)
        ).json();
        await send(app, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
          classIds: [classId],
        });
        const questionId = activity.questions[0].id as string;
        const saved = await send(
          app,
          'PUT',
          PROJECTS_API.studentProject(classId, activity.id),
          child,
          { answers: { [questionId]: `<p>Piece ${i}: where you go I will go.</p>` } },
        );
        activities.push({
          projectId: saved.json().projectId as string,
          questionId,
          activityId: activity.id as string,
        });
      }
      const [approved, returned, active] = activities as [
        (typeof activities)[number],
        (typeof activities)[number],
        (typeof activities)[number],
      ];
      await send(app, 'POST', PROJECTS_API.comments(approved.projectId), teacher, {
        body: 'Beautifully faithful, like Ruth.',
      });
      await send(app, 'POST', PROJECTS_API.status(approved.projectId), teacher, {
        status: 'approved',
      });
      const submitted = await send(
        app,
        'POST',
        PROJECTS_API.studentSubmit(classId, returned.activityId),
        child,
      );
      expect(submitted.statusCode).toBeLessThan(300);
      const sentBack = await send(
        app,
        'POST',
        PROJECTS_API.returnProject(returned.projectId),
        teacher,
        {
          note: 'Add a verse.',
        },
      );
      expect(sentBack.statusCode).toBe(200);
      const now = new Date().toISOString();
      const bookId = crypto.randomUUID();
      await app.db
        .insertInto('books')
        .values({
          id: bookId,
          code: `B${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
          name: 'Our Psalms',
          class_id: classId,
          teacher_id: teacher.id,
          type: 'story',
          published_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await app.db
        .insertInto('book_students')
        .values({ book_id: bookId, student_id: child.id })
        .execute();
      return { parent, teacher, child, approved, returned, active };
    }

    it("shows the child's card, and a feed of approved and returned work with the feedback", async () => {
      const { parent, child, approved, returned, active } = await familyWithWork();
      const cards = (
        await send(app, 'GET', FAMILY_HOME_API.children, parent)
      ).json() as FamilyChildrenAnswer;
      expect(cards.children).toHaveLength(1);
      expect(cards.children[0]).toMatchObject({
        studentId: child.id,
        classes: [{ title: 'Theology 4A', teacherName: 'Thomas Reed' }],
      });
      expect(cards.children[0]?.avatar).toEqual(expect.any(Object));

      const feed = (
        await send(app, 'GET', FAMILY_HOME_API.feed(child.id), parent)
      ).json() as ChildFeedAnswer;
      const ids = feed.pieces.map((piece) => piece.projectId);
      expect(ids.sort()).toEqual([approved.projectId, returned.projectId].sort());
      expect(ids).not.toContain(active.projectId);
      const piece = feed.pieces.find((entry) => entry.projectId === approved.projectId);
      expect(piece).toMatchObject({
        status: 'approved',
        classTitle: 'Theology 4A',
        teacherName: 'Thomas Reed',
        answers: { [approved.questionId]: '<p>Piece 0: where you go I will go.</p>' },
      });
      expect(piece?.comments.map((comment) => comment.body)).toEqual([
        'Beautifully faithful, like Ruth.',
      ]);
      expect(feed.books).toEqual([
        expect.objectContaining({ name: 'Our Psalms', type: 'story', classTitle: 'Theology 4A' }),
      ]);
    });

    it('shows nothing of a child to another parent, a teacher, a student or a visitor', async () => {
      const { child, teacher } = await familyWithWork();
      const stranger = (await parentWithEmail()).parent;
      const student = await signedInStudent(app, teacher.id);
      for (const caller of [stranger, teacher, student]) {
        const response = await send(app, 'GET', FAMILY_HOME_API.feed(child.id), caller);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Ruth');
      }
      expect((await send(app, 'GET', FAMILY_HOME_API.feed(child.id))).statusCode).toBe(401);
      expect(
        (await send(app, 'GET', FAMILY_HOME_API.feed('not a valid id!'), stranger)).statusCode,
      ).toBe(404);
      // The other parent's own list stays empty.
      expect((await send(app, 'GET', FAMILY_HOME_API.children, stranger)).json()).toEqual({
        children: [],
      });
    });
  });
}
