import { safeRedirect } from '../../../common/redirect';
import { PATHS } from '../../../common/routes';
import type { UsersTable } from '../../db/schema';

/** Where each account lands after sign-in (admins are teachers with a flag). */
export function areaOf(type: 'teacher' | 'parent' | 'student'): string {
  if (type === 'parent') return PATHS.parentArea;
  if (type === 'student') return PATHS.studentArea;
  return PATHS.teacherArea;
}

/** The sign-in page of a teacher or parent account (admins are teachers with a flag). */
export const signInPathOf = (type: UsersTable['account_type']) =>
  type === 'parent' ? PATHS.parentSignIn : PATHS.teacherSignIn;

/** `app` may send the browser to a path on this site, never elsewhere (common/redirect.ts). */
export function targetUrl(app: string | undefined, area: string): string {
  return safeRedirect(app, area);
}
