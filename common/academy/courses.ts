/**
 * The Academy's course vocabulary (issue 13): one source for the server, the schemas and the
 * pages.
 */
export const COURSE_CATEGORIES = {
  sacraments: 'Sacraments',
  scripture: 'Scripture',
  prayer: 'Prayer',
  ministry: 'Ministry',
  formation: 'Faith formation',
} as const;
export type CourseCategory = keyof typeof COURSE_CATEGORIES;
export const COURSE_CATEGORY_KEYS = Object.keys(COURSE_CATEGORIES) as [
  CourseCategory,
  ...CourseCategory[],
];

/** A draft is the instructor's alone; a published course can be joined; archived is closed. */
export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/**
 * Public: listed on the Academy home, anyone signed in joins. Unlisted: only with the link.
 * Private: with the link, the instructor approves each join, or invites by email (SPEC §1:
 * "Programs can be private").
 */
export const COURSE_VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type CourseVisibility = (typeof COURSE_VISIBILITIES)[number];

/** How many courses the public catalogue answers at most, newest first. */
export const CATALOGUE_LIMIT = 60;
