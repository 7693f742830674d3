import type { CourseStatus, CourseVisibility, ReleaseMode } from '../academy/courses';

/**
 * The words of the Academy's signed-in pages and course builder (issue 13, points 4 to 8):
 * one source for the pages and the browser tests.
 */
export const ACADEMY_APP_COPY = {
  nav: 'Academy',
  teaching: 'Teaching',
  learning: 'My courses',
  account: 'Account',
  accountMenu: (name: string) => `Account: ${name}`,
  logOut: 'Log out',
  skip: 'Skip to content',
  loading: 'Loading your account',
} as const;

export const COURSE_STATUS_LABELS: Record<CourseStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

export const VISIBILITY_COPY: Record<CourseVisibility, { label: string; explain: string }> = {
  public: {
    label: 'Public',
    explain: 'Listed on the Academy’s home page; anyone signed in can join.',
  },
  unlisted: {
    label: 'Unlisted',
    explain: 'Not listed anywhere; only people with the join link can join.',
  },
  private: {
    label: 'Private',
    explain: 'Only with the join link or an email invitation, and you approve each person.',
  },
};

export const RELEASE_COPY: Record<ReleaseMode, string> = {
  immediate: 'Open at once',
  date: 'Opens on a date',
  afterJoin: 'Opens some days after joining',
};

export const COURSE_LIST_COPY = {
  title: 'Your courses',
  intro: 'Build a course of chapters and lessons, publish it, and share its join link.',
  newCourse: 'New course',
  loading: 'Loading your courses',
  loadFailed: 'Your courses could not be loaded.',
  emptyTitle: 'No courses yet',
  emptyBody:
    'Start with a title and a category. You will add chapters and lessons next, then publish when it is ready. Nobody sees a draft but you and your co-instructors.',
  emptyAction: 'Create your first course',
  coInstructor: 'Co-instructor',
  counts: (chapters: number, lessons: number, participants: number) =>
    `${chapters} ${chapters === 1 ? 'chapter' : 'chapters'} · ${lessons} ${
      lessons === 1 ? 'lesson' : 'lessons'
    } · ${participants} ${participants === 1 ? 'participant' : 'participants'}`,
  updated: (when: string) => `Updated ${when}`,
  newCourseTitle: 'New course',
  newCourseDescription: 'You can change both later in the course’s Details.',
  titleLabel: 'Title',
  titleHint: 'For example: “Praying with Scripture” or “OCIA: week by week”.',
  categoryLabel: 'Category',
  create: 'Create course',
  creating: 'Creating…',
  cancel: 'Cancel',
  createFailed: 'The course could not be created. Check your connection and try again.',
} as const;

export const COURSE_HEADER_COPY = {
  pageTitle: 'Course builder',
  back: 'All courses',
  tabsLabel: 'Course sections',
  outline: 'Outline',
  details: 'Details',
  settings: 'Settings',
  sharing: 'Sharing',
  participants: 'Participants',
  reflections: 'Reflections',
  preview: 'Preview as participant',
  publish: 'Publish',
  unpublish: 'Back to draft',
  restore: 'Restore to draft',
  working: 'Saving…',
  loading: 'Loading the course',
  loadFailed: 'This course could not be loaded.',
  notFound: 'This course was not found, or you do not teach it.',
  published: 'The course is published.',
  /** The next step, offered beside `published`: a link to the Sharing tab. */
  shareNext: 'Share its join link',
  unpublished: 'The course is a draft again: participants no longer see it.',
} as const;

