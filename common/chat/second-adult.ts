import { CHAT_MESSAGES } from '../copy/chat';

/**
 * Issue 17, point 3: no conversation between an adult and a minor ever has exactly two people
 * in it. Who the second adult is follows from the student's grade, their linked parents and
 * the school's safeguarding observer; the server adds them, and they can neither leave nor be
 * removed.
 */

/** A student's grade as Lectio keeps it (`students.grade`): '4'…'12', 'adult', or unknown. */
export type StudentGrade = string | null;

/** The grades in which parents take part as writers; above them (to 12) they are copied. */
const PARENTS_WRITE_UP_TO_GRADE = 8;

/**
 * Whether a student is a minor for chat. Only a student marked adult is not: an unknown grade
 * is treated as a minor, the safe way round.
 */
export function isMinor(grade: StudentGrade): boolean {
  return grade !== 'adult';
}

export type SecondAdult =
  /** An adult student: no second adult is needed. */
  | { kind: 'none' }
  /** The student's linked parents, writing (grades 4–8) or copied read-only (grades 9–12). */
  | { kind: 'parents'; role: 'writer' | 'copied'; parentIds: string[] }
  /** The school's safeguarding observer, read-only. */
  | { kind: 'observer'; observerId: string }
  /** Nobody to add: the conversation may not be private. */
  | { kind: 'refused'; message: string };

/**
 * The permanent second adult for a private conversation with this student.
 * - Grades 4–8 (and an unknown grade): the linked parents, as writers; without parents, the
 *   school's observer.
 * - Grades 9–12: the school's observer when the school named one, otherwise the parents,
 *   copied read-only.
 * - Nobody: refused, with the way forward (a group or class message).
 */
export function secondAdultFor(
  student: { firstName: string; grade: StudentGrade; parentIds: readonly string[] },
  school: { observerId: string | null },
): SecondAdult {
  if (!isMinor(student.grade)) return { kind: 'none' };
  const grade = Number(student.grade);
  const older = Number.isInteger(grade) && grade > PARENTS_WRITE_UP_TO_GRADE;
  const parents = [...new Set(student.parentIds)];
  if (older && school.observerId) return { kind: 'observer', observerId: school.observerId };
  if (parents.length > 0) {
    return { kind: 'parents', role: older ? 'copied' : 'writer', parentIds: parents };
  }
  if (school.observerId) return { kind: 'observer', observerId: school.observerId };
  return { kind: 'refused', message: CHAT_MESSAGES.noSecondAdult(student.firstName) };
}
