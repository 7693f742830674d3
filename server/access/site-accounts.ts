import type { Site } from '../../common/academy/site';

/** Every kind of account that can hold a session. */
export type AccountKind = 'teacher' | 'parent' | 'student' | 'participant';

/**
 * Which accounts each app admits (issue 13, one Lectio identity). The Journals site is for
 * teachers, parents and students; the Academy for instructors (teacher accounts, the same
 * email and password) and participants. A participant account exists only on the Academy;
 * parents and students have no Academy sign-in.
 */
const ADMITTED: Record<Site, readonly AccountKind[]> = {
  journals: ['teacher', 'parent', 'student'],
  academy: ['teacher', 'participant'],
};

/** The Journals site's adult accounts (a participant never signs in there). */
export type JournalsAdultKind = 'teacher' | 'parent';
export const isJournalsAdult = (kind: AccountKind): kind is JournalsAdultKind =>
  kind === 'teacher' || kind === 'parent';

/** Whether an account of this kind may be signed in on this site. */
export function admitsAccount(site: Site, kind: AccountKind): boolean {
  return ADMITTED[site].includes(kind);
}
