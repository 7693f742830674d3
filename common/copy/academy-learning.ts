import { LECTIO_DIVINA_STEPS, type LectioDivinaStep } from '../academy/blocks';

/**
 * The words of the Academy's learning pages (issue 13, points 7, 9 and 10): My courses, the
 * course home and the lesson page.
 */

/** Release dates are days in UTC (a date rule opens at 00:00 UTC), shown as "3 December 2026". */
const OPENS_ON = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
export const formatOpensOn = (iso: string) => OPENS_ON.format(new Date(iso));

export const MY_COURSES = {
  title: 'My courses',
  loading: 'Loading your courses…',
  loadFailed: 'Your courses could not be loaded.',
  pendingHeading: 'Waiting for approval',
  pendingBody: 'The instructor will approve your request to join. You will see the course here.',
  emptyTitle: 'You have not joined a course yet',
  emptyBody:
    'Courses are joined with a link from your parish, school or instructor. Open the link you were given, or browse the open courses.',
  browse: 'Browse open courses',
  continue: 'Continue',
  start: 'Start',
  review: 'Review course',
  progress: (percent: number) => `${percent}% complete`,
  lessonsDone: (done: number, total: number) =>
    `${done} of ${total} ${total === 1 ? 'lesson' : 'lessons'} completed`,
} as const;

export const COURSE_HOME = {
  metaTitle: 'Course',
  loading: 'Loading the course…',
  loadFailed: 'The course could not be loaded.',
  notFound: 'This course was not found, or you are not a member of it.',
  backToMyCourses: 'My courses',
  byInstructor: (name: string) => `With ${name}`,
  progressLabel: 'Course progress',
  continue: 'Continue where I left off',
  start: 'Start the course',
  allDone: 'You have completed every open lesson.',
  nextUnlock: (iso: string) => `Next lesson opens on ${formatOpensOn(iso)}`,
  outlineHeading: 'Chapters and lessons',
  completed: 'Completed',
  open: 'Open',
  locked: 'Locked',
  opensOn: (iso: string) => `Opens ${formatOpensOn(iso)}`,
  opensAfter: (title: string) => `Opens after you finish “${title}”`,
  opensAfterPrevious: 'Opens after you finish the previous lesson',
  emptyChapter: 'No lessons in this chapter yet.',
  emptyCourse: 'This course has no lessons yet.',
  previewBanner: 'You are previewing as a participant.',
  previewHint: 'Everything is open to you; participants see each rule below.',
  backToBuilder: 'Back to the builder',
  rule: {
    immediate: 'Opens at once',
    date: (day: string) => `Opens ${formatOpensOn(`${day}T00:00:00.000Z`)}`,
    afterJoin: (days: number) => `Opens ${days} ${days === 1 ? 'day' : 'days'} after joining`,
    requiresPrevious: 'after the previous lesson',
  },
} as const;

export const LESSON_PAGE = {
  lessonMetaTitle: 'Lesson',
  loading: 'Loading the lesson…',
  loadFailed: 'The lesson could not be loaded.',
  notFound: 'This lesson was not found.',
  lockedTitle: 'This lesson is not open yet',
  backToCourse: 'Back to the course',
  chapter: (title: string) => `Chapter: ${title}`,
  previous: 'Previous lesson',
  next: 'Next lesson',
  nextLocked: 'Next lesson (locked)',
  completionLabel: 'Your progress in this lesson',
  markComplete: 'Mark complete',
  markHint: 'Finished this lesson? Mark it complete to keep your place.',
  handInThenMark: 'Hand in your reflection above; then you can mark this lesson complete.',
  markNotComplete: 'Mark as not complete',
  completed: 'Completed',
  saving: 'Saving…',
  saveFailed: 'That did not save. Check your connection and try again.',
  completesByVideo: 'This lesson completes by itself when you have watched 90 % of the video.',
  completesByVideoAndReflection:
    'This lesson completes by itself when you have watched 90 % of the video and handed in your reflection.',
  watched: (percent: number) => `${percent}% watched`,
  videoWatchedHandIn: '✓ Video watched. Hand in your reflection to complete the lesson.',
  previewNote: 'Previewing: your progress is not recorded.',
  scriptureLabel: 'Scripture',
  videoPlay: (title: string) => `Play the video: ${title}`,
  videoLinkNote: 'The video opens from its provider when you press play.',
  download: 'Download',
  fileSize: (kind: string, size: string) => `${kind} · ${size}`,
} as const;

export const LECTIO_DIVINA = {
  heading: 'Lectio Divina',
  intro: 'A guided prayer over this passage in four steps. Go at your own pace.',
  stepOf: (index: number, total: number) => `Step ${index} of ${total}`,
  steps: {
    read: {
      title: 'Read',
      guidance:
        'Read the passage slowly, perhaps aloud. Notice a word or phrase that stays with you.',
    },
    reflect: {
      title: 'Reflect',
      guidance: 'Read it again. Turn the word over gently: what is God saying to you through it?',
    },
    respond: {
      title: 'Respond',
      guidance: 'Speak to God in your own words: thanks, sorrow, a request, or simply love.',
    },
    rest: {
      title: 'Rest',
      guidance: 'Let the words go and rest quietly in God’s presence.',
    },
  } satisfies Record<LectioDivinaStep, { title: string; guidance: string }>,
  previous: 'Previous step',
  next: 'Next step',
  finish: 'Amen',
  finished: 'You have prayed all four steps. You may begin again whenever you wish.',
  again: 'Pray again',
  timerLabel: (minutes: number) =>
    `Suggested time: ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
  startTimer: 'Start timer',
  pauseTimer: 'Pause timer',
  resumeTimer: 'Resume timer',
  resetTimer: 'Reset timer',
  remaining: (text: string) => `${text} remaining`,
  timeUp: 'The suggested time for this step has passed. Move on when you are ready.',
} as const;

export const LECTIO_DIVINA_STEP_COUNT = LECTIO_DIVINA_STEPS.length;
