import type { Kysely, Transaction } from 'kysely';
import {
  isUnder13,
  studentKey,
  userKey,
  type AccountKey,
  type ConversationKind,
  type MemberKind,
  type MemberRole,
} from '../../common/chat/rules';
import { isMinor, secondAdultFor } from '../../common/chat/second-adult';
import { CHAT_MESSAGES as M } from '../../common/copy/chat';
import type { CreateConversation } from '../../common/schemas/chat';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { parentChildrenIn, type ChatCaller, type ClassChatPolicy } from './chat';
import { teachersOfClasses } from './teaches-class';

/**
 * Safe chat's access rules (issue 17, points 2, 3 and 10; decision 0024), part two: who may
 * start which conversation, and who the server adds to it. Nobody chooses the second adult:
 * a private conversation with a minor always gets the student's parents or the school's
 * observer as permanent members, and is refused when there is neither.
 */

type Db = Kysely<Database> | Transaction<Database>;

export interface NewMember {
  key: AccountKey;
  userId: string | null;
  studentId: string | null;
  kind: MemberKind;
  role: MemberRole;
  permanent: boolean;
  /** For the rule below: a student who is a minor. */
  minor: boolean;
}

export interface ConversationPlan {
  kind: ConversationKind;
  title: string | null;
  aboutStudentId: string | null;
  repliesAllowed: boolean;
  members: NewMember[];
}

export interface ChatStudent {
  id: string;
  firstName: string;
  lastName: string;
  grade: string | null;
  parentIds: string[];
  /** COPPA: under 13 without consent, the student sees announcements only (point 10). */
  mayMessage: boolean;
}

const refuse = (field: string, message: string, code: 'CONFLICT' | 'BAD_REQUEST' = 'CONFLICT') =>
  new AppError(code, { [field]: message });

const adult = (
  id: string,
  kind: MemberKind,
  role: MemberRole = 'writer',
  permanent = false,
): NewMember => ({
  key: userKey(id),
  userId: id,
  studentId: null,
  kind,
  role,
  permanent,
  minor: false,
});

const studentMember = (student: ChatStudent, role: MemberRole = 'writer'): NewMember => ({
  key: studentKey(student.id),
  userId: null,
  studentId: student.id,
  kind: 'student',
  role,
  permanent: false,
  minor: isMinor(student.grade),
});

/** The students of a class (all, or these), with their parents and whether they may message. */
export async function chatStudentsOf(
  db: Db,
  classId: string,
  studentIds?: readonly string[],
): Promise<ChatStudent[]> {
  if (studentIds && studentIds.length === 0) return [];
  let query = db
    .selectFrom('class_students')
    .innerJoin('students', 'students.id', 'class_students.student_id')
    .leftJoin('chat_consents', 'chat_consents.student_id', 'students.id')
    .select([
      'students.id',
      'students.first_name',
      'students.last_name',
      'students.grade',
      'chat_consents.given_at',
    ])
    .where('class_students.class_id', '=', classId);
  if (studentIds) query = query.where('students.id', 'in', [...studentIds]);
  const rows = await query.orderBy('students.first_name').orderBy('students.last_name').execute();
  const links =
    rows.length === 0
      ? []
      : await db
          .selectFrom('parent_students')
          .select(['parent_id', 'student_id'])
          .where(
            'student_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('created_at')
          .execute();
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    grade: row.grade,
    parentIds: links.filter((link) => link.student_id === row.id).map((link) => link.parent_id),
    mayMessage: !isUnder13(row.grade) || Boolean(row.given_at),
  }));
}

/**
 * The permanent second adult(s) of a private conversation with this student, or the refusal
 * that offers a group or class message instead. A school's tightening adds its observer beside
 * the parents; nothing loosens below one second adult.
 */
