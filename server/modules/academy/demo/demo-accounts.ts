/**
 * The Academy's demo people and the private course's join link, as the README lists them
 * (issue 13, point 16). They share the Journals demo's password (DEMO_PASSWORD in
 * server/modules/demo/seed.ts) and every email is confirmed.
 */
export const ACADEMY_DEMO_ACCOUNTS = {
  /** Owns both demo courses; a teacher account, so she could sign in to Journals too. */
  instructor: { email: 'instructor@demo.lectio.app', firstName: 'Clare', lastName: 'Benedetti' },
  /** An adult participant, active in both courses, part way through them. */
  participant: { email: 'participant@demo.lectio.app', firstName: 'Rosa', lastName: 'Martin' },
  /** An adult whose request to join the private OCIA course waits for approval. */
  inquirer: { email: 'inquirer@demo.lectio.app', firstName: 'Daniel', lastName: 'Okafor' },
} as const;

export const ACADEMY_DEMO_JOIN_LINK = {
  /**
   * The OCIA course's join link token, fixed so the README can print the address
   * (/join/<token>). Drawn once from 24 random bytes (COURSE_LIMITS.joinTokenBytes), base64url,
   * like every link's: 192 bits.
   */
  token: 'ega0NmC2ynjWZpqYU8lUyWdLkEL3rkJM',
  seatLimit: 30,
} as const;
