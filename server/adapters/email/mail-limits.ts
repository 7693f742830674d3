import { createHash } from 'node:crypto';

/** The part of the shared rate-limit store (plugins/rate-limit-store.ts) that mail needs. */
export interface MailCounterStore {
  /** Counts one email in the fixed window of `windowMs` around `now`; answers the new count. */
  hit(key: string, windowMs: number, now: number): Promise<number>;
}

/** Every email the server sends, by template. The name is stored with each queued email. */
export type TemplateName =
  | 'confirm-email'
  | 'reset-password'
  | 'signup-attempt'
  | 'second-email-notice'
  | 'password-changed'
  | 'parent-invitation'
  | 'co-teacher-added'
  | 'deletion-request'
  | 'deletion-done'
  | 'order-confirmation'
  | 'order-shipped'
  | 'notification'
  | 'notification-digest'
  // Checkout (issue 12): an order's link, sent to the address typed into the order lookup.
  | 'order-lookup'
  // Issue 12, digest part.
  | 'family-digest'
  // staff-desk (issue 12)
  | 'order-refunded'
  | 'refund-failed'
  // Academy accounts (issue 13): a participant aged 13 to 17 asks a guardian, who consents.
  | 'guardian-consent'
  | 'guardian-consented'
  // Course sharing (issue 13): an instructor's invitation; the answer to a request to join.
  | 'course-invite'
  | 'course-join-answered'
  // The course builder (issue 13, point 8): an instructor is added to a colleague's course.
  | 'co-instructor-added'
  // Billing (issue 16): an overdue invoice's reminder at 7, 14 and 21 days.
  | 'billing-reminder'
  // A school's billing account (issue 16, point 1): a manager invites a teacher.
  | 'school-invitation'
  // Billing (issue 16, point 3): 30 days before a paused account's locked-out students go.
  | 'paused-deletion-notice'
  // Safe chat (issue 17): the care flag to the safeguarding lead; an unread message.
  | 'care-flag'
  | 'chat-unread';

/** How many emails of one template one recipient, and one requesting address, may cause. */
export interface MailLimit {
  windowMs: number;
  perRecipient: number;
  /** Higher: a whole school (its teachers signing up, its parents invited) shares one address. */
  perAddress: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** Mail anyone can cause to any address: typing it into a form is enough. */
const ON_REQUEST: MailLimit = { windowMs: HOUR_MS, perRecipient: 3, perAddress: 100 };

/**
 * Course invitations (issue 13): a recipient hears from one course's invitations a few times
 * an hour at most; one instructor's address may invite a parish's worth (4 forms of 50).
 */
const COURSE_INVITES: MailLimit = { windowMs: HOUR_MS, perRecipient: 3, perAddress: 200 };

/**
 * The limits of each template (issue 15, point 11). Without limits, the forms that send mail
 * would let anyone flood an inbox through Lectio. `null` templates are not limited: they follow
 * from something that is bounded already and that the recipient must hear about (a password
 * change the owner made with a link only they received, a paid order, a shipped order, a
 * deletion request or its completion), and dropping one would lose that news.
 */
export const MAIL_LIMITS: Record<TemplateName, MailLimit | null> = {
  'confirm-email': ON_REQUEST,
  'reset-password': ON_REQUEST,
  'signup-attempt': ON_REQUEST,
  'second-email-notice': ON_REQUEST,
  // Sent by a signed-in teacher to an address they type (the parent) or pick (a colleague).
  'parent-invitation': ON_REQUEST,
  'co-teacher-added': ON_REQUEST,
  'co-instructor-added': ON_REQUEST,
  'password-changed': null,
  'deletion-request': null,
  'deletion-done': null,
  'order-confirmation': null,
  'order-shipped': null,
  // At most one per batch of notifications and one digest a day, each turned off in one click.
  notification: null,
  'notification-digest': null,
  // Anyone can type an address and a number into the order lookup (issue 12, point 11).
  'order-lookup': ON_REQUEST,
  // Issue 12, digest part: at most one a week per parent (family_digests), off in one click.
  'family-digest': null,
  // staff-desk (issue 12): one per refund, and a refund happens at most twice per order.
  'order-refunded': null,
  // To staff, once per refund the provider reports failed (a webhook event, recorded once).
  'refund-failed': null,
  // Academy accounts (issue 13): anyone can type a guardian's address into the sign-up form.
  'guardian-consent': ON_REQUEST,
  // Follows a guardian's consent through a single-use link: at most one per consent.
  'guardian-consented': null,
  // Anyone can make a course and type addresses into its invitation form (50 at a time).
  'course-invite': COURSE_INVITES,
  // One per request an instructor answers; a person may ask at most twice (SHARING_LIMITS).
  'course-join-answered': null,
  // Billing (issue 16): at most three per invoice (billing_reminders' key).
  'billing-reminder': null,
  // A manager types the addresses of their school's teachers, as a course's instructor does.
  'school-invitation': COURSE_INVITES,
  // Once per pause and manager (billing_pause_retention's claim), and it must not be lost.
  'paused-deletion-notice': null,
  // A child's safety: never dropped. Bounded by the messages the class's members write.
  'care-flag': null,
  // At most one per conversation and unread stretch (chat_members.emailed_through), off in one click.
  'chat-unread': null,
};

/** Which limit stopped an email, or null when it may be sent. */
export type MailRefusal = 'address' | 'recipient' | null;

/** The recipient, hashed: short enough for any key, and no email address kept in clear. */
const recipientDigest = (recipient: string) =>
  createHash('sha256').update(recipient.trim().toLowerCase()).digest('hex');

/**
 * Counts one email of `template` to `recipient`, caused from `address` (the requesting IP; none
 * for the server's own jobs), in the shared rate-limit store. The address is counted first, so
 * a requester over their ceiling does not use up the recipient's allowance as well. Counting
 * and comparing in one step keeps the limit exact under concurrent requests.
 */
export async function countMail(
  store: MailCounterStore,
  template: TemplateName,
  recipient: string,
  address: string | undefined,
  now: number,
  limits: Record<TemplateName, MailLimit | null> = MAIL_LIMITS,
): Promise<MailRefusal> {
  const limit = limits[template];
  if (!limit) return null;
  if (address !== undefined) {
    const count = await store.hit(`mail:${template}:ip:${address}`, limit.windowMs, now);
    if (count > limit.perAddress) return 'address';
  }
  const key = `mail:${template}:to:${recipientDigest(recipient)}`;
  const count = await store.hit(key, limit.windowMs, now);
  return count > limit.perRecipient ? 'recipient' : null;
}
