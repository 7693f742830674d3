import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque bearer secret: 256 random bits, base64url (sessions, email codes). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
export const DAY_MS = 24 * 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;

/** HMAC-SHA256 of `subject` under `key`, base64url: a signature links can carry. */
export function signSubject(key: string, subject: string): string {
  return createHmac('sha256', key).update(subject).digest('base64url');
}

/** Constant-time check of a signature of `subject` (any other length or type is simply wrong). */
export function isValidSignature(key: string, subject: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(signSubject(key, subject));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
