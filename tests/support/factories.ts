import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Insertable } from 'kysely';
import type { SchoolsTable } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { accountForOwner, smallClassAccount } from '../../server/modules/billing/billing-accounts';

/**
 * The one home of record factories and request helpers for the API tests (not a test file
 * itself): users, students, classes and their links, signed-in callers, and calls made as a
 * browser would make them. Module-specific data (seeded books, orders, activities) stays in the
 * module's own test support, built on these.
 */

export const ORIGIN = 'http://localhost:3011';

let counter = 0;
/** A label made unique within the test run (`label` + time + a counter). */
export const unique = (label: string) => `${label}${Date.now().toString(36)}${++counter}`;

let sharedHash: Promise<string> | undefined;
/** One argon2 hash of 'LectioTest1', computed once per test file. */
export const TEST_PASSWORD = 'LectioTest1';
export const testPasswordHash = () => (sharedHash ??= hashPassword(TEST_PASSWORD));

/** Someone signed in: their id and the cookies a browser would send (`t` or `st`). */
export interface Caller {
  id: string;
  cookies: Record<string, string>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// ---------------------------------------------------------------------------------------------
// Requests

/** A JSON POST with our Origin, as the browser sends it. */
export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  { cookies, headers }: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
    ...(cookies ? { cookies } : {}),
  });
}

/** One API call as a browser would make it: JSON with our Origin for every state change. */
export function send(
  app: FastifyInstance,
  method: Method,
  url: string,
  caller?: Pick<Caller, 'cookies'>,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    ...(caller ? { cookies: caller.cookies } : {}),
    ...(method === 'GET'
      ? {}
      : {
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          payload: JSON.stringify(payload ?? {}),
        }),
  });
}

export function cookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** Signs an adult in through the login route with the test password; returns the `t` token. */
export async function logIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const response = await post(app, '/api/auth/login', { email, password });
  const token = response.json().t as string | undefined;
  if (!token) throw new Error(`Sign-in failed for ${email}: ${response.body}`);
  return token;
}

// ---------------------------------------------------------------------------------------------
// Email and audit

/** The emails sent to `to`, oldest first. */
export async function outbox(app: FastifyInstance, to: string) {
  return app.db
    .selectFrom('email_outbox')
    .select(['to_address', 'subject', 'text_body', 'html_body'])
    .where('to_address', '=', to)
    .orderBy('created_at')
    .execute();
}

/** The first absolute link in an email's text that contains `path`. */
export function linkIn(text: string, path: string): URL {
  const match = text.match(new RegExp(`https?://[^\\s)]*${path.replace(/[?]/g, '\\?')}[^\\s)]*`));
  if (!match) throw new Error(`No link to ${path} in:\n${text}`);
  return new URL(match[0]);
}

