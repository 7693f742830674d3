import type { FastifyRequest } from 'fastify';
import { CHAT_MESSAGES as M } from '../../../common/copy/chat';
import type { ConversationKind } from '../../../common/chat/rules';
import type { ChatClasses, ChatRecipients } from '../../../common/schemas/chat';
import {
  classChatPolicy,
  loadChatClass,
  parentChildrenIn,
  personName,
  type ChatCaller,
} from '../../access/chat';
import { chatStudentsOf, secondAdultMembers } from '../../access/chat-start';
import { teacherClassIds, teachersOfClasses } from '../../access/teaches-class';
import { AppError } from '../../errors';
import { mayMessage } from './consent';

/** The classes the caller may message in (taught, sat in, or a child's), with chat on or off. */
export async function chatClasses(
  request: FastifyRequest,
  caller: ChatCaller,
): Promise<ChatClasses> {
  const db = request.server.db;
  const ids =
    caller.kind === 'teacher'
      ? await teacherClassIds(db, caller.id)
      : caller.kind === 'student'
        ? (
            await db
              .selectFrom('class_students')
              .select('class_id')
              .where('student_id', '=', caller.id)
              .execute()
          ).map((row) => row.class_id)
        : (
            await db
              .selectFrom('parent_students')
              .innerJoin(
                'class_students',
                'class_students.student_id',
                'parent_students.student_id',
              )
              .select('class_students.class_id')
              .where('parent_students.parent_id', '=', caller.id)
              .execute()
          ).map((row) => row.class_id);
  const classes: ChatClasses['classes'] = [];
  for (const id of [...new Set(ids)]) {
    const policy = await classChatPolicy(db, id);
    if (!policy || policy.archived) continue;
    classes.push({
      id,
      title: policy.classTitle,
      enabled: policy.enabled,
      teacher: caller.kind === 'teacher',
    });
  }
  classes.sort((a, b) => a.title.localeCompare(b.title));
  return { classes };
}

/**
 * Who the caller may start a conversation with in a class, and for each student who would see
 * a private conversation or why there can be none (issue 17, points 2, 3 and 10): the teacher
 * learns before writing, not after.
 */
export async function recipientsIn(
  request: FastifyRequest,
  caller: ChatCaller,
  classId: string,
): Promise<ChatRecipients> {
  const db = request.server.db;
  const { policy, standing } = await loadChatClass(request, caller, classId);
  const base = {
    classId,
    classTitle: policy.classTitle,
    enabled: policy.enabled,
    notice: policy.enabled ? null : M.chatOff,
    students: [] as ChatRecipients['students'],
    teachers: [] as string[],
    parents: [] as ChatRecipients['parents'],
    children: [] as ChatRecipients['children'],
    mayStart: [] as ConversationKind[],
  };
  if (!policy.enabled) return base;
  const teacherNames = async () => {
    const ids = (await teachersOfClasses(db, [classId])).map((row) => row.teacherId);
    const rows = await db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', 'in', ids.length > 0 ? ids : [''])
      .orderBy('last_name')
      .execute();
    return rows.map((row) => personName(row.first_name, row.last_name));
  };

  if (standing === 'teacher') {
    const students = await chatStudentsOf(db, classId);
    return {
      ...base,
      students: students.map((student) => {
        let refusal: string | null = student.mayMessage
          ? null
          : M.under13NoConsent(student.firstName);
        let audience: string | null = null;
        if (!refusal) {
          try {
            const adults = secondAdultMembers(student, policy);
            const parents = adults.filter((a) => a.kind === 'parent').length;
            const observer = adults.some((a) => a.kind === 'observer');
            const who = [student.firstName];
            if (parents > 0)
              who.push(`${student.firstName}’s ${parents === 1 ? 'parent' : 'parents'}`);
            if (observer) who.push('the school’s observer');
            audience = `${who.join(', ')} and you`;
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            refusal = Object.values(error.errors)[0] ?? M.noSecondAdult(student.firstName);
          }
        }
        return {
          id: student.id,
          name: personName(student.firstName, student.lastName),
          audience,
          refusal,
          mayJoinGroups: student.mayMessage,
          hasParents: student.parentIds.length > 0,
        };
      }),
      mayStart: ['direct', 'family', 'group', 'class', 'announcement'],
    };
  }
  if (standing === 'student') {
    const may = await mayMessage(db, caller.id);
    return {
      ...base,
      notice: may ? null : M.under13Student,
      teachers: await teacherNames(),
      mayStart: may ? ['direct'] : [],
    };
  }
  const children = await parentChildrenIn(db, caller.id, classId);
  let parents: ChatRecipients['parents'] = [];
  if (policy.parentMessaging) {
    const rows = await db
      .selectFrom('class_students')
      .innerJoin('parent_students', 'parent_students.student_id', 'class_students.student_id')
      .innerJoin('users', 'users.id', 'parent_students.parent_id')
      .select(['users.id', 'users.first_name', 'users.last_name'])
      .where('class_students.class_id', '=', classId)
      .where('users.id', '<>', caller.id)
      .distinct()
      .orderBy('users.last_name')
      .execute();
    parents = rows.map((row) => ({ id: row.id, name: personName(row.first_name, row.last_name) }));
  }
  return {
    ...base,
    teachers: await teacherNames(),
    children: children.map((child) => ({
      id: child.id,
      name: personName(child.first_name, child.last_name),
    })),
    parents,
    mayStart: policy.parentMessaging ? ['family', 'parents'] : ['family'],
  };
}
