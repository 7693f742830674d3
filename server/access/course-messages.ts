import type { FastifyRequest } from 'fastify';
import { COURSE_MESSAGES as M } from '../../common/copy/academy-messages';
import { AppError } from '../errors';
import {
  auditCourseAccessDenied,
  isCourseStaff,
  loadCourse,
  type LoadedCourse,
} from './course-role';

/**
 * Who may read and write a course's private messages (issue 17, point 1). Through the course's
 * own rule (`loadCourse`): its instructors and its active participants. A pending or former
 * participant, a stranger and another course's members get the course's 404, audited; nobody
 * signed in gets a 401.
 */
export interface CourseMessaging extends LoadedCourse {
  staff: boolean;
}

export async function loadCourseMessaging(
  request: FastifyRequest,
  courseId: string,
  need: 'member' | 'staff' = 'member',
): Promise<CourseMessaging> {
  const loaded = await loadCourse(request, courseId, need);
  return { ...loaded, staff: isCourseStaff(loaded.role) };
}

/**
 * The conversation a caller may open, named by its participant: a participant only their own,
 * an instructor anyone's in the course (the module checks the participant belongs to it).
 * Asking for someone else's is the same 404 as an unknown conversation, audited.
 */
export async function assertMayOpenConversation(
  request: FastifyRequest,
  messaging: CourseMessaging,
  participantId: string,
): Promise<void> {
  if (messaging.staff || participantId === messaging.account.id) return;
  await auditCourseAccessDenied(request, messaging.account, messaging.course.id);
  throw new AppError('NOT_FOUND', { thread: M.threadNotFound });
}

/** Why nothing may be sent in the course now, or null: messaging turned off, or archived. */
export function closedMessageOf(messaging: CourseMessaging): string | null {
  if (messaging.course.status === 'archived') return M.archived;
  if (messaging.course.messaging_off === 1) return M.messagingOff;
  return null;
}

/** Refuses a send while messaging is off or the course archived (409, with the reason). */
export function assertMaySend(messaging: CourseMessaging): void {
  const closed = closedMessageOf(messaging);
  if (closed) throw new AppError('CONFLICT', { messages: closed });
}
