import type { FastifyInstance } from 'fastify';
import {
  CERTIFICATE_LIMITS,
  formatCertificateCode,
  normalizeCertificateCode,
} from '../../../common/academy/certificates';
import { CERTIFICATE_MESSAGES } from '../../../common/academy/certificates-messages';
import type { VerifiedCertificate } from '../../../common/schemas/academy-certificates';
import { AppError } from '../../errors';
import type { CertificateRow } from './issue';

const keyOf = (ip: string) => `academy-certificate-code:ip:${ip}`;

/** What a certificate states, as anyone holding its code may read it. */
export const verifiedView = (row: CertificateRow): VerifiedCertificate => ({
  code: formatCertificateCode(row.code),
  participantName: row.participant_name,
  courseTitle: row.course_title,
  instructorName: row.instructor_name,
  issuedAt: row.issued_at,
});

/**
 * The certificate with this code, as typed. Codes are found by themselves alone, so wrong
 * codes are counted per address in the shared rate-limit store, as join tokens are
 * (academy-sharing/token-misses.ts); over the limit every code is refused before the lookup.
 */
export async function verifyCertificate(
  app: FastifyInstance,
  typed: string,
  ip: string,
  now: number,
): Promise<VerifiedCertificate> {
  const { max, windowMs } = CERTIFICATE_LIMITS.codeMisses;
  const { count } = await app.rateLimitStore.peek(keyOf(ip), windowMs, now);
  if (count >= max) {
    throw new AppError('TOO_MANY_REQUESTS', { code: CERTIFICATE_MESSAGES.tooManyAttempts });
  }
  const code = normalizeCertificateCode(typed);
  const row = code
    ? await app.db
        .selectFrom('course_certificates')
        .selectAll()
        .where('code', '=', code)
        .executeTakeFirst()
    : undefined;
  if (!row) {
    await app.rateLimitStore.hit(keyOf(ip), windowMs, now);
    throw new AppError('NOT_FOUND', { code: CERTIFICATE_MESSAGES.codeNotFound });
  }
  return verifiedView(row);
}