/** Audit rows written for an actor, oldest first. */
export async function auditOf(app: FastifyInstance, actorId: string) {
  return app.db
    .selectFrom('audit_log')
    .select(['action', 'actor_type', 'target_type', 'target_id', 'details'])
    .where('actor_id', '=', actorId)
    .orderBy('created_at')
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Records

export interface UserFields {
  email: string;
  accountType?: 'teacher' | 'parent' | 'participant';
  confirmed?: boolean;
  admin?: boolean;
  schoolId?: string | null;
  schoolAdmin?: boolean;
}

/** A teacher (or parent) named Ada Lovelace, confirmed, with the test password. */
export async function insertUser(app: FastifyInstance, fields: UserFields): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await app.db
    .insertInto('users')
    .values({
      id,
      email: fields.email,
      second_email: null,
      first_name: 'Ada',
      last_name: 'Lovelace',
      account_type: fields.accountType ?? 'teacher',
      password_hash: await testPasswordHash(),
      email_confirmed_at: fields.confirmed === false ? null : now,
      is_platform_admin: fields.admin ? 1 : 0,
      school_id: fields.schoolId ?? null,
      is_school_admin: fields.schoolAdmin ? 1 : 0,
      referral_r: null,
      referral_rc: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export interface StudentFields {
  /** The teacher or parent who manages the student. */
  administratorId: string;
  firstName?: string;
  lastName?: string;
  grade?: string | null;
  /** Default: a unique `student.…`; null for a student who signs in by email only. */
  username?: string | null;
  email?: string | null;
  emailVerifiedAt?: string | null;
  /** A password hash; `true` for the test password's. Default: none. */
  passwordHash?: string | true | null;
  /** A teacher-issued login code (hashed here). */
  loginCode?: { hash: string; expiresAt: string | null };
  /** Classes the student sits in. */
  classIds?: readonly string[];
}

/** A student (Maria Gomez, grade 7, no password) managed by an adult, seated in `classIds`. */
export async function insertStudent(
  app: FastifyInstance,
  fields: StudentFields,
): Promise<{ id: string; username: string | null }> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const username = fields.username === undefined ? unique('student.') : fields.username;
  await app.db
    .insertInto('students')
    .values({
      id,
      first_name: fields.firstName ?? 'Maria',
      last_name: fields.lastName ?? 'Gomez',
      grade: fields.grade === undefined ? '7' : fields.grade,
      username,
      email: fields.email ?? null,
      password_hash:
        fields.passwordHash === true ? await testPasswordHash() : (fields.passwordHash ?? null),
      login_code_hash: fields.loginCode?.hash ?? null,
      ...(fields.loginCode ? { login_code_expires_at: fields.loginCode.expiresAt } : {}),
      ...(fields.emailVerifiedAt !== undefined
        ? { email_verified_at: fields.emailVerifiedAt }
        : {}),
      administrator_id: fields.administratorId,
      google_subject: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const classId of fields.classIds ?? []) await enrol(app, classId, id);
  return { id, username };
}

/** Seats the student in the class. */
export async function enrol(app: FastifyInstance, classId: string, studentId: string) {
  await app.db
    .insertInto('class_students')
    .values({ class_id: classId, student_id: studentId, joined_at: new Date().toISOString() })
    .execute();
}

/** A class taught by the teacher; its Access Code is unique unless given. */
export async function insertClass(
  app: FastifyInstance,
  teacherId: string,
  title: string,
  { accessCode }: { accessCode?: string } = {},
) {
  const id = crypto.randomUUID();
  await app.db
    .insertInto('classes')
    .values({
      id,
      title,
      access_code: accessCode ?? unique('C').slice(0, 20),
      teacher_id: teacherId,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** Makes the teacher a co-teacher of the class, added by its owner. */
export async function insertCoTeacher(
  app: FastifyInstance,
  classId: string,
  teacherId: string,
  invitedBy: string,
): Promise<void> {
  await app.db
    .insertInto('class_teachers')
    .values({
      class_id: classId,
      teacher_id: teacherId,
      invited_by: invitedBy,
      created_at: new Date().toISOString(),
    })
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Signed-in callers (sessions made without going through the login route)

/** A signed-in teacher or parent (cookie t). */
export async function signedInUser(
  app: FastifyInstance,
  accountType: 'teacher' | 'parent' = 'teacher',
  fields: Partial<UserFields> = {},
): Promise<Caller> {
  const id = await insertUser(app, {
    email: `${unique(accountType)}@example.org`,
    accountType,
    ...fields,
  });
  const { token } = await app.sessions.create({ kind: 'user', subjectType: 'user', subjectId: id });
  return { id, cookies: { t: token } };
}

/** A signed-in platform admin (a teacher account with the flag). */
export async function signedInAdmin(app: FastifyInstance): Promise<Caller> {
  const id = await insertUser(app, { email: `${unique('admin')}@example.org`, admin: true });
  const { token } = await app.sessions.create({ kind: 'user', subjectType: 'user', subjectId: id });
  return { id, cookies: { t: token } };
}

/** A signed-in student (cookie st) managed by the given adult, in the given classes. */
export async function signedInStudent(
  app: FastifyInstance,
  administratorId: string,
  classIds: string[] = [],
): Promise<Caller> {
  const { id } = await insertStudent(app, { administratorId, classIds });
  const { token } = await app.sessions.create({
    kind: 'student',
    subjectType: 'student',
    subjectId: id,
  });
  return { id, cookies: { st: token } };
}

/** A signed-in teacher who co-teaches the class, invited by `invitedBy`. */
export async function signedInCoTeacher(
  app: FastifyInstance,
  classId: string,
  invitedBy: string,
): Promise<Caller> {
  const coTeacher = await signedInUser(app);
  await insertCoTeacher(app, classId, coTeacher.id, invitedBy);
  return coTeacher;
}

// ---------------------------------------------------------------------------------------------
// Billing

/** A school's billing account on Small Class, as setting it up makes one (issue 16, point 1). */
export async function insertSchoolAccount(
  app: FastifyInstance,
  fields: { schoolId: string; name: string; billingEmail?: string | null },
): Promise<string> {
  const row = smallClassAccount(
    {
      kind: 'school',
      user_id: null,
      school_id: fields.schoolId,
      name: fields.name,
      billing_email: fields.billingEmail ?? null,
    },
    new Date(),
  );
  await app.db.insertInto('billing_accounts').values(row).execute();
  return row.id;
}

/**
 * Puts a teacher in a school's or parish's billing account (issue 16, point 1), as accepting a
 * manager's invitation does: from then on their classes count to it.
 */
export async function joinBillingAccount(
  app: FastifyInstance,
  accountId: string,
  userId: string,
  role: 'manager' | 'member' = 'member',
): Promise<void> {
  await app.db
    .insertInto('billing_account_members')
    .values({
      user_id: userId,
      account_id: accountId,
      role,
      added_by: null,
      added_at: new Date().toISOString(),
    })
    .execute();
}

/**
 * Puts the account the teacher's classes count to on Standard, active (issue 16): for tests
 * that seat more than five students in one teacher's account, past Small Class's limit.
 */
export async function giveStandard(app: FastifyInstance, teacherId: string): Promise<void> {
  const account = await accountForOwner(app.db, teacherId);
  await app.db
    .updateTable('billing_accounts')
    .set({ plan: 'standard', status: 'active', period: 'month' })
    .where('id', '=', account.id)
    .execute();
}

/** A school (a US address, not yet checked by staff): what a school billing account is for. */
export async function insertSchool(
  app: FastifyInstance,
  fields: Partial<Insertable<SchoolsTable>> = {},
): Promise<string> {
  const id = fields.id ?? crypto.randomUUID();
  await app.db
    .insertInto('schools')
    .values({
      name: unique('St. Anne School'),
      address_1: '1 Church Lane',
      address_2: null,
      city: 'Springfield',
      zip: '62701',
      country_code: 'US',
      state_code: 'IL',
      verified_at: null,
      verified_by: null,
      created_at: new Date().toISOString(),
      ...fields,
      id,
    })
    .execute();
  return id;
}
