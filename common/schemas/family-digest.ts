import { z } from 'zod';

/**
 * The weekly family digest's API (issue 12, point 3): a parent's own setting (signed in), and
 * the one-click unsubscribe of the digest email (RFC 8058), authorised by its signed token only.
 */
const base = '/api/family_digest';

export const FAMILY_DIGEST_API = {
  /** GET: whether the signed-in parent gets the digest; PUT `{ enabled }` changes it. */
  setting: `${base}/setting`,
  /** `?t=` the signed token: POST turns the digest off (no cookies, no Origin); GET never does. */
  unsubscribe: `${base}/unsubscribe`,
} as const;

export const familyDigestSettingSchema = z.object({ enabled: z.boolean() }).strict();
export type FamilyDigestSetting = z.infer<typeof familyDigestSettingSchema>;

/** The unsubscribe token (`?t=`), signed by the server; anything else is refused. */
export const digestUnsubscribeQuerySchema = z.object({ t: z.string().max(200).optional() });
/** A mail client posts `List-Unsubscribe=One-Click` as a form; the confirm page posts `{}`. */
export const digestUnsubscribeBodySchema = z
  .object({ 'List-Unsubscribe': z.string().max(40).optional() })
  .describe('The RFC 8058 form field, or an empty JSON object');
export const digestUnsubscribeAnswerSchema = z.object({
  /** True once the digest is off (GET only reports; it never changes anything). */
  unsubscribed: z.boolean(),
});
export type DigestUnsubscribeAnswer = z.infer<typeof digestUnsubscribeAnswerSchema>;