export function secondAdultMembers(
  student: ChatStudent,
  policy: Pick<ClassChatPolicy, 'observerId' | 'alwaysObserver'>,
  refusal: string = M.noSecondAdult(student.firstName),
): NewMember[] {
  const plan = secondAdultFor(student, { observerId: policy.observerId });
  if (plan.kind === 'refused') throw refuse('studentIds', refusal);
  const members =
    plan.kind === 'parents'
      ? plan.parentIds.map((id) => adult(id, 'parent', plan.role, true))
      : plan.kind === 'observer'
        ? [adult(plan.observerId, 'observer', 'copied', true)]
        : [];
  if (
    plan.kind !== 'none' &&
    policy.alwaysObserver &&
    policy.observerId &&
    !members.some((member) => member.userId === policy.observerId)
  ) {
    members.push(adult(policy.observerId, 'observer', 'copied', true));
  }
  return members;
}

/**
 * The one rule behind point 3: no conversation between an adult and a minor ever has exactly
 * two people in it. Checked when a conversation is made and whenever someone leaves it.
 */
export function assertNotPrivateWithMinor(
  members: readonly Pick<NewMember, 'minor' | 'studentId'>[],
  firstName?: string,
): void {
  if (members.length === 2 && members.some((member) => member.studentId && member.minor)) {
    throw refuse('members', firstName ? M.noSecondAdult(firstName) : M.onlyStudentNoSecondAdult);
  }
}

/** Merges members by key: a writer wins over a copy, permanence over none. */
function merged(members: NewMember[]): NewMember[] {
  const byKey = new Map<string, NewMember>();
  for (const member of members) {
    const known = byKey.get(member.key);
    byKey.set(
      member.key,
      known
        ? {
            ...known,
            role: known.role === 'writer' || member.role === 'writer' ? 'writer' : 'copied',
            permanent: known.permanent || member.permanent,
          }
        : member,
    );
  }
  return [...byKey.values()];
}

async function classTeachers(db: Db, classId: string): Promise<string[]> {
  const rows = await teachersOfClasses(db as Kysely<Database>, [classId]);
  return [...new Set(rows.map((row) => row.teacherId))];
}

function studentsNamed(students: ChatStudent[], ids: readonly string[]): ChatStudent[] {
  const unique = [...new Set(ids)];
  if (students.length !== unique.length)
    throw refuse('studentIds', M.studentNotInClass, 'BAD_REQUEST');
  return unique.map((id) => students.find((student) => student.id === id)!);
}

const mustMayMessage = (student: ChatStudent) => {
  if (!student.mayMessage) throw refuse('studentIds', M.under13NoConsent(student.firstName));
};

/**
 * Who may start this conversation, and its members (point 2):
 * - a teacher: one student (direct), a student's family, a group of students, the class, or an
 *   announcement;
 * - a student: only "my teachers" of a class they sit in (direct);
 * - a parent: their child's teachers (family), or another parent of the class where the school
 *   allows it and neither blocked the other.
 * Students never start with students; a group is a teacher's, who stays in it.
 */
