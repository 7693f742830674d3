import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SCHOOL_BILLING_MESSAGES as MESSAGES,
  SCHOOL_INVITATION_EMAIL,
} from '../../../common/copy/billing-school';
import { VALIDATION } from '../../../common/validation/messages';
import { BILLING_API } from '../../../common/schemas/billing';
import {
  SCHOOL_BILLING_API as API,
  schoolBillingPaths as paths,
  type SchoolBillingAnswer,
} from '../../../common/schemas/billing-school';
import { testDatabases } from '../../../tests/support/databases';
import {
  insertClass,
  insertSchool,
  insertStudent,
  outbox,
  send,
  signedInUser,
  unique,
  type Caller,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { accountForOwner } from '../billing/billing-accounts';

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };

/**
 * School and parish accounts (issue 16, point 1) over HTTP: a teacher sets up their school's
 * account and manages it; teachers join only by accepting an invitation sent to their own
 * email, and naming a school grants nothing; joining moves a teacher's seats and ends Standard
 * they paid for themselves at its period's end; the last manager cannot leave.
 */
for (const database of testDatabases()) {
  describe(`school and parish billing accounts on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    async function school(name = unique('St. Cecilia School')) {
      return { id: await insertSchool(app, { name }), name };
    }

    /** A teacher of the school with a class of `students`, named so sentences can be checked. */
    async function teacher(schoolId: string | null, students = 0, firstName = 'Ada') {
      const caller = await signedInUser(app, 'teacher', { schoolId });
      const lastName = unique('Teacher');
      await app.db
        .updateTable('users')
        .set({ first_name: firstName, last_name: lastName })
        .where('id', '=', caller.id)
        .execute();
      const classId = await insertClass(app, caller.id, `${firstName}'s class`);
      for (let index = 0; index < students; index += 1) {
        await insertStudent(app, { administratorId: caller.id, classIds: [classId] });
      }
      const { email } = await app.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', caller.id)
        .executeTakeFirstOrThrow();
      return { ...caller, email, name: `${firstName} ${lastName}` };
    }

    const view = async (caller: Caller) => {
      const response = await send(app, 'GET', API.school, caller);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as SchoolBillingAnswer;
    };
    const setUp = (
      caller: Caller,
      body: unknown = { kind: 'school', billingEmail: 'office@school.example' },
    ) => send(app, 'POST', API.school, caller, body);
    const invite = (caller: Caller, email: string, role = 'member') =>
      send(app, 'POST', API.invitations, caller, { email, role });
    const accept = (caller: Caller, id: string) => send(app, 'POST', paths.accept(id), caller, {});
    const billing = async (caller: Caller) => {
      const response = await send(app, 'GET', BILLING_API.account, caller);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        account: { id: string; kind: string; canManage: boolean; seats: { counted: number } };
        invoices: unknown[];
      };
    };
    /** A school's account set up by its first teacher, who manages it. */
    async function schoolAccount(students = 2) {
      const place = await school();
      const manager = await teacher(place.id, students, 'Clare');
      const made = await setUp(manager);
      expect(made.statusCode, made.body).toBe(200);
      const accountId = (made.json() as SchoolBillingAnswer).membership!.accountId;
      return { place, manager, accountId };
    }
    /** Invites the teacher and answers with the invitation's id, as both pages show it. */
    async function invited(manager: Caller, invitee: { email: string } & Caller, role = 'member') {
      const response = await invite(manager, invitee.email, role);
      expect(response.statusCode, response.body).toBe(200);
      const sent = (response.json() as SchoolBillingAnswer).pending.find(
        (invitation) => invitation.email === invitee.email,
      );
      expect((await view(invitee)).invitations.map((invitation) => invitation.id)).toContain(
        sent!.id,
      );
      return sent!.id;
    }

    it('sets up the school’s account with its first teacher as manager, and their classes count to it', async () => {
      const place = await school();
      const first = await teacher(place.id, 3, 'Clare');
      const before = await view(first);
      expect(before).toMatchObject({
        membership: null,
        setUp: { schoolName: place.name, managedBy: null },
      });
      const made = await setUp(first, { kind: 'parish', billingEmail: 'Office@Parish.example' });
      expect(made.statusCode, made.body).toBe(200);
      expect((made.json() as SchoolBillingAnswer).membership).toMatchObject({
        accountName: place.name,
        kind: 'parish',
        role: 'manager',
        managers: [{ name: first.name, email: first.email }],
      });
      const account = await billing(first);
      expect(account.account).toMatchObject({
        kind: 'parish',
        canManage: true,
        seats: { counted: 3 },
      });
      const row = await app.db
        .selectFrom('billing_accounts')
        .select(['billing_email', 'school_id', 'seats_counted'])
        .where('id', '=', account.account.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        billing_email: 'office@parish.example',
        school_id: place.id,
        seats_counted: 3,
      });

      // A second teacher of the school is told who manages it, and cannot set up another.
      const second = await teacher(place.id, 1, 'Bede');
      expect((await view(second)).setUp).toEqual({ schoolName: place.name, managedBy: first.name });
      const again = await setUp(second);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        errors: { account: MESSAGES.alreadyHasAccount(place.name, first.name) },
      });
      // …and naming the school did not put them in it.
      expect((await billing(second)).account).toMatchObject({
        kind: 'teacher',
        seats: { counted: 1 },
      });
    });

    it('sets up one account when two teachers of a school try at once', async () => {
      const place = await school();
      const [a, b] = [await teacher(place.id, 1), await teacher(place.id, 1)];
      const answers = await Promise.all([setUp(a), setUp(b)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const accounts = await app.db
        .selectFrom('billing_accounts')
        .select('id')
        .where('school_id', '=', place.id)
        .execute();
      expect(accounts).toHaveLength(1);
      const members = await app.db
        .selectFrom('billing_account_members')
        .select('role')
        .where('account_id', '=', accounts[0]!.id)
        .execute();
      expect(members).toEqual([{ role: 'manager' }]);
    });

    it('asks a teacher whose school Lectio does not know to name it first, and checks the form', async () => {
      const homeless = await teacher(null);
      expect((await view(homeless)).setUp).toEqual({ schoolName: null, managedBy: null });
      const refused = await setUp(homeless);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ errors: { school: MESSAGES.noSchool } });
      const place = await school();
      const typed = await teacher(place.id);
      const bad = await setUp(typed, { kind: 'diocese', billingEmail: 'not an email' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.billingEmail).toBe(VALIDATION.emailInvalid);
      expect(bad.json().errors.kind).toBeDefined();
      expect((await send(app, 'GET', API.school)).statusCode).toBe(401);
      expect(
        (
          await send(app, 'POST', API.school, undefined, {
            kind: 'school',
            billingEmail: 'a@b.example',
          })
        ).statusCode,
      ).toBe(401);
    });

    it('invites by email; only that teacher joins, and then reads the plan without its invoices', async () => {
      const { manager, accountId, place } = await schoolAccount(2);
      const colleague = await teacher(null, 2, 'Bede');
      const id = await invited(manager, colleague);
      const [mail] = await outbox(app, colleague.email);
      expect(mail?.subject).toBe(SCHOOL_INVITATION_EMAIL.subject(place.name));
      expect(mail?.text_body).toContain('/teacher/billing');
      expect((await view(manager)).pending).toEqual([
        expect.objectContaining({ id, email: colleague.email, role: 'member' }),
      ]);
      expect((await view(colleague)).invitations).toEqual([
        { id, accountName: place.name, kind: 'school', role: 'member', invitedBy: manager.name },
      ]);

      // Someone else, signed in with another email, cannot use the invitation.
      const thief = await teacher(place.id, 1);
      expect((await accept(thief, id)).statusCode).toBe(404);
      expect((await send(app, 'POST', paths.decline(id), thief, {})).statusCode).toBe(404);

      const joined = await accept(colleague, id);
      expect(joined.statusCode, joined.body).toBe(200);
      expect((joined.json() as SchoolBillingAnswer).membership).toMatchObject({
        accountId,
        role: 'member',
        managers: [{ name: manager.name, email: manager.email }],
      });
      expect(
        (await view(manager)).teachers.map((row) => [row.name, row.role, row.classes]),
      ).toEqual(
        expect.arrayContaining([
          [manager.name, 'manager', 1],
          [colleague.name, 'member', 1],
        ]),
      );
      expect((await view(manager)).pending).toEqual([]);
      // The school counts both teachers' students; the member reads it without invoices or buttons.
      expect((await billing(manager)).account.seats.counted).toBe(4);
      const seen = await billing(colleague);
      expect(seen.account).toMatchObject({ id: accountId, canManage: false });
      expect(seen.invoices).toEqual([]);
      expect((await send(app, 'POST', BILLING_API.trial, colleague, {})).statusCode).toBe(404);
      expect(
        (await send(app, 'POST', BILLING_API.quotes, colleague, { period: 'year' })).statusCode,
      ).toBe(403);
      // A member cannot invite; a teacher in no school account has none to invite to.
      expect((await invite(colleague, 'someone@example.org')).statusCode).toBe(403);
      expect((await invite(thief, 'someone@example.org')).statusCode).toBe(404);
      // Accepting again is answered plainly: the invitation is used.
      const twice = await accept(colleague, id);
      expect(twice.statusCode).toBe(404);
      expect(twice.json()).toEqual({ errors: { invitation: MESSAGES.invitationNotFound } });
    });

    it('refuses to invite a teacher already in the account, or oneself; re-inviting updates the role', async () => {
      const { manager } = await schoolAccount();
      const self = await invite(manager, manager.email.toUpperCase());
      expect(self.statusCode).toBe(409);
      expect(self.json()).toEqual({ errors: { email: MESSAGES.inviteSelf } });
      const colleague = await teacher(null);
      await invite(manager, colleague.email, 'member');
      const again = await invite(manager, colleague.email, 'manager');
      expect(again.statusCode).toBe(200);
      expect((again.json() as SchoolBillingAnswer).pending).toEqual([
        expect.objectContaining({ email: colleague.email, role: 'manager' }),
      ]);
      const [invitation] = (await view(colleague)).invitations;
      expect((await accept(colleague, invitation!.id)).statusCode).toBe(200);
      expect((await view(colleague)).membership?.role).toBe('manager');
      const member = await invite(manager, colleague.email);
      expect(member.statusCode).toBe(409);
      expect(member.json()).toEqual({ errors: { email: MESSAGES.inviteMember(colleague.email) } });
    });

    it('withdraws and declines only one’s own invitations', async () => {
      const { manager } = await schoolAccount();
      const other = await schoolAccount();
      const colleague = await teacher(null);
      const id = await invited(manager, colleague);
      expect((await send(app, 'DELETE', paths.invitation(id), other.manager, {})).statusCode).toBe(
        404,
      );
      const withdrawn = await send(app, 'DELETE', paths.invitation(id), manager, {});
      expect(withdrawn.statusCode).toBe(200);
      expect((await view(colleague)).invitations).toEqual([]);
      const second = await invited(manager, colleague);
      const declined = await send(app, 'POST', paths.decline(second), colleague, {});
      expect(declined.statusCode).toBe(200);
      expect((declined.json() as SchoolBillingAnswer).invitations).toEqual([]);
      expect((await view(manager)).pending).toEqual([]);
    });

    it('ends Standard a joining teacher paid for themselves at its period’s end, and keeps it once', async () => {
      const { manager } = await schoolAccount();
      const colleague = await teacher(null, 7);
      const started = await send(app, 'POST', BILLING_API.subscribe, colleague, {
        period: 'month',
      });
      expect(started.statusCode, started.body).toBe(200);
      const checkout = (started.json() as { url: string }).url.split('/').pop()!;
      const paid = await send(
        app,
        'POST',
        `/api/billing/local/checkout/${checkout}/complete`,
        colleague,
        { card: GOOD_CARD },
      );
      expect(paid.statusCode, paid.body).toBe(200);
      const own = await accountForOwner(app.db, colleague.id);
      expect(own).toMatchObject({ status: 'active', cancel_at_period_end: 0 });

      expect((await accept(colleague, await invited(manager, colleague))).statusCode).toBe(200);
      const after = await app.db
        .selectFrom('billing_accounts')
        .selectAll()
        .where('id', '=', own.id)
        .executeTakeFirstOrThrow();
      // Still active until its period ends, not renewing, and no longer counting the classes.
      expect(after).toMatchObject({ status: 'active', cancel_at_period_end: 1, seats_counted: 0 });
      expect((await billing(manager)).account.seats.counted).toBe(9);
    });

    it('will not let a teacher join a paused account, nor one in another school’s account', async () => {
      const { manager, accountId } = await schoolAccount();
      const other = await schoolAccount();
      const colleague = await teacher(null, 1);
      const id = await invited(manager, colleague);
      const secondId = await invited(other.manager, colleague);
      await app.db
        .updateTable('billing_accounts')
        .set({ status: 'paused', paused_at: new Date().toISOString() })
        .where('id', '=', accountId)
        .execute();
      const paused = await accept(colleague, id);
      expect(paused.statusCode).toBe(409);
      expect(paused.json().errors.account).toBe(
        MESSAGES.joinPaused((await view(manager)).membership!.accountName),
      );
      expect((await accept(colleague, secondId)).statusCode).toBe(200);
      await app.db
        .updateTable('billing_accounts')
        .set({ status: 'free', paused_at: null })
        .where('id', '=', accountId)
        .execute();
      const elsewhere = await accept(colleague, id);
      expect(elsewhere.statusCode).toBe(409);
      expect(elsewhere.json().errors.account).toBe(MESSAGES.alreadyMember(other.place.name));
    });

    it('lets a teacher leave and a manager remove, but never the last manager', async () => {
      const { manager, accountId } = await schoolAccount(1);
      const colleague = await teacher(null, 3);
      expect((await accept(colleague, await invited(manager, colleague))).statusCode).toBe(200);
      expect((await billing(manager)).account.seats.counted).toBe(4);

      // A member cannot remove anyone else; a stranger's account is not theirs to touch.
      const member = await send(app, 'DELETE', paths.member(manager.id), colleague, {});
      expect(member.statusCode).toBe(403);
      const stranger = await schoolAccount();
      expect(
        (await send(app, 'DELETE', paths.member(colleague.id), stranger.manager, {})).statusCode,
      ).toBe(404);

      const lastManager = await send(app, 'DELETE', paths.member(manager.id), manager, {});
      expect(lastManager.statusCode).toBe(409);
      expect(lastManager.json()).toEqual({ errors: { member: MESSAGES.lastManager } });

      const left = await send(app, 'DELETE', paths.member(colleague.id), colleague, {});
      expect(left.statusCode, left.body).toBe(200);
      expect((left.json() as SchoolBillingAnswer).membership).toBeNull();
      expect((await billing(colleague)).account).toMatchObject({
        kind: 'teacher',
        seats: { counted: 3 },
      });
      const school = await app.db
        .selectFrom('billing_accounts')
        .select('seats_counted')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow();
      expect(school.seats_counted).toBe(1);

      // With a second manager, the first may go; then the second removes nobody twice.
      const deputy = await teacher(null, 0);
      expect((await accept(deputy, await invited(manager, deputy, 'manager'))).statusCode).toBe(
        200,
      );
      expect((await send(app, 'DELETE', paths.member(manager.id), deputy, {})).statusCode).toBe(
        200,
      );
      expect((await send(app, 'DELETE', paths.member(manager.id), deputy, {})).statusCode).toBe(
        404,
      );
    });

    it('keeps one manager when two managers remove each other at once', async () => {
      const { manager } = await schoolAccount(0);
      const deputy = await teacher(null, 0);
      expect((await accept(deputy, await invited(manager, deputy, 'manager'))).statusCode).toBe(
        200,
      );
      const answers = await Promise.all([
        send(app, 'DELETE', paths.member(deputy.id), manager, {}),
        send(app, 'DELETE', paths.member(manager.id), deputy, {}),
      ]);
      // Whichever goes first wins; the other is then no longer a manager of anything here.
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      const managers = await app.db
        .selectFrom('billing_account_members')
        .select('user_id')
        .where('user_id', 'in', [manager.id, deputy.id])
        .execute();
      expect(managers).toHaveLength(1);
    });
  });
}
