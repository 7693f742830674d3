import type { AuthResponse } from '@common/schemas/auth';
import { ROSTER_API } from '@common/schemas/roster';
import { PATHS } from '@common/routes';
import type { ApiResult } from '~/lib/api';

/** The account calls of SPEC §7.1 under our own /api (see the accounts contract). */
export const AUTH_API = {
  signup: '/api/auth/signup',
  login: '/api/auth/login',
  studentLogin: '/api/auth/student_login',
  studentGo: '/api/auth/student_go',
  studentSetPassword: '/api/auth/student_set_password',
  forgot: '/api/auth/forgot',
  studentForgot: '/api/auth/forgot?student=true',
  confirmEmail: '/api/auth/confirm_email',
  teacherSetPassword: '/api/auth/teacher_set_password',
  loginAs: '/api/auth/login_as',
  loginAsStudent: '/api/auth/login_as_student',
  logout: '/api/auth/logout',
  studentLogout: '/api/auth/logout?student=true',
  studentSignup: '/api/auth/student_signup',
  invitation: (code: string) => `/api/auth/invitation?i=${encodeURIComponent(code)}`,
  studentGoogleLogin: '/api/auth/student_google_login',
  studentResetCode: '/api/auth/student_reset_code',
  teacherStudents: ROSTER_API.students,
  studentLoginCode: ROSTER_API.loginCode,
  parentChildren: ROSTER_API.children,
} as const;

/** GET /api/auth/invitation?i= : the class a valid invitation code opens. */
export interface Invitation {
  className: string;
  teacherName: string;
}

export function isInvitation(value: unknown): value is Invitation {
  const candidate = value as Partial<Invitation> | null;
  return (
    typeof candidate?.className === 'string' &&
    candidate.className.length > 0 &&
    typeof candidate.teacherName === 'string'
  );
}

/** Whose students the account area lists: a teacher's, or a parent's children. */
export type LinkedStudentsOwner = 'teacher' | 'parent';

/** A student of the teacher's classes, or a parent's child (GET /api/roster/students). */
export interface LinkedStudent {
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
  className: string | null;
}

export function asLinkedStudents(value: unknown): LinkedStudent[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(
    (entry): entry is LinkedStudent =>
      typeof (entry as Partial<LinkedStudent> | null)?.id === 'string' &&
      typeof (entry as Partial<LinkedStudent>).firstName === 'string',
  );
}

/** The body of student_google_login: Google's credential, and a class code when given. */
export function googleLoginBody(
  credential: string,
  code: string | undefined,
): { token: string; code?: string } {
  const trimmed = code?.trim();
  return trimmed ? { token: credential, code: trimmed } : { token: credential };
}

/**
 * Where a signed-in answer sends the browser: the set-password step when the server asks for
 * it (its `url`, or the step's page), else its `url`; null for a refused answer or no `url`.
 */
export function destinationOf({ ok, body }: ApiResult<AuthResponse>): string | null {
  if (!ok) return null;
  if (body.set_password) return body.url ?? PATHS.studentSetPassword;
  return body.url ?? null;
}

export interface LogoutResponse {
  restored?: boolean;
  url?: string;
}

export interface MessageResponse extends AuthResponse {
  message?: string;
}

/**
 * The first message of an `errors` field: an object of field messages, or (teacher and parent
 * sign-up, SPEC §3) the same object as a JSON string.
 */
export function firstError(errors: AuthResponse['errors']): string | undefined {
  if (errors === undefined || errors === null) return undefined;
  let value: unknown = errors;
  if (typeof errors === 'string') {
    try {
      value = JSON.parse(errors);
    } catch {
      return errors;
    }
  }
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const first = Object.values(value as Record<string, unknown>).find(
      (entry) => typeof entry === 'string' && entry.length > 0,
    );
    return typeof first === 'string' ? first : undefined;
  }
  return undefined;
}
