import { COURSE_CATEGORIES, COURSE_LIMITS } from './courses';

/**
 * The course builder's API messages (issue 13, points 4 to 8): every refusal the builder's
 * routes send, in one place for the server, the pages and the tests.
 */
export const BUILDER_MESSAGES = {
  titleRequired: 'Enter a title.',
  titleTooLong: `Keep the title to ${COURSE_LIMITS.title} characters.`,
  subtitleTooLong: `Keep the subtitle to ${COURSE_LIMITS.subtitle} characters.`,
  descriptionTooLong: `Keep the description to ${COURSE_LIMITS.descriptionHtml} characters.`,
  categoryInvalid: `Choose a category: ${Object.values(COURSE_CATEGORIES).join(', ')}.`,
  statusInvalid: 'Choose draft, published or archived.',
  visibilityInvalid: 'Choose public, unlisted or private.',
  completionInvalid: 'The completion rule is a percentage from 1 to 100.',
  formerPostsInvalid: 'Choose whether former participants’ posts stay or are removed.',
  nothingToChange: 'Send at least one change.',
  idInvalid: 'This id is not valid.',
  /** A client-chosen id (double-click safety) already names another record. */
  idTaken: 'This id is already used by something else. Reload the page and try again.',
  publishNeedsContent:
    'Add at least one lesson with some content before publishing: participants would find an empty course.',
  archivedFirstRestore: 'Restore this archived course to a draft before publishing it again.',
  releaseModeInvalid: 'Choose when it opens: at once, on a date, or days after joining.',
  releaseDateRequired: 'Choose the date it opens (YYYY-MM-DD).',
  releaseDaysInvalid: `Days after joining is a whole number from 1 to ${COURSE_LIMITS.releaseDaysMax}.`,
  chapterNotFound: 'This chapter was not found. Reload the outline.',
  lessonNotFound: 'This lesson was not found. Reload the outline.',
  tooManyChapters: `A course has at most ${COURSE_LIMITS.chaptersPerCourse} chapters.`,
  tooManyLessons: `A chapter has at most ${COURSE_LIMITS.lessonsPerChapter} lessons.`,
  orderMismatch:
    'The outline changed while you were moving things (someone else may be editing). Reload it and try again.',
  staleLesson:
    'Someone else saved this lesson after you opened it. Reload to see their version; copy your changes first if you need them.',
  updatedAtRequired: 'Send the lesson’s updatedAt from when you opened it.',
  fileNotYours:
    'This file is not one of your uploads. Upload it again from this lesson and try once more.',
  fileNotReady: 'This upload has not finished yet. Wait until it is done, then save again.',
  fileNotFound: 'This file was not found.',
  uploadNotFound: 'This upload was not found. Upload the file again.',
  targetNotFound: 'That course or chapter was not found among the courses you teach.',
  coInstructorNotFound:
    'No instructor account uses this email. Ask them to sign up as an instructor at /auth/signup/teacher, then add them again.',
  coInstructorIsOwner: 'This is the course’s owner: they already teach it.',
  coInstructorIsYou: 'You already teach this course.',
  tooManyCoInstructorLookups:
    'Too many addresses without an instructor account. Wait an hour, then try again.',
  ownerCannotBeRemoved: 'The course’s owner cannot be removed.',
  onlyOwnerRemoves:
    'Only the course’s owner can remove another instructor. You can leave yourself.',
  memberNotFound: 'This instructor was not found in the course.',
} as const;
