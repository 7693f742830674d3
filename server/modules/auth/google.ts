import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { AppError } from '../../errors';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

/** Google signs ID tokens with either spelling of its issuer. */
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const CANONICAL_ISSUER = 'https://accounts.google.com';

/** What Lectio keeps from a Google account (SPEC §1): the identity, email, first and last name. */
export interface GoogleProfile {
  issuer: string;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface GoogleVerifierOptions {
  clientId: string;
  jwksUrl: string;
}

export type GoogleVerifier = (token: string) => Promise<GoogleProfile>;

const failed = (reason: string) =>
  new AppError('BAD_REQUEST', { token: AUTH_MESSAGES.googleFailed(reason) });

/**
 * Verifies a Google ID token: signature against the JWKS (cached by jose, refetched when an
 * unknown key id appears), issuer, audience (our client id), expiry, and a verified email.
 */
export function createGoogleVerifier({ clientId, jwksUrl }: GoogleVerifierOptions): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl), {
    timeoutDuration: 5_000,
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
  });
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'sub'],
        clockTolerance: 30,
      }));
    } catch (error) {
      throw verificationError(error);
    }
    if (payload.email_verified !== true) throw failed('the email address is not verified');
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    if (email === '' || email.length > 254) throw failed('the account has no email address');
    const subject = payload.sub ?? '';
    if (subject === '' || subject.length > 255) throw failed('the token has no subject');
    return {
      issuer: CANONICAL_ISSUER,
      subject,
      email,
      firstName: nameClaim(payload.given_name),
      lastName: nameClaim(payload.family_name),
    };
  };
}

const nameClaim = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 200) : '');

/** jose's error codes, in words a student (or their teacher) can act on (SPEC §8). */
function verificationError(error: unknown): AppError {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return failed('the token has expired');
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED': {
      const claim = (error as { claim?: string }).claim;
      if (claim === 'aud') return failed('wrong audience');
      if (claim === 'iss') return failed('wrong issuer');
      if (claim === 'nbf' || claim === 'iat') return failed('the token is not valid yet');
      return failed(`the ${claim ?? 'token'} claim is invalid`);
    }
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS':
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
      return failed('signature is invalid');
    case 'ERR_JWS_INVALID':
    case 'ERR_JWT_INVALID':
    case 'ERR_JOSE_NOT_SUPPORTED':
      return failed('the token is malformed');
    default:
      // The key set could not be fetched or read: our side (or Google's), not the student's.
      return new AppError('UNAVAILABLE', {
        token: AUTH_MESSAGES.googleFailed("Google's signing keys could not be loaded"),
      });
  }
}
