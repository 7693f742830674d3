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

/** Who a course member is: a co-instructor (the owner is the course's) or a participant. */
export const COURSE_MEMBER_ROLES = ['instructor', 'participant'] as const;
export type CourseMemberRole = (typeof COURSE_MEMBER_ROLES)[number];

/**
 * A membership's state. 'pending' waits for an instructor's approval (private courses);
 * 'declined' was refused (the person may ask once more, see SHARING_LIMITS); 'left' and
 * 'removed' keep the row so the course's history (reflections, posts) stays whole.
 */
export const COURSE_MEMBER_STATUSES = ['pending', 'active', 'declined', 'left', 'removed'] as const;
export type CourseMemberStatus = (typeof COURSE_MEMBER_STATUSES)[number];

/**
 * How a chapter or lesson opens (issue 13, point 7): at once, on a date (00:00 UTC of that
 * day), or a number of days after the participant joined.
 */
export const RELEASE_MODES = ['immediate', 'date', 'afterJoin'] as const;
export type ReleaseMode = (typeof RELEASE_MODES)[number];

/** What a former participant's board posts become: kept as "Former participant", or removed. */
export const FORMER_POSTS_RULES = ['former', 'remove'] as const;
export type FormerPostsRule = (typeof FORMER_POSTS_RULES)[number];

/** Every length and count of a course's structure. */
export const COURSE_LIMITS = {
  title: 120,
  subtitle: 200,
  descriptionHtml: 20_000,
  chaptersPerCourse: 40,
  lessonsPerChapter: 40,
  releaseDaysMax: 365,
  seatLimitMax: 10_000,
  /** Bytes of randomness in a join link's token: 192 bits, above the 128 the issue asks. */
  joinTokenBytes: 24,
  /** Days an emailed invitation stays valid. */
  inviteDays: 14,
} as const;

/** Who may act on a course: its owner, a co-instructor, or a participant. */
export type CourseRole = 'owner' | 'instructor' | 'participant';
