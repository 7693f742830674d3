import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { studentKey, userKey, type AccountKey } from '../../common/chat/rules';
import { CHAT_MESSAGES as M } from '../../common/copy/chat';
import { RECORD_ID } from '../../common/schemas/ids';
import type { ChatAudience } from '../../common/schemas/chat';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { writeAudit } from '../lib/audit';
import type { SignedInAccount } from '../plugins/session';
import { requireAdult, requireStudent } from './guards';
import { teachesClass } from './teaches-class';

/**
 * Safe chat's access rules (issue 17, decision 0024), part one: who is calling, whether chat is
 * on for a class, how the caller stands to the class, and who may open a conversation. Who may
 * start which conversation, and who is added to it, is chat-start.ts.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** The signed-in person chat acts for: a teacher, a parent, or a student. */
export interface ChatCaller {
  key: AccountKey;
  kind: 'teacher' | 'parent' | 'student';
  id: string;
  name: string;
  account: SignedInAccount;
}

const conversationNotFound = () =>
  new AppError('NOT_FOUND', { conversation: M.conversationNotFound });

/** How a name shows in chat: adults in full, students by first name and initial to students. */
export const personName = (first: string, last: string) => `${first} ${last}`.trim();
export const studentShortName = (first: string, last: string) =>
  last ? `${first} ${last.slice(0, 1)}.` : first;

/**
 * The caller for an audience: `student` is the student's session (cookie st), `user` the
 * adult's (cookie t), a teacher or a parent. The Academy's participants have no classes.
 */
export async function requireChatCaller(
  request: FastifyRequest,
  audience: ChatAudience,
): Promise<ChatCaller> {
  if (audience === 'student') {
    const account = await requireStudent(request, M.studentsOnlyTheirTeachers);
    return {
      key: studentKey(account.id),
      kind: 'student',
      id: account.id,
      name: personName(account.firstName, account.lastName),
      account,
    };
  }
  const account = await requireAdult(request);
  if (account.type !== 'teacher' && account.type !== 'parent') {
    throw new AppError('FORBIDDEN', { session: M.kindNotForYou });
  }
  return {
    key: userKey(account.id),
    kind: account.type,
    id: account.id,
    name: personName(account.firstName, account.lastName),
    account,
  };
}

/** Chat's settings for one class: its school's, or its owner's for a class outside a school. */
export interface ClassChatPolicy {
  classId: string;
  classTitle: string;
  ownerId: string;
  schoolId: string | null;
  archived: boolean;
  enabled: boolean;
  timeZone: string | null;
  /** Who hears of care flags and students' reports. */
  leadIds: string[];
  /** The designated lead, or null (then the school's admins, or the independent teacher). */
  designatedLeadId: string | null;
  observerId: string | null;
  alwaysObserver: boolean;
  parentMessaging: boolean;
  parentsSeeReads: boolean;
  translation: boolean;
}

/** The class's chat policy, or null when there is no such class. */
export async function classChatPolicy(db: Db, classId: string): Promise<ClassChatPolicy | null> {
  if (!RECORD_ID.test(classId)) return null;
  const row = await db
    .selectFrom('classes')
    .leftJoin('chat_settings', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([
            eb('classes.school_id', 'is not', null),
            eb('chat_settings.school_id', '=', eb.ref('classes.school_id')),
          ]),
          eb.and([
            eb('classes.school_id', 'is', null),
            eb('chat_settings.teacher_id', '=', eb.ref('classes.teacher_id')),
          ]),
        ]),
      ),
    )
    .select([
      'classes.id',
      'classes.title',
      'classes.teacher_id',
      'classes.school_id',
      'classes.archived_at',
      'chat_settings.enabled_at',
      'chat_settings.time_zone',
      'chat_settings.safeguarding_lead_id',
      'chat_settings.observer_id',
      'chat_settings.always_observer',
      'chat_settings.parent_messaging',
      'chat_settings.parents_see_reads',
      'chat_settings.translation',
    ])
    .where('classes.id', '=', classId)
    .executeTakeFirst();
  if (!row) return null;
  const leadIds = row.safeguarding_lead_id
    ? [row.safeguarding_lead_id]
    : row.school_id
      ? await schoolAdminIds(db, row.school_id)
      : [row.teacher_id];
  return {
    classId: row.id,
    classTitle: row.title,
    ownerId: row.teacher_id,
    schoolId: row.school_id ?? null,
    archived: row.archived_at !== null && row.archived_at !== undefined,
    enabled: Boolean(row.enabled_at),
    timeZone: row.time_zone ?? null,
    leadIds,
    designatedLeadId: row.safeguarding_lead_id ?? null,
    observerId: row.observer_id ?? null,
    alwaysObserver: row.always_observer === 1,
    parentMessaging: row.parent_messaging === 1,
    parentsSeeReads: row.parents_see_reads === 1,
    translation: row.translation === 1,
  };
}

