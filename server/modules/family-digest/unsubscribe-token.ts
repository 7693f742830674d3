import { isValidSignature, signSubject } from '../../lib/tokens';

/**
 * The digest's unsubscribe links are signed with the same key as notification email's
 * (notifications/unsubscribe-token.ts, kept in app_meta) under their own subject, so a
 * notification link can never turn the digest off, nor the other way round.
 */
const subjectOf = (parentId: string) => `unsubscribe:family-digest:${parentId}`;

/** `d.<parentId>.<signature>`: whose weekly family digest a link turns off. */
export function digestUnsubscribeToken(key: string, parentId: string): string {
  return `d.${parentId}.${signSubject(key, subjectOf(parentId))}`;
}

/** The parent a token was signed for, or null for anything tampered with or malformed. */
export function readDigestUnsubscribeToken(key: string, token: unknown): string | null {
  if (typeof token !== 'string') return null;
  const match = /^d\.([A-Za-z0-9-]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, parentId, signature] = match as unknown as [string, string, string];
  return isValidSignature(key, subjectOf(parentId), signature) ? parentId : null;
}
