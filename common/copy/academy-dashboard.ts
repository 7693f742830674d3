import type { ParticipantFilter } from '../schemas/academy-dashboard';
import { formatOpensOn } from './academy-learning';

/** The instructors' participants dashboard (issue 13, point 13). */
export const DASHBOARD_COPY = {
  title: 'Participants',
  intro: 'Each participant’s progress, last visit and reflections waiting for you.',
  loading: 'Loading participants',
  loadFailed: 'The participants could not be loaded.',
  filters: {
    all: 'All',
    waiting: 'Reflections waiting',
    notStarted: 'Not started',
    inProgress: 'In progress',
    completed: 'Completed',
    inactive: 'Inactive 14 days',
  } satisfies Record<ParticipantFilter, string>,
  filterLabel: 'Show',
  searchLabel: 'Search by name or email',
  search: 'Search',
  sortLabel: 'Sort by',
  sorts: {
    name: 'Name',
    progress: 'Progress',
    activity: 'Last activity',
    waiting: 'Reflections waiting',
  },
  columns: {
    name: 'Participant',
    progress: 'Progress',
    lastActivity: 'Last activity',
    waiting: 'Waiting',
    accepted: 'Accepted',
  },
  never: 'Not yet',
  lessons: (done: number, total: number) => `${done} of ${total} lessons`,
  exportCsv: 'Export progress (CSV)',
  emptyTitle: 'No participants yet',
  emptyBody: 'Share the course’s join link from Sharing; participants appear here as they join.',
  noneMatch: 'No participants match.',
  clearFilters: 'Show everyone',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  certificate: 'Certificate issued',
} as const;

/**
 * "Unlock a lesson…" on the participants dashboard (issue 13, point 7): an instructor opens a
 * locked chapter or lesson for one participant, or locks it again.
 */
export const UNLOCK_COPY = {
  open: 'Unlock a lesson…',
  openFor: (name: string) => ` for ${name}`,
  title: (name: string) => `Unlock a lesson for ${name}`,
  description:
    'Open a chapter or lesson early for this participant only. Everyone else keeps the course’s schedule.',
  loading: 'Loading the course’s lessons',
  loadFailed: 'The lessons could not be loaded.',
  listLabel: 'Locked chapters and lessons',
  nothingLocked: (name: string) => `Everything in this course is open for ${name}.`,
  chapter: 'Whole chapter',
  inChapter: (title: string) => `In “${title}”`,
  opensOn: (iso: string) => `Opens ${formatOpensOn(iso)}`,
  afterPrevious: 'Opens after the previous lesson is completed',
  opensOnAfterPrevious: (iso: string) =>
    `Opens ${formatOpensOn(iso)}, after the previous lesson is completed`,
  locked: 'Locked',
  unlockedFor: (name: string) => `Unlocked for ${name}`,
  unlock: 'Unlock',
  lockAgain: 'Lock again',
  /** Visually hidden after the button's word, so each button names its item. */
  itemName: (title: string) => ` “${title}”`,
  unlocked: (title: string, name: string) => `“${title}” is open for ${name} now.`,
  lockedAgain: (title: string, name: string) =>
    `“${title}” is locked again for ${name}; it follows the course’s schedule.`,
  failed: 'That did not work. Check your connection and try again.',
  close: 'Done',
} as const;

/** The CSV export's columns and file name. */
export const PARTICIPANTS_CSV = {
  name: 'Name',
  email: 'Email',
  joined: 'Joined',
  lastActivity: 'Last activity',
  completed: 'Lessons completed',
  lessons: 'Lessons in course',
  progress: 'Progress (%)',
  waiting: 'Reflections waiting',
  accepted: 'Reflections accepted',
  fileName: (courseTitle: string, date: string) =>
    `${courseTitle.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'course'}-progress-${date}.csv`,
} as const;
