import type { Kysely } from 'kysely';
import type { SchoolBillingAnswer } from '../../../common/schemas/billing-school';
import type { Database } from '../../db/schema';
import { fullName, listOfNames, managersOf } from './people';

type SchoolKind = 'school' | 'parish';

/**
 * What the billing page's school section shows the caller (issue 16, point 1): the school's or
 * parish's account they are in and who manages it; to its managers, its teachers and the
 * invitations not yet answered; invitations to the caller's own email; and, for a teacher in no
 * such account, whether their school already has one (named by its managers) or may be set up.
 */
export async function schoolBillingView(
  db: Kysely<Database>,
  userId: string,
): Promise<SchoolBillingAnswer> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'school_id'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const membership = await db
    .selectFrom('billing_account_members')
    .innerJoin('billing_accounts', 'billing_accounts.id', 'billing_account_members.account_id')
    .select([
      'billing_accounts.id',
      'billing_accounts.name',
      'billing_accounts.kind',
      'billing_account_members.role',
    ])
    .where('billing_account_members.user_id', '=', userId)
    .executeTakeFirst();
  const invitations = await invitationsFor(db, user.email, membership?.id);
  if (!membership) {
    return {
      membership: null,
      teachers: [],
      pending: [],
      invitations,
      setUp: await setUpFor(db, user.school_id),
    };
  }
  const manager = membership.role === 'manager';
  return {
    membership: {
      userId,
      accountId: membership.id,
      accountName: membership.name,
      kind: membership.kind as SchoolKind,
      role: membership.role,
      managers: await managersOf(db, membership.id),
    },
    teachers: manager ? await teachersOf(db, membership.id) : [],
    pending: manager ? await pendingOf(db, membership.id) : [],
    invitations,
    setUp: null,
  };
}

async function invitationsFor(db: Kysely<Database>, email: string, exceptAccount?: string) {
  let query = db
    .selectFrom('billing_account_invitations')
    .innerJoin('billing_accounts', 'billing_accounts.id', 'billing_account_invitations.account_id')
    .leftJoin('users', 'users.id', 'billing_account_invitations.invited_by')
    .select([
      'billing_account_invitations.id',
      'billing_account_invitations.role',
      'billing_accounts.name',
      'billing_accounts.kind',
      'users.first_name',
      'users.last_name',
    ])
    .where('billing_account_invitations.email', '=', email.toLowerCase())
    .orderBy('billing_account_invitations.created_at');
  if (exceptAccount) {
    query = query.where('billing_account_invitations.account_id', '!=', exceptAccount);
  }
  return (await query.execute()).map((row) => ({
    id: row.id,
    accountName: row.name,
    kind: row.kind as SchoolKind,
    role: row.role,
    invitedBy:
      row.first_name === null
        ? row.name
        : fullName({ first_name: row.first_name, last_name: row.last_name ?? '' }),
  }));
}

async function setUpFor(
  db: Kysely<Database>,
  schoolId: string | null,
): Promise<SchoolBillingAnswer['setUp']> {
  if (!schoolId) return { schoolName: null, managedBy: null };
  const school = await db
    .selectFrom('schools')
    .leftJoin('billing_accounts', 'billing_accounts.school_id', 'schools.id')
    .select(['schools.name', 'billing_accounts.id as account_id'])
    .where('schools.id', '=', schoolId)
    .executeTakeFirst();
  if (!school) return { schoolName: null, managedBy: null };
  const managedBy = school.account_id
    ? listOfNames((await managersOf(db, school.account_id)).map((person) => person.name))
    : null;
  return { schoolName: school.name, managedBy };
}

async function teachersOf(db: Kysely<Database>, accountId: string) {
  const rows = await db
    .selectFrom('billing_account_members')
    .innerJoin('users', 'users.id', 'billing_account_members.user_id')
    .select((eb) => [
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'billing_account_members.role',
      eb
        .selectFrom('classes')
        .select((inner) => inner.fn.countAll<number | string>().as('classes'))
        .whereRef('classes.teacher_id', '=', 'users.id')
        .where('classes.archived_at', 'is', null)
        .as('classes'),
    ])
    .where('billing_account_members.account_id', '=', accountId)
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    name: fullName(row),
    email: row.email,
    role: row.role,
    classes: Number(row.classes ?? 0),
  }));
}

async function pendingOf(db: Kysely<Database>, accountId: string) {
  const rows = await db
    .selectFrom('billing_account_invitations')
    .select(['id', 'email', 'role', 'created_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    sentAt: row.created_at,
  }));
}
