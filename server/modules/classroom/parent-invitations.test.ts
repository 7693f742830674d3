import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASSROOM_API,
  type ClassStudent,
  type ParentInvitationAnswer,
} from '../../../common/schemas/classroom';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  auditOf,
  type Caller,
  insertUser,
  linkIn,
  outbox,
  post,
  send,
  signedInStudent,
  signedInUser,
} from '../../../tests/support/factories';
import { acceptParentInvitation } from './accept-parent-invitation';
import { createClassAs } from './test-support';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';

for (const database of testDatabases()) {
  describe(`parent invitations on ${database.name}`, () => {
    let app: FastifyInstance;
    let counter = 0;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** A teacher's class with one student, and a fresh parent address. */
    async function setup() {
      const teacher = await signedInUser(app);
      const created = await createClassAs(app, teacher);
      const student = await signedInStudent(app, teacher.id, [created.id]);
      const email = `parent${++counter}-${Date.now()}@example.org`;
      return { teacher, created, student, email };
    }

    async function invite(classId: string, studentId: string, caller: Caller, email: unknown) {
      return send(app, 'POST', CLASSROOM_API.parentInvitation(classId, studentId), caller, {
        email,
      });
    }

    /** A signed-in parent whose account uses this address (confirmed unless told). */
    async function parentAt(email: string, confirmed = true): Promise<Caller> {
      const id = await insertUser(app, { email, accountType: 'parent', confirmed });
      const { token } = await app.sessions.create({
        kind: 'user',
        subjectType: 'user',
        subjectId: id,
      });
      return { id, cookies: { t: token } };
    }

    async function childrenOf(email: string) {
      return app.db
        .selectFrom('parent_students')
        .innerJoin('users', 'users.id', 'parent_students.parent_id')
        .select('parent_students.student_id')
        .where('users.email', '=', email)
        .execute();
    }

    async function signUpAndConfirm(email: string, code: string) {
      const signup = await post(app, '/api/auth/signup', {
        email,
        firstName: 'Rosa',
        lastName: 'Gomez',
        password: 'walk-humbly',
        confirmPassword: 'walk-humbly',
        terms: true,
        role: 5,
        accountType: 'parent',
        i: code,
      });
      expect(signup.statusCode).toBe(200);
      const before = await childrenOf(email);
      const mail = (await outbox(app, email)).find((sent) =>
        sent.text_body.includes('/auth/confirm_email'),
      );
      const link = linkIn(mail?.text_body ?? '', '/auth/confirm_email');
      const confirmed = await post(app, '/api/auth/confirm_email', {
        e: email,
        c: link.searchParams.get('c'),
      });
      expect(confirmed.statusCode).toBe(200);
      return { before, after: await childrenOf(email) };
    }

    async function codeSentTo(email: string, index = 0) {
      const mail = (await outbox(app, email))[index];
      if (!mail) throw new Error(`No email to ${email}`);
      return linkIn(mail.text_body, '/auth/parent/signup').searchParams.get('i') ?? '';
    }

    it('links the child once a parent who signed up with the invitation confirms the invited address', async () => {
      const { teacher, created, student, email } = await setup();
      await invite(created.id, student.id, teacher, email);
      const { before, after } = await signUpAndConfirm(email, await codeSentTo(email));
      // Not at sign-up: the address is not proved until it is confirmed.
      expect(before).toEqual([]);
      expect(after).toEqual([{ student_id: student.id }]);
    });

    it('a code signed up with under another address links nothing, confirmed or not', async () => {
      const { teacher, created, student, email } = await setup();
      await invite(created.id, student.id, teacher, email);
      const code = await codeSentTo(email);
      const other = `other-${email}`;
      const { before, after } = await signUpAndConfirm(other, code);
      expect(before).toEqual([]);
      expect(after).toEqual([]);
      // The invited address can still accept it.
      const invited = await parentAt(email);
      const accepted = await send(app, 'POST', CLASSROOM_API.acceptParentInvitation, invited, {
        i: code,
      });
      expect(accepted.statusCode).toBe(200);
    });

    it('only the invited, confirmed address accepts; anyone else is told what to do', async () => {
      const { teacher, created, student, email } = await setup();
      // The teacher typed the address in capitals; the account has it in lower case.
      await invite(created.id, student.id, teacher, email.toUpperCase());
      const code = await codeSentTo(email);
      const accept = (caller: Caller) =>
        send(app, 'POST', CLASSROOM_API.acceptParentInvitation, caller, { i: code });

      const stranger = await signedInUser(app, 'parent');
      const refused = await accept(stranger);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        errors: { i: CLASSROOM_MESSAGES.invitationForAnotherAddress },
      });
      expect((await send(app, 'GET', '/api/roster/children', stranger)).json()).toEqual([]);

      const unconfirmed = await parentAt(email, false);
      expect((await accept(unconfirmed)).statusCode).toBe(403);
      await app.db
        .updateTable('users')
        .set({ email_confirmed_at: new Date().toISOString() })
        .where('id', '=', unconfirmed.id)
        .execute();
      const accepted = await accept(unconfirmed);
      expect(accepted.statusCode).toBe(200);
      expect(await childrenOf(email)).toEqual([{ student_id: student.id }]);
    });

    it('emails an invitation whose `i` code links a parent to the child once', async () => {
      const { teacher, created, student, email } = await setup();
      const response = await invite(created.id, student.id, teacher, email.toUpperCase());
      expect(response.statusCode).toBe(201);
      const answer = response.json<ParentInvitationAnswer>();
      expect(answer).toMatchObject({ studentId: student.id, email });
      expect(Date.parse(answer.expiresAt) - Date.parse(answer.createdAt)).toBe(14 * 86_400_000);

      const [mail] = await outbox(app, email);
      expect(mail?.subject).toBe("Follow Maria's writing on Lectio");
      expect(mail?.html_body).toContain('Create a parent account');
      const code = await codeSentTo(email);
      expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(mail?.text_body).toContain(`http://localhost:3011/auth/parent?i=${code}`);
      // The table keeps only the code's hash, and no class: it is not a class invitation.
      const row = await app.db
        .selectFrom('invitations')
        .selectAll()
        .where('id', '=', answer.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ class_id: null, student_id: student.id, email });
      expect(row.code).not.toContain(code);
      expect((await app.inject({ url: `/api/auth/invitation?i=${code}` })).statusCode).toBe(404);

      const info = await app.inject({
        url: `${CLASSROOM_API.parentInvitationInfo}?i=${encodeURIComponent(code)}`,
      });
      expect(info.statusCode).toBe(200);
      expect(info.json()).toEqual({ childFirstName: 'Maria', teacherName: 'Ada Lovelace' });

      const parent = await parentAt(email);
      const accepted = await send(app, 'POST', CLASSROOM_API.acceptParentInvitation, parent, {
        i: code,
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({
        studentId: student.id,
        firstName: 'Maria',
        lastName: 'Gomez',
      });
      const children = await send(app, 'GET', '/api/roster/children', parent);
      expect(children.json()).toMatchObject([{ id: student.id }]);
      const roster = await send(app, 'GET', CLASSROOM_API.students(created.id), teacher);
      expect(roster.json<ClassStudent[]>()[0]?.linkedParents).toBe(1);

      // Used up.
      const reuse = await send(app, 'POST', CLASSROOM_API.acceptParentInvitation, parent, {
        i: code,
      });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json()).toEqual({ errors: { i: CLASSROOM_MESSAGES.invitationInvalid } });
      expect((await auditOf(app, teacher.id)).map((row) => row.action)).toContain('parent_invited');
      expect((await auditOf(app, parent.id)).map((row) => row.action)).toEqual([
        'parent_invitation_accepted',
      ]);
    });

    it('a new invitation replaces the earlier one; expired ones do not work', async () => {
      const { teacher, created, student, email } = await setup();
      await invite(created.id, student.id, teacher, email);
      await invite(created.id, student.id, teacher, email);
      const [oldCode, newCode] = [await codeSentTo(email, 0), await codeSentTo(email, 1)];
      const parent = await parentAt(email);
      await expect(
        acceptParentInvitation(app.db, { code: oldCode, parentId: parent.id }),
      ).rejects.toMatchObject({ errors: { i: CLASSROOM_MESSAGES.invitationInvalid } });
      const later = new Date(Date.now() + 15 * 86_400_000);
      await expect(
        acceptParentInvitation(app.db, { code: newCode, parentId: parent.id, now: later }),
      ).rejects.toMatchObject({ errors: { i: CLASSROOM_MESSAGES.invitationInvalid } });
      expect(
        await acceptParentInvitation(app.db, { code: newCode, parentId: parent.id }),
      ).toMatchObject({ studentId: student.id });
    });

    it('validates the address and the child, and accepting is for parents', async () => {
      const { teacher, created, student } = await setup();
      const invalid = await invite(created.id, student.id, teacher, 'nope');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ errors: { email: CLASSROOM_MESSAGES.emailInvalid } });
      const stranger = await signedInStudent(app, teacher.id);
      const notInClass = await invite(created.id, stranger.id, teacher, 'p@example.org');
      expect(notInClass.statusCode).toBe(404);
      expect(notInClass.json()).toEqual({
        errors: { student: CLASSROOM_MESSAGES.studentNotFound },
      });

      const unknown = await app.inject({ url: `${CLASSROOM_API.parentInvitationInfo}?i=nope` });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ errors: { i: CLASSROOM_MESSAGES.invitationInvalid } });
      const noCode = await app.inject({ url: CLASSROOM_API.parentInvitationInfo });
      expect(noCode.statusCode).toBe(400);

      const asTeacher = await send(app, 'POST', CLASSROOM_API.acceptParentInvitation, teacher, {
        i: 'x',
      });
      expect(asTeacher.statusCode).toBe(403);
      expect(asTeacher.json()).toEqual({ errors: { session: CLASSROOM_MESSAGES.parentsOnly } });
      const asStudent = await send(app, 'POST', CLASSROOM_API.acceptParentInvitation, stranger, {
        i: 'x',
      });
      expect(asStudent.statusCode).toBe(403);
      const anonymous = await post(app, CLASSROOM_API.acceptParentInvitation, { i: 'x' });
      expect(anonymous.statusCode).toBe(401);
    });
  });
}
