import type { ParticipantFilter } from '../schemas/academy-dashboard';

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
