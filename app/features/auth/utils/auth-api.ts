import type { AuthResponse } from '@common/schemas/auth';

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
} as const;

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