/** The admins of a school. */
export async function schoolAdminIds(db: Db, schoolId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('is_school_admin', '=', 1)
    .execute();
  return rows.map((row) => row.id);
}

/** Whether the adult is an admin of the class's school (oversight: read, search, export). */
export const isSchoolAdminFor = (account: SignedInAccount, policy: ClassChatPolicy) =>
  account.type === 'teacher' &&
  account.isSchoolAdmin &&
  policy.schoolId !== null &&
  account.schoolId === policy.schoolId;

/** Whether the caller leads safeguarding for the class: the lead, or a school admin of it. */
export const leadsSafeguardingFor = (caller: ChatCaller, policy: ClassChatPolicy) =>
  caller.kind !== 'student' &&
  (policy.leadIds.includes(caller.id) || isSchoolAdminFor(caller.account, policy));

/**
 * Whether the caller leads safeguarding anywhere: a school admin, a school's designated lead,
 * or a teacher with classes outside any school (their own lead). Decides what the safeguarding
 * page offers; each flag is still checked against its own class (leadsSafeguardingFor).
 */
export async function leadsAnySafeguarding(db: Db, caller: ChatCaller): Promise<boolean> {
  if (caller.kind !== 'teacher') return false;
  if (caller.account.isSchoolAdmin && caller.account.schoolId) return true;
  const designated = await db
    .selectFrom('chat_settings')
    .select('id')
    .where('safeguarding_lead_id', '=', caller.id)
    .executeTakeFirst();
  if (designated) return true;
  const ownClass = await db
    .selectFrom('classes')
    .select('id')
    .where('teacher_id', '=', caller.id)
    .where('school_id', 'is', null)
    .executeTakeFirst();
  return ownClass !== undefined;
}

/** How the caller stands to a class: teaches it, sits in it, or is a parent of a student in it. */
export async function standingIn(
  db: Db,
  caller: ChatCaller,
  classId: string,
): Promise<'teacher' | 'student' | 'parent' | null> {
  if (caller.kind === 'teacher') {
    return (await teachesClass(db, caller.id, classId)) ? 'teacher' : null;
  }
  if (caller.kind === 'student') {
    const seat = await db
      .selectFrom('class_students')
      .select('student_id')
      .where('class_id', '=', classId)
      .where('student_id', '=', caller.id)
      .executeTakeFirst();
    return seat ? 'student' : null;
  }
  const child = await parentChildrenIn(db, caller.id, classId);
  return child.length > 0 ? 'parent' : null;
}

/** A parent's children seated in a class. */
export async function parentChildrenIn(
  db: Db,
  parentId: string,
  classId: string,
): Promise<{ id: string; first_name: string; last_name: string }[]> {
  return db
    .selectFrom('parent_students')
    .innerJoin('class_students', 'class_students.student_id', 'parent_students.student_id')
    .innerJoin('students', 'students.id', 'parent_students.student_id')
    .select(['students.id', 'students.first_name', 'students.last_name'])
    .where('parent_students.parent_id', '=', parentId)
    .where('class_students.class_id', '=', classId)
    .orderBy('students.first_name')
    .execute();
}

/**
 * The class's policy for a caller who stands in it, with chat on. Anyone else gets the same 404
 * as for a class that does not exist; chat off answers 409 with the way to turn it on.
 */
