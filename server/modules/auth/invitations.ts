import type { Kysely, Transaction } from 'kysely';
import { STUDENT_INVITE } from '../../../common/copy/auth';
import { BILLING_MESSAGES } from '../../../common/copy/billing';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { seatStudents } from '../billing/seat-gate';
import { createJoinRequest } from '../classroom/create-join-request';
import type { NotificationRecipient } from '../notifications/record-notifications';

/** A class a student may join: through an invitation code or the class's Access Code. */
export interface ClassInvitation {
  classId: string;
  classTitle: string;
  teacherId: string;
  teacherFirstName: string;
  teacherLastName: string;
  /** The invitations row, or null when the class's Access Code was used. */
  invitationId: string | null;
  /** Invitations addressed to one person (with an email) work once; class codes stay open. */
  singleUse: boolean;
}

/**
 * How a code brings a student into a class (issue 15 point 9). A personal invitation names one
 * person and seats them at once. A class's Access Code, or a class invitation open to anyone
 * who has it, can reach a stranger: the student only asks to join, and a teacher of the class
 * approves. The same rule for every way in (password sign-up and Google).
 */
export const membershipBy = (invitation: ClassInvitation): 'join' | 'request' =>
  invitation.singleUse ? 'join' : 'request';

/** What a student who asked to join is told, beside where to go. */
export const awaitingTeacher = { message: STUDENT_INVITE.awaitingTeacher } as const;

/** What a student is told when their invitation waits for the teacher because of the plan. */
export const awaitingSeat = { message: BILLING_MESSAGES.studentAwaitingSeat } as const;

/** The student's message for how they came in: nothing when seated. */
export const entryMessage = (invited: 'join' | 'request', entered: 'join' | 'request') =>
  entered === 'join' ? {} : invited === 'request' ? awaitingTeacher : awaitingSeat;

/** Codes are compared without surrounding spaces and without regard to case. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * The class a code lets a student join, or null. An invitation row counts while it is not
 * used (or revoked: `used_at`) and not expired; a class's Access Code counts while the class
 * exists.
 */
export async function findClassInvitation(
  db: Kysely<Database> | Transaction<Database>,
  rawCode: string | undefined | null,
  now = new Date(),
): Promise<ClassInvitation | null> {
  if (!rawCode) return null;
  const code = normaliseCode(rawCode);
  if (code === '' || code.length > 100) return null;
  const invitation = await db
    .selectFrom('invitations')
    .innerJoin('classes', 'classes.id', 'invitations.class_id')
    .innerJoin('users', 'users.id', 'classes.teacher_id')
    .select([
      'invitations.id as invitationId',
      'invitations.email as email',
      'invitations.expires_at as expiresAt',
      'invitations.used_at as usedAt',
      'classes.id as classId',
      'classes.title as classTitle',
      'users.id as teacherId',
      'users.first_name as teacherFirstName',
      'users.last_name as teacherLastName',
    ])
    .where('invitations.code', '=', code)
    .executeTakeFirst();
  if (invitation) {
    const expired =
      invitation.expiresAt !== null && Date.parse(invitation.expiresAt) <= now.getTime();
    if (invitation.usedAt || expired) return null;
    return {
      classId: invitation.classId,
      classTitle: invitation.classTitle,
      teacherId: invitation.teacherId,
      teacherFirstName: invitation.teacherFirstName,
      teacherLastName: invitation.teacherLastName,
      invitationId: invitation.invitationId,
      singleUse: invitation.email !== null,
    };
  }
  const byAccessCode = await db
    .selectFrom('classes')
    .innerJoin('users', 'users.id', 'classes.teacher_id')
    .select([
      'classes.id as classId',
      'classes.title as classTitle',
      'users.id as teacherId',
      'users.first_name as teacherFirstName',
      'users.last_name as teacherLastName',
    ])
    .where('classes.access_code', '=', code)
    .executeTakeFirst();
  return byAccessCode ? { ...byAccessCode, invitationId: null, singleUse: false } : null;
}

/** 'Thomas R.': what a student sees of their teacher before joining. */
export function teacherDisplayName(invitation: ClassInvitation): string {
  const initial = invitation.teacherLastName.trim().charAt(0).toUpperCase();
  return initial ? `${invitation.teacherFirstName} ${initial}.` : invitation.teacherFirstName;
}

/** Marks a single-use invitation used; false when someone else used it first. */
export async function useInvitation(
  trx: Transaction<Database>,
  invitation: ClassInvitation,
  now = new Date(),
): Promise<boolean> {
  if (!invitation.singleUse || !invitation.invitationId) return true;
  const result = await trx
    .updateTable('invitations')
    .set({ used_at: now.toISOString() })
    .where('id', '=', invitation.invitationId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How a student came into a class: seated, or asking (a join request the teacher decides). */
export interface ClassEntry {
  membership: 'join' | 'request';
  /** Teachers told of a new join request; the caller announces them once committed. */
  notified: NotificationRecipient[];
}

/**
 * Seats a student in a class unless they are in it already, through the seat gate (decision
 * 0022). A student cannot choose a plan, so when the class's account would pass what its plan
 * allows, the student asks to join instead: a pending join request, which the teacher meets
 * with the priced choice when approving. Nothing fails silently for either of them.
 */
export async function joinClass(
  trx: Transaction<Database>,
  classId: string,
  studentId: string,
  now = new Date(),
): Promise<ClassEntry> {
  const member = await trx
    .selectFrom('class_students')
    .select('student_id')
    .where('class_id', '=', classId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  if (member) return { membership: 'join', notified: [] };
  try {
    // The gate refuses before it writes anything, so the transaction goes on cleanly.
    await seatStudents(trx, { classId, studentIds: [studentId], now });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'PAYMENT_REQUIRED') throw error;
    const request = await createJoinRequest(trx, { classId, studentId, now });
    return { membership: 'request', notified: request.notified };
  }
  await trx
    .insertInto('class_students')
    .values({ class_id: classId, student_id: studentId, joined_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['class_id', 'student_id']).doNothing())
    .execute();
  return { membership: 'join', notified: [] };
}

export interface NewClassStudent {
  firstName: string;
  lastName: string;
  email: string | null;
  passwordHash: string | null;
}

/**
 * Creates a student in the invitation's class, administered by the class's teacher (SPEC §1:
 * students only exist under an educator administrator). Throws when the invitation was used
 * meanwhile or the email is taken (unique constraint); the caller answers for both. A personal
 * invitation the plan cannot seat yet becomes a join request (`membership` says which).
 */
export async function createClassStudent(
  trx: Transaction<Database>,
  invitation: ClassInvitation,
  student: NewClassStudent,
  now = new Date(),
  /** 'request': the student asks to join and a teacher of the class approves (Google + Access Code). */
  membership: 'join' | 'request' = 'join',
): Promise<{ id: string } & ClassEntry> {
  if (!(await useInvitation(trx, invitation, now))) throw new InvitationUsedError();
  const id = crypto.randomUUID();
  const at = now.toISOString();
  await trx
    .insertInto('students')
    .values({
      id,
      first_name: student.firstName,
      last_name: student.lastName,
      grade: null,
      username: null,
      email: student.email,
      password_hash: student.passwordHash,
      login_code_hash: null,
      administrator_id: invitation.teacherId,
      google_subject: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  if (membership === 'request') {
    const request = await createJoinRequest(trx, {
      classId: invitation.classId,
      studentId: id,
      now,
    });
    return { id, membership, notified: request.notified };
  }
  return { id, ...(await joinClass(trx, invitation.classId, id, now)) };
}

export class InvitationUsedError extends Error {
  override name = 'InvitationUsedError';
}
