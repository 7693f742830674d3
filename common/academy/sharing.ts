import { COURSE_LIMITS } from './courses';

/** Sharing's own numbers (issue 13, point 6); the course's are COURSE_LIMITS. */
export const SHARING_LIMITS = {
  /** Addresses one invitation form sends at once. */
  invitesPerRequest: 50,
  seatLimitMax: COURSE_LIMITS.seatLimitMax,
  /**
   * A person declined once may ask again once: the second decline is final (the instructor
   * can still invite them by email).
   */
  requestsAfterDecline: 1,
  /** Wrong join or invitation tokens allowed per IP address and window: typos, not guesses. */
  tokenMisses: { max: 20, windowMs: 15 * 60 * 1000 },
} as const;

/**
 * What a join link's page can show. 'open': it can be used; the others each have their own
 * page with a way forward ('dead' for an unknown or regenerated link, 'closed' for a draft or
 * archived course).
 */
export const JOIN_LINK_STATES = ['open', 'expired', 'full', 'closed'] as const;
export type JoinLinkState = (typeof JOIN_LINK_STATES)[number];

/** What a join or an invitation made of the caller: in the course, or waiting for approval. */
export const JOIN_OUTCOMES = ['active', 'pending'] as const;
export type JoinOutcome = (typeof JOIN_OUTCOMES)[number];

/** An invitation's state as the instructor's list shows it. */
export const INVITE_STATES = ['waiting', 'accepted', 'expired', 'revoked'] as const;
export type InviteState = (typeof INVITE_STATES)[number];