export async function loadChatClass(
  request: FastifyRequest,
  caller: ChatCaller,
  classId: string,
): Promise<{ policy: ClassChatPolicy; standing: 'teacher' | 'student' | 'parent' }> {
  const db = request.server.db;
  const policy = await classChatPolicy(db, classId);
  const standing = policy ? await standingIn(db, caller, classId) : null;
  if (!policy || !standing) {
    await auditRefusal(request, caller, 'chat_class_denied', classId);
    throw new AppError('NOT_FOUND', { class: M.classNotFound });
  }
  return { policy, standing };
}

/** How the caller may see a conversation: as a member, or as a school admin keeping watch. */
export type ConversationAccess =
  | { as: 'member'; role: 'writer' | 'copied'; permanent: boolean; leftAt: null }
  | { as: 'oversight' };

export interface LoadedConversation {
  id: string;
  classId: string;
  kind: Database['chat_conversations']['kind'];
  title: string | null;
  aboutStudentId: string | null;
  repliesAllowed: boolean;
  creatorKey: string;
  policy: ClassChatPolicy;
  access: ConversationAccess;
}

/**
 * The route guard of every conversation: an active member opens it; an admin of the class's
 * school, or its safeguarding lead, opens it read-only, and that read is written to the audit
 * log (the class's teacher can read those rows); anyone else gets the same 404 as for a conversation that does not exist,
 * and a signed-in caller's attempt is audited.
 */
export async function loadConversation(
  request: FastifyRequest,
  caller: ChatCaller,
  conversationId: string,
  { audit = true }: { audit?: boolean } = {},
): Promise<LoadedConversation> {
  const db = request.server.db;
  const row = RECORD_ID.test(conversationId)
    ? await db
        .selectFrom('chat_conversations')
        .leftJoin('chat_members', (join) =>
          join
            .onRef('chat_members.conversation_id', '=', 'chat_conversations.id')
            .on('chat_members.member_key', '=', caller.key),
        )
        .select([
          'chat_conversations.id',
          'chat_conversations.class_id',
          'chat_conversations.kind',
          'chat_conversations.title',
          'chat_conversations.about_student_id',
          'chat_conversations.replies_allowed',
          'chat_conversations.creator_key',
          'chat_members.role',
          'chat_members.permanent',
          'chat_members.left_at',
        ])
        .where('chat_conversations.id', '=', conversationId)
        .executeTakeFirst()
    : undefined;
  const policy = row ? await classChatPolicy(db, row.class_id) : null;
  if (!row || !policy) return refuse(request, caller, conversationId);
  const base = {
    id: row.id,
    classId: row.class_id,
    kind: row.kind,
    title: row.title,
    aboutStudentId: row.about_student_id,
    repliesAllowed: row.replies_allowed === 1,
    creatorKey: row.creator_key,
    policy,
  };
  if (row.role && !row.left_at) {
    return {
      ...base,
      access: { as: 'member', role: row.role, permanent: row.permanent === 1, leftAt: null },
    };
  }
  // School admins keep watch, and the safeguarding lead reads what a care flag points to.
  if (
    caller.kind === 'teacher' &&
    (isSchoolAdminFor(caller.account, policy) || policy.leadIds.includes(caller.id))
  ) {
    if (audit) {
      await writeAudit(db, {
        action: 'chat_admin_read',
        actorType: 'user',
        actorId: caller.id,
        targetType: 'class',
        targetId: policy.classId,
        ip: request.ip,
        details: { conversationId: row.id },
      });
    }
    return { ...base, access: { as: 'oversight' } };
  }
  return refuse(request, caller, conversationId);
}

async function refuse(
  request: FastifyRequest,
  caller: ChatCaller,
  conversationId: string,
): Promise<never> {
  await auditRefusal(request, caller, 'chat_access_denied', conversationId);
  throw conversationNotFound();
}

async function auditRefusal(
  request: FastifyRequest,
  caller: ChatCaller,
  action: string,
  recordId: string,
): Promise<void> {
  await writeAudit(request.server.db, {
    action,
    actorType: caller.kind === 'student' ? 'student' : 'user',
    actorId: caller.id,
    ip: request.ip,
    details: { recordId: recordId.slice(0, 40), route: request.routeOptions.url },
  });
}
