import type { LinkedStudentsOwner } from '../utils/auth-api';

/** Query keys of the accounts feature, under one root. */
export const AUTH_KEYS = {
  all: ['auth'] as const,
  invitation: (code: string) => [...AUTH_KEYS.all, 'invitation', code] as const,
  linkedStudents: (owner: LinkedStudentsOwner) =>
    [...AUTH_KEYS.all, 'linked-students', owner] as const,
  googleIdentity: () => [...AUTH_KEYS.all, 'google-identity'] as const,
};
