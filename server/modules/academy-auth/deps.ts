import type { FastifyInstance } from 'fastify';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import { PATHS } from '../../../common/routes';
import type { LegalLinks } from '../../../common/schemas/academy-auth';
import { createAuthDeps, type AuthDeps, type AuthPages } from '../auth/deps';

/** The Academy's pages that account emails link to and sign-ins land on. */
export const ACADEMY_AUTH_PAGES: AuthPages = {
  confirmEmail: ACADEMY_PATHS.confirmEmail,
  forgotPassword: ACADEMY_PATHS.forgotPassword,
  resetPassword: ACADEMY_PATHS.resetPassword,
  signInOf: (kind) =>
    kind === 'participant' ? ACADEMY_PATHS.participantSignIn : ACADEMY_PATHS.instructorSignIn,
  areaOf: (kind) =>
    kind === 'participant' ? ACADEMY_PATHS.participantArea : ACADEMY_PATHS.instructorArea,
};

export interface AcademyAuthOptions {
  /** ACADEMY_BASE_URL: the Academy's links in emails. */
  academyBaseUrl: string;
  /** PUBLIC_BASE_URL: the Journals site, where the Terms and Privacy Policy live. */
  publicBaseUrl: string;
}

/** The account calls' parts, set for the Academy; and the Journals site's legal pages. */
export interface AcademyAuthDeps extends AuthDeps {
  legalLinks: LegalLinks;
}

/**
 * The Journals account calls' parts (database, sessions, email, the same sign-in limiter, so
 * failures count once per account whichever site they happen on), set for the Academy: its
 * site for sessions, its pages, and its base address for email links.
 */
export function createAcademyAuthDeps(
  app: FastifyInstance,
  { academyBaseUrl, publicBaseUrl }: AcademyAuthOptions,
): AcademyAuthDeps {
  const journals = publicBaseUrl.replace(/\/+$/, '');
  return {
    ...createAuthDeps(app, { publicBaseUrl: academyBaseUrl }),
    site: 'academy',
    pages: ACADEMY_AUTH_PAGES,
    legalLinks: {
      termsUrl: `${journals}${PATHS.terms}`,
      privacyUrl: `${journals}${PATHS.privacy}`,
    },
  };
}
