import { createHash, randomBytes } from 'node:crypto';

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
