import type { FastifyInstance } from 'fastify';
import { CHAT_API, type ChatAudience } from '../../../common/schemas/chat';
import {
  insertClass,
  insertSchool,
  insertStudent,
  send,
  signedInUser,
  unique,
  type Caller,
  type Method,
} from '../../../tests/support/factories';

/** A clock the chat routes read (buildTestApp's `chatClock`), moved by the tests. */
export function testClock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    set: (at: string) => {
      now = new Date(at);
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

export const clientId = () => unique('client-').replace(/[^A-Za-z0-9_-]/g, '');

/**
 * A signed-in student (cookie st) in a class: grade 7 (Maria) unless given, with COPPA consent
 * to message unless `consented` is false (grades 4–7 count as under 13).
 */
export async function signedInStudentOf(
  app: FastifyInstance,
  administratorId: string,
  classId: string,
  {
    consented = true,
    ...fields
  }: { grade?: string | null; firstName?: string; consented?: boolean } = {},
): Promise<Caller> {
  const { id } = await insertStudent(app, { administratorId, classIds: [classId], ...fields });
  if (consented) {
    await app.db
      .insertInto('chat_consents')
      .values({
        student_id: id,
        given_by: null,
        given_as: 'school',
        given_at: new Date().toISOString(),
      })
      .execute();
  }
  const { token } = await app.sessions.create({
    kind: 'student',
    subjectType: 'student',
    subjectId: id,
  });
  return { id, cookies: { st: token } };
}

/** Links a signed-in parent to the student. */
export async function signedInParentOf(app: FastifyInstance, studentId: string): Promise<Caller> {
  const parent = await signedInUser(app, 'parent');
  await app.db
    .insertInto('parent_students')
    .values({ parent_id: parent.id, student_id: studentId, created_at: new Date().toISOString() })
    .execute();
  return parent;
}

/**
 * A school with chat on (Chicago time), its admin, a teacher and a class of the school: the
 * world most chat tests start from.
 */
export async function chatSchool(
  app: FastifyInstance,
  { timeZone = 'America/Chicago', enabled = true }: { timeZone?: string; enabled?: boolean } = {},
) {
  const schoolId = await insertSchool(app);
  const admin = await signedInUser(app, 'teacher', { schoolId, schoolAdmin: true });
  const teacher = await signedInUser(app, 'teacher', { schoolId });
  const classId = await insertClass(app, teacher.id, unique('Grade 7 Religion '));
  await app.db
    .updateTable('classes')
    .set({ school_id: schoolId })
    .where('id', '=', classId)
    .execute();
  if (enabled) await turnOnSchoolChat(app, admin, schoolId, { timeZone });
  return { schoolId, admin, teacher, classId };
}

export async function turnOnSchoolChat(
  app: FastifyInstance,
  admin: Caller,
  schoolId: string,
  fields: Partial<{
    timeZone: string;
    safeguardingLeadId: string | null;
    observerId: string | null;
    alwaysObserver: boolean;
    parentMessaging: boolean;
    parentsSeeReads: boolean;
    translation: boolean;
  }> = {},
) {
  const response = await send(app, 'PUT', CHAT_API.schoolSettings(schoolId), admin, {
    enabled: true,
    timeZone: 'America/Chicago',
    safeguardingLeadId: null,
    observerId: null,
    alwaysObserver: false,
    parentMessaging: false,
    parentsSeeReads: false,
    translation: false,
    ...fields,
  });
  if (response.statusCode !== 200) throw new Error(`Chat not turned on: ${response.body}`);
  return response;
}

/** Chat's calls as a caller makes them. */
export function chatCalls(app: FastifyInstance) {
  const audienceOf = (caller: Caller): ChatAudience =>
    'st' in caller.cookies ? 'student' : 'user';
  const call = (method: Method, url: string, caller: Caller, body?: unknown) =>
    send(app, method, url, caller, body);
  return {
    start: (caller: Caller, body: Record<string, unknown>) =>
      call('POST', CHAT_API.conversations(audienceOf(caller)), caller, {
        clientId: clientId(),
        ...body,
      }),
    list: (caller: Caller) => call('GET', CHAT_API.conversations(audienceOf(caller)), caller),
    thread: (caller: Caller, conversationId: string) =>
      call('GET', CHAT_API.conversation(audienceOf(caller), conversationId), caller),
    say: (
      caller: Caller,
      conversationId: string,
      body: string,
      extra: Record<string, unknown> = {},
    ) =>
      call('POST', CHAT_API.messages(audienceOf(caller), conversationId), caller, {
        body,
        clientId: clientId(),
        ...extra,
      }),
    read: (caller: Caller, conversationId: string) =>
      call('POST', CHAT_API.read(audienceOf(caller), conversationId), caller, {}),
    leave: (caller: Caller, conversationId: string) =>
      call('POST', CHAT_API.leave(audienceOf(caller), conversationId), caller, {}),
    recipients: (caller: Caller, classId: string) =>
      call('GET', CHAT_API.recipients(audienceOf(caller), classId), caller),
  };
}
