/**
 * Spec literals of the other marketing pages (SPEC §2.4, §4, §9): About, Schools, Parishes and
 * Pricing. Numbers stay in common/constants.ts; plan names are in PRICING_PLANS.
 */

import { GET_STARTED_MODAL } from './site';

/** SPEC §2.4: the two Parishes tool cards, their audiences and where they lead. */
export const PARISH_TOOLS = {
  classrooms: { audience: '3rd-8th Grade', name: GET_STARTED_MODAL.classrooms.heading },
  courses: { audience: 'Young adults', name: GET_STARTED_MODAL.courses.heading },
} as const;

/** SPEC §2.4 and §4: the pricing page's monthly/annual toggle. */
export const BILLING_PERIOD_LABELS = {
  monthly: 'Monthly',
  annual: 'Annual',
} as const;

/**
 * The About page's interview video (SPEC §2.4 'an interview video link'), played from the
 * privacy-enhanced YouTube host that the page CSP allows in frames. The id is set here once;
 * replace it with the published interview's id when the video is uploaded.
 */
export const ABOUT_INTERVIEW = {
  videoId: 'lectioStory',
  embedHost: 'https://www.youtube-nocookie.com',
} as const;

export const interviewEmbedUrl = (videoId: string = ABOUT_INTERVIEW.videoId) =>
  `${ABOUT_INTERVIEW.embedHost}/embed/${encodeURIComponent(videoId)}?rel=0`;