export async function planConversation(
  db: Db,
  caller: ChatCaller,
  standing: 'teacher' | 'student' | 'parent',
  policy: ClassChatPolicy,
  input: CreateConversation,
): Promise<ConversationPlan> {
  const title = input.title?.trim() || null;
  const plan = (
    kind: ConversationKind,
    members: NewMember[],
    extra: Partial<ConversationPlan> = {},
  ): ConversationPlan => {
    const all = merged(members);
    assertNotPrivateWithMinor(all);
    return { kind, title, aboutStudentId: null, repliesAllowed: true, members: all, ...extra };
  };
  const ids = input.studentIds ?? [];

  if (standing === 'student') {
    if (input.kind !== 'direct') throw refuse('kind', M.studentsOnlyTheirTeachers, 'BAD_REQUEST');
    const [me] = await chatStudentsOf(db, policy.classId, [caller.id]);
    if (!me!.mayMessage) throw refuse('kind', M.under13Student);
    const teachers = await classTeachers(db, policy.classId);
    return plan('direct', [
      studentMember(me!),
      ...teachers.map((id) => adult(id, 'teacher')),
      ...secondAdultMembers(me!, policy, M.studentNoSecondAdult),
    ]);
  }

  if (standing === 'parent') {
    if (input.kind === 'family') {
      const children = await parentChildrenIn(db, caller.id, policy.classId);
      const childId = ids[0];
      if (ids.length !== 1 || !children.some((child) => child.id === childId)) {
        throw refuse('studentIds', M.notYourChild, 'BAD_REQUEST');
      }
      const [child] = await chatStudentsOf(db, policy.classId, [childId!]);
      const teachers = await classTeachers(db, policy.classId);
      return plan(
        'family',
        [
          ...child!.parentIds.map((id) => adult(id, 'parent')),
          ...teachers.map((id) => adult(id, 'teacher')),
        ],
        { aboutStudentId: child!.id },
      );
    }
    if (input.kind === 'parents') {
      if (!policy.parentMessaging) throw refuse('kind', M.parentMessagingOff);
      const other = input.parentId;
      if (
        !other ||
        other === caller.id ||
        (await parentChildrenIn(db, other, policy.classId)).length === 0
      ) {
        throw refuse('parentId', M.notAParentOfClass, 'BAD_REQUEST');
      }
      if (await blockedBetween(db, caller.id, other)) throw refuse('parentId', M.blocked);
      return plan('parents', [adult(caller.id, 'parent'), adult(other, 'parent')]);
    }
    throw refuse('kind', M.kindNotForYou, 'BAD_REQUEST');
  }

  // A teacher of the class.
  const me = adult(caller.id, 'teacher');
  switch (input.kind) {
    case 'direct': {
      if (ids.length !== 1) throw refuse('studentIds', M.studentNotInClass, 'BAD_REQUEST');
      const [student] = studentsNamed(await chatStudentsOf(db, policy.classId, ids), ids);
      mustMayMessage(student!);
      return plan(
        'direct',
        [me, studentMember(student!), ...secondAdultMembers(student!, policy)],
        {
          aboutStudentId: student!.id,
        },
      );
    }
    case 'family': {
      if (ids.length !== 1) throw refuse('studentIds', M.studentNotInClass, 'BAD_REQUEST');
      const [student] = studentsNamed(await chatStudentsOf(db, policy.classId, ids), ids);
      if (student!.parentIds.length === 0) {
        throw refuse('studentIds', M.noLinkedParent(student!.firstName));
      }
      return plan('family', [me, ...student!.parentIds.map((id) => adult(id, 'parent'))], {
        aboutStudentId: student!.id,
      });
    }
    case 'group': {
      if (new Set(ids).size < 2) throw refuse('studentIds', M.groupNeedsStudents, 'BAD_REQUEST');
      if (new Set(ids).size > 40) throw refuse('studentIds', M.groupTooLarge, 'BAD_REQUEST');
      const students = studentsNamed(await chatStudentsOf(db, policy.classId, ids), ids);
      students.forEach(mustMayMessage);
      // The teacher who made the group stays in it (Microsoft Teams' supervised chat).
      return plan('group', [{ ...me, permanent: true }, ...students.map((s) => studentMember(s))]);
    }
    case 'class': {
      const students = (await chatStudentsOf(db, policy.classId)).filter((s) => s.mayMessage);
      const teachers = await classTeachers(db, policy.classId);
      const lone = students.length === 1 ? secondAdultMembers(students[0]!, policy) : [];
      return plan('class', [
        { ...me, permanent: true },
        ...teachers.map((id) => adult(id, 'teacher')),
        ...students.map((s) => studentMember(s)),
        ...lone,
      ]);
    }
    case 'announcement': {
      // One-way by default (point 11); everyone reads, students under 13 without consent too.
      const replies = input.repliesAllowed === true;
      const students = await chatStudentsOf(db, policy.classId);
      const teachers = await classTeachers(db, policy.classId);
      const parents = [...new Set(students.flatMap((s) => s.parentIds))];
      return plan(
        'announcement',
        [
          { ...me, permanent: true },
          ...teachers.map((id) => adult(id, 'teacher')),
          ...students.map((s) => studentMember(s, replies && s.mayMessage ? 'writer' : 'copied')),
          ...parents.map((id) => adult(id, 'parent', replies ? 'writer' : 'copied')),
        ],
        { repliesAllowed: replies },
      );
    }
    default:
      throw refuse('kind', M.kindNotForYou, 'BAD_REQUEST');
  }
}

/** Whether either parent blocked the other. */
export async function blockedBetween(db: Db, a: string, b: string): Promise<boolean> {
  const row = await db
    .selectFrom('chat_blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
