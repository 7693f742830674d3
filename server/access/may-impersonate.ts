import type { Kysely } from 'kysely';
import type { AccountKind } from './site-accounts';
import type { Database } from '../db/schema';
import { administersStudent } from './educator-of';
import { isParentOf } from './parent-of';
import { teachesStudent } from './teaches-student';

/**
 * Who may sign in as whom ("Log in as"): the one rule, for teachers, parents and students alike.
 *
 * Nobody signs in as an account with more rights than their own, nor as another administrator
 * (a school admin or a platform admin): an administrator's powers are never borrowed. Within
 * that, a platform admin may sign in as any teacher, parent or student; a school admin as a
 * teacher of their own school; a teacher or parent only as a student of their own (their class,
 * the students they administer, their linked children). No one signs in as themselves, and no
 * one chains impersonation from a session that is already someone else's.
 */

/** An account's rights, highest first. A user who is both kinds of admin is a platform admin. */
export type ImpersonationRole =
  | 'platform_admin'
  | 'school_admin'
  | 'teacher'
  | 'parent'
  | 'student'
  /** An Academy participant: never impersonated, never impersonates (issue 13). */
  | 'participant';

export interface ImpersonationParty {
  id: string;
  role: ImpersonationRole;
  schoolId: string | null;
}

export interface ImpersonationActor extends ImpersonationParty {
  /** The actor's own session is already an impersonation (no chains). */
  impersonating: boolean;
}

export interface ImpersonationTarget extends ImpersonationParty {
  /**
   * For a student target: the actor teaches one of the student's classes (owner or
   * co-teacher), administers the student, or is a linked parent (`isOwnStudent`). Ignored for
   * adult targets.
   */
  ownStudent?: boolean;
}

/** The role of an account as the users and students tables describe it. */
export function impersonationRoleOf(account: {
  type: AccountKind;
  isPlatformAdmin?: boolean;
  isSchoolAdmin?: boolean;
}): ImpersonationRole {
  if (account.type === 'student' || account.type === 'participant') return account.type;
  if (account.isPlatformAdmin) return 'platform_admin';
  if (account.isSchoolAdmin) return 'school_admin';
  return account.type;
}

export function mayImpersonate(actor: ImpersonationActor, target: ImpersonationTarget): boolean {
  if (actor.impersonating || actor.id === target.id) return false;
  switch (target.role) {
    case 'platform_admin':
    case 'school_admin':
      // Another administrator's powers are never borrowed, whoever asks.
      return false;
    case 'teacher':
      return (
        actor.role === 'platform_admin' ||
        (actor.role === 'school_admin' &&
          actor.schoolId !== null &&
          actor.schoolId === target.schoolId)
      );
    case 'parent':
      return actor.role === 'platform_admin';
    case 'student':
      return (
        actor.role === 'platform_admin' ||
        (actor.role !== 'student' && actor.role !== 'participant' && !!target.ownStudent)
      );
    case 'participant':
      return false;
  }
}

/**
 * Whether the student is the adult's own: administered by them, in a class they teach (owner or
 * co-teacher), or their linked child.
 */
export async function isOwnStudent(
  db: Kysely<Database>,
  adultId: string,
  studentId: string,
): Promise<boolean> {
  return (
    (await administersStudent(db, adultId, studentId)) ||
    (await teachesStudent(db, adultId, studentId)) ||
    (await isParentOf(db, adultId, studentId))
  );
}