export const OUTLINE_COPY = {
  heading: 'Outline',
  intro:
    'Chapters hold lessons. Move them with the handle: drag it, or press Space on it, then the arrow keys, then Space again.',
  addChapter: 'Add chapter',
  newChapterLabel: 'New chapter title',
  newChapterPlaceholder: 'For example: Listening',
  addLesson: 'Add lesson',
  newLessonLabel: (chapter: string) => `New lesson title in ${chapter}`,
  newLessonPlaceholder: 'For example: The still small voice',
  emptyTitle: 'Start with a chapter',
  emptyBody:
    'A chapter groups lessons, like a week of a programme or a part of a study. Add the first one, then its lessons.',
  noLessons: 'No lessons in this chapter yet. Add the first one below.',
  chapterLabel: (index: number) => `Chapter ${index}`,
  rename: 'Rename',
  renameLabel: (title: string) => `New title for ${title}`,
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  editLesson: (title: string) => `Edit lesson ${title}`,
  releaseButton: 'When it opens',
  releaseFor: (title: string) => `When “${title}” opens`,
  copyLesson: 'Copy to…',
  delete: 'Delete',
  deleteChapterTitle: (title: string) => `Delete chapter “${title}”?`,
  deleteChapterBody: (lessons: number) =>
    lessons === 0
      ? 'The chapter is empty. This cannot be undone.'
      : `Its ${lessons} ${lessons === 1 ? 'lesson goes' : 'lessons go'} with it, with participants’ progress in them. This cannot be undone.`,
  deleteLessonTitle: (title: string) => `Delete lesson “${title}”?`,
  deleteLessonBody:
    'Its content and participants’ progress in it go with it. This cannot be undone.',
  moveHandle: (title: string) => `Move ${title}`,
  picked: (title: string) =>
    `${title} picked up. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.`,
  movedTo: (title: string, position: number, count: number) =>
    `${title}: position ${position} of ${count}.`,
  movedToChapter: (title: string, chapter: string) => `${title} moved to ${chapter}.`,
  dropped: (title: string) => `${title} dropped.`,
  cancelled: (title: string) => `Move of ${title} cancelled.`,
  saveFailed: 'The change could not be saved. Check your connection and try again.',
  duplicate: 'Duplicate course',
  duplicating: 'Duplicating…',
  duplicated: 'A copy was made as a new draft.',
  openCopy: 'Open the copy',
  blocks: (count: number) => (count === 1 ? '1 block' : `${count} blocks`),
  emptyLesson: 'No content yet',
  opens: {
    immediate: '',
    date: (date: string) => `Opens ${date}`,
    afterJoin: (days: number) => `Opens ${days} ${days === 1 ? 'day' : 'days'} after joining`,
  },
  requiresPrevious: 'After the previous lesson',
} as const;

export const RELEASE_FORM_COPY = {
  legend: 'Opens',
  dateLabel: 'Date it opens',
  daysLabel: 'Days after joining',
  requiresPrevious: 'Participants must complete the previous lesson first',
  save: 'Save',
  cancel: 'Cancel',
} as const;

export const COPY_LESSON_COPY = {
  title: (lesson: string) => `Copy “${lesson}” to another course`,
  description: 'The copy goes to the end of the chapter you choose. This lesson stays as it is.',
  courseLabel: 'Course',
  chapterLabel: 'Chapter',
  noChapters: 'This course has no chapters yet. Add one in its outline first.',
  copy: 'Copy lesson',
  copied: (course: string) => `Copied to ${course}.`,
  cancel: 'Cancel',
} as const;

export const DETAILS_COPY = {
  heading: 'Details',
  intro: 'What participants see on the course’s page.',
  title: 'Title',
  subtitle: 'Subtitle',
  subtitleHint: 'One line under the title.',
  description: 'Description',
  descriptionHint: 'What the course is about, who it is for, and how long it takes.',
  category: 'Category',
  cover: 'Cover image',
  coverHint: 'A wide picture (PNG, JPEG or WebP) shown on the course’s page and card.',
  coverNone: 'No cover yet.',
  removeCover: 'Remove cover',
  coverAlt: 'The course’s cover',
  save: 'Save details',
  saving: 'Saving…',
  saved: 'Details saved.',
  unsaved: 'Unsaved changes: save the details to keep them.',
} as const;

