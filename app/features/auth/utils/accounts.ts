import { ACCOUNT_TYPES, type AccountType } from '@common/schemas/auth';
import { PATHS } from '@common/routes';

export function isAccountType(value: string | undefined): value is AccountType {
  return (ACCOUNT_TYPES as readonly string[]).includes(value ?? '');
}

export const SIGN_IN_PATHS: Record<AccountType, string> = {
  teacher: PATHS.teacherSignIn,
  parent: PATHS.parentSignIn,
  student: PATHS.studentSignIn,
};

export const SIGN_UP_PATHS: Record<AccountType, string> = {
  teacher: PATHS.teacherSignUp,
  parent: PATHS.parentSignUp,
  student: PATHS.studentSignUp,
};

export const AREA_PATHS: Record<AccountType, string> = {
  teacher: PATHS.teacherArea,
  parent: PATHS.parentArea,
  student: PATHS.studentArea,
};

/** Query params that sign-in and sign-up prefill from and pass on (SPEC §2.5). */
export const PASS_THROUGH_PARAMS = ['app', 'i', 'email', 'firstName', 'lastName'] as const;

export function passThroughQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of PASS_THROUGH_PARAMS) {
    const value = search.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** Referral values kept in session storage (SPEC §3), sent with sign-up. */
export function readReferral(): { r?: string; rc?: string } {
  try {
    const r = window.sessionStorage.getItem('r') ?? undefined;
    const rc = window.sessionStorage.getItem('rc') ?? undefined;
    return { ...(r ? { r } : {}), ...(rc ? { rc } : {}) };
  } catch {
    return {};
  }
}
