import type { AcademyRole } from '@common/copy/academy-auth';
import { ACADEMY_NAME } from '@common/copy/academy-auth';

/**
 * SPEC §2.1 names the Academy's pages by the Journals words: /auth/login/teacher is the
 * instructors' page, /auth/login/student the participants'. Null for anything else.
 */
export function roleOfPath(account: string | undefined): AcademyRole | null {
  if (account === 'teacher') return 'instructor';
  if (account === 'student') return 'participant';
  return null;
}

/** A route's meta for an Academy account page: its title, never indexed. */
export const academyMeta = (title: string) => [
  { title: `${title} | ${ACADEMY_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** What a route's meta function receives that these pages use (no generated types, 0020). */
export interface MetaArgs {
  params: Record<string, string | undefined>;
}