export const SETTINGS_COPY = {
  heading: 'Settings',
  visibility: 'Who can join',
  completion: 'Completion rule',
  completionLabel: 'Percentage of lessons to complete',
  completionHint:
    'A participant completes the course (and gets a certificate) at this share of lessons completed, with their reflections accepted.',
  formerPosts: 'When a participant leaves',
  formerPostsOptions: {
    former: 'Keep their board posts, shown as “Former participant”',
    remove: 'Remove their board posts',
  },
  save: 'Save settings',
  saving: 'Saving…',
  saved: 'Settings saved.',
  unsaved: 'Unsaved changes: save the settings to keep them.',
  team: 'Instructors',
  teamIntro:
    'Co-instructors can do everything you can, except delete the course. They need an instructor account.',
  owner: 'Owner',
  coInstructor: 'Co-instructor',
  you: '(you)',
  addEmail: 'Instructor’s email',
  add: 'Add co-instructor',
  added: (email: string) => `${email} now teaches this course and was told by email.`,
  remove: 'Remove',
  leave: 'Leave course',
  removeTitle: (name: string) => `Remove ${name}?`,
  removeBody: 'They will no longer see or edit this course. You can add them again later.',
  leaveTitle: 'Leave this course?',
  leaveBody: 'You will no longer see or edit it. The owner can add you again.',
  status: 'Archive',
  archiveIntro:
    'Archiving closes the course: participants keep reading it, nobody new can join, and it leaves the catalogue.',
  archive: 'Archive course',
  restore: 'Restore to draft',
  archiveTitle: 'Archive this course?',
  archiveBody: 'Nobody new can join. You can restore it later.',
  danger: 'Delete course',
  deleteIntro:
    'Deleting removes the course, its lessons, its participants’ progress, reflections and posts, for good.',
  deleteOwnerOnly: 'Only the course’s owner can delete it.',
  delete: 'Delete this course',
  deleteTitle: 'Delete this course for good?',
  deleteBody: (title: string) =>
    `Everything in it goes, for everyone. Type the course title “${title}” to confirm.`,
  deleteLabel: 'Course title',
  deleteMismatch: 'Type the course title exactly as it is shown.',
  deleteConfirm: 'Delete for good',
  cancel: 'Cancel',
  failed: 'That did not work. Check your connection and try again.',
} as const;

export const LESSON_EDITOR_COPY = {
  pageTitle: 'Lesson editor',
  back: 'Back to the outline',
  loading: 'Loading the lesson',
  loadFailed: 'This lesson could not be loaded.',
  title: 'Lesson title',
  blocksHeading: 'Content',
  emptyTitle: 'This lesson is empty',
  emptyBody:
    'Add blocks in the order participants should meet them: for example a passage, a short video, then reflection prompts.',
  addBlock: 'Add a block',
  addLabel: 'Add block:',
  moveUp: 'Move up',
  moveDown: 'Move down',
  blockPosition: (label: string, index: number, count: number) =>
    `${label}, block ${index} of ${count}`,
  remove: 'Remove',
  removed: (label: string) => `${label} removed.`,
  undo: 'Undo',
  saving: 'Saving…',
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  failed: 'Not saved.',
  retry: 'Retry',
  stale:
    'Someone else saved this lesson after you opened it, so your latest changes were not saved.',
  staleReload: 'Load their version',
  staleKeep: 'Keep mine and save over it',
  invalid: 'Not saved: fix the marked block.',
  preview: 'Preview as participant',
  text: { label: 'Text', toolbar: 'Text formatting' },
  scripture: {
    reference: 'Reference',
    referenceHint: 'For example: John 1:1-5',
    translation: 'Translation',
    text: 'Passage',
  },
  image: {
    upload: 'Image file',
    alt: 'Describe the image (alt text)',
    altHint: 'What someone who cannot see it should know.',
    caption: 'Caption (optional)',
    chosen: 'Image chosen',
  },
  video: {
    source: 'Video source',
    upload: 'Upload a video',
    link: 'Link to YouTube or Vimeo',
    file: 'Video file',
    url: 'Video link',
    urlHint: 'Shown as a click-to-load preview: nothing loads from the provider until played.',
    title: 'Video title',
    ready: 'Video uploaded',
  },
  attachment: { upload: 'File (PDF, document, slides, spreadsheet)', name: 'Name shown' },
  prompts: {
    legend: 'Reflection prompts',
    prompt: (index: number) => `Prompt ${index}`,
    add: 'Add prompt',
    remove: 'Remove prompt',
  },
  lectio: {
    intro:
      'A guided prayer over the passage in four steps. Leave a step’s guidance empty to use the gentle default.',
    guidance: (step: string) => `${step}: guidance (optional)`,
    minutes: (step: string) => `${step}: minutes (optional)`,
  },
} as const;
