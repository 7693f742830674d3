/**
 * Completion certificates' verification codes (issue 13, point 12): 12 characters of
 * Crockford's base32 (no I, L, O, U), shown in three groups (`7KQ2-M9XD-4HTB`), 60 random bits.
 * People read them off paper and type them, so a lookup forgives case, dashes, spaces and the
 * letters Crockford reads as digits (O → 0, I and L → 1).
 */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 12;
const GROUP = 4;

/** A raw code (12 characters) shown as `XXXX-XXXX-XXXX`. */
export function formatCertificateCode(code: string): string {
  return code.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? code;
}

/**
 * What was typed as the stored code, or null when it cannot be one (so a lookup can refuse it
 * without a query).
 */
export function normalizeCertificateCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== CERTIFICATE_CODE_LENGTH) return null;
  return [...code].every((char) => CERTIFICATE_CODE_ALPHABET.includes(char)) ? code : null;
}

/** Makes a new code from random bytes (one byte per character; 32 divides 256, so no bias). */
export function certificateCodeFrom(random: Uint8Array): string {
  if (random.length < CERTIFICATE_CODE_LENGTH) throw new Error('Not enough random bytes');
  return [...random.subarray(0, CERTIFICATE_CODE_LENGTH)]
    .map((byte) => CERTIFICATE_CODE_ALPHABET[byte % CERTIFICATE_CODE_ALPHABET.length])
    .join('');
}

/** Guessing codes at /verify: wrong codes per address and window, as join tokens are limited. */
export const CERTIFICATE_LIMITS = {
  codeMisses: { max: 20, windowMs: 15 * 60 * 1000 },
} as const;

/** The certificate's file name, from the course's title: `praying-the-psalms-certificate.pdf`. */
export function certificateFileName(courseTitle: string): string {
  const slug = courseTitle
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${slug ? `${slug}-` : ''}certificate.pdf`;
}

/** The date a certificate states, as on the PDF and the pages: "May 3, 2026" (UTC). */
export function certificateDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
