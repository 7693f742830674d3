import type { ProgressState } from '../classroom/progress';
import { formatSchoolDay } from '../classroom/school-days';

/**
 * The teacher's overview (issue 11, points 4, 7 and 9): dashboard, a class's Activities tab
 * and the gradebook. One home for their words, shared by the screens and the CSV export.
 */

/** Each progress state in words: on screen beside its colour, and in the CSV. */
export const PROGRESS_LABELS: Record<ProgressState, string> = {
  not_started: 'Not started',
  writing: 'Writing',
  handed_in: 'Handed in',
  returned: 'Returned',
  approved: 'Approved',
  archived: 'Archived',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The frame of the overview's pages: the logo leads to the dashboard. */
export const OVERVIEW_FRAME = {
  home: 'Lectio: your teacher dashboard',
  area: 'Teacher area',
  backToClass: 'Back to the class',
} as const;

export const DASHBOARD_COPY = {
  title: 'Dashboard',
  greeting: (firstName: string) => `Welcome back, ${firstName}`,
  intro: 'What needs you today across your classes.',
  loading: 'Loading your dashboard…',
  failed: 'We could not load your dashboard. Check your connection and try again.',
  classesTitle: 'Your classes',
  allClasses: 'All classes',
  students: (count: number) => plural(count, 'student', 'students'),
  openActivities: (count: number) => plural(count, 'open activity', 'open activities'),
  toReview: (count: number) => `${count} to review`,
  waitingToJoin: (count: number) => `${count} waiting to join`,
  coTeaching: 'Co-teaching',
  noClassesTitle: 'No classes yet — create your first class',
  noClassesBody:
    'Add a class, then your students. Their hand-ins, due dates and activity will show up here.',
  createClass: 'Create a class',
  reviewTitle: 'To review',
  reviewIntro: 'Handed-in work waiting for your feedback, oldest first.',
  reviewEmptyTitle: 'Nothing to review — you’re all caught up',
  reviewEmptyBody: 'When a student hands in work, it will wait for you here.',
  reviewMore: (shown: number, total: number) => `Showing the oldest ${shown} of ${total}.`,
  review: (student: string, activity: string) => `Review ${student}’s ${activity}`,
  revision: 'Revision',
  late: 'Late',
  handedIn: (when: string) => `Handed in ${when}`,
  upcomingTitle: 'Due in the next two weeks',
  upcomingEmptyTitle: 'Nothing due in the next two weeks',
  upcomingEmptyBody: 'Give an activity a due date when you assign it and it will appear here.',
  assignActivity: 'Assign an activity',
  handedInOf: (handedIn: number, assigned: number) => `${handedIn} of ${assigned} handed in`,
  due: (day: string) => `Due ${formatSchoolDay(day)}`,
  recentTitle: 'Recent activity',
  recentEmptyTitle: 'No recent activity',
  recentEmptyBody: 'Hand-ins, revisions and join requests will appear here as they happen.',
  recent: {
    hand_in: (student: string, activity: string) => `${student} handed in ${activity}`,
    revision: (student: string, activity: string) =>
      `${student} handed in a revision of ${activity}`,
    join_request: (student: string) => `${student} asked to join`,
  },
} as const;

export const ACTIVITIES_TAB_COPY = {
  title: 'Activities',
  loading: 'Loading the class’s activities…',
  failed: 'We could not load this class’s activities. Check your connection and try again.',
  emptyTitle: 'No activities assigned to this class yet',
  emptyBody: 'Choose an activity, then assign it to this class or to some of its students.',
  browse: 'Go to your activities',
  opens: (day: string) => `Opens ${formatSchoolDay(day)}`,
  scheduled: 'Scheduled',
  due: (day: string) => `Due ${formatSchoolDay(day)}`,
  noDue: 'No due date',
  chosen: (count: number) => `For ${plural(count, 'chosen student', 'chosen students')}`,
  wholeClass: 'Whole class',
  late: (count: number) => `${count} late`,
  progressLabel: (title: string) => `Progress on ${title}`,
  showStudents: 'Show students by state',
  liveWork: 'Open live class work',
  nobody: 'Nobody',
  lateFlag: 'late',
} as const;

export const GRADEBOOK_COPY = {
  title: 'Gradebook',
  homeIntro: 'Choose a class to open its gradebook.',
  loading: 'Loading the gradebook…',
  failed: 'We could not load the gradebook. Check your connection and try again.',
  noClassesTitle: 'No classes yet — create your first class',
  noClassesBody: 'The gradebook fills in as your students hand in their work.',
  createClass: 'Create a class',
  classesLoading: 'Loading your classes…',
  students: (count: number) => plural(count, 'student', 'students'),
  toReview: (count: number) => `${count} to review`,
  classesFailed: 'We could not load your classes. Check your connection and try again.',
  emptyTitle: 'No activities assigned to this class yet',
  emptyBody: 'Assign an activity and each student’s progress and rubric total will appear here.',
  noStudentsTitle: 'No students in this class yet',
  noStudentsBody: 'Add students on the Students tab; their work will appear here.',
  studentsTab: 'Go to the Students tab',
  browse: 'Go to your activities',
  filtersLabel: 'Filter the gradebook',
  status: 'Status',
  anyStatus: 'Any status',
  lateOnly: 'Late only',
  student: 'Student',
  download: 'Download CSV',
  grid: (title: string) => `Gradebook of ${title}`,
  notAssigned: 'Not assigned',
  points: (points: number, max: number | null) =>
    max === null ? `${points} pts` : `${points}/${max}`,
  late: 'Late',
  cellLabel: (student: string, activity: string, state: string) =>
    `${student}, ${activity}: ${state}`,
  noMatches: 'No student matches these filters.',
  shown: (count: number, total: number) => `Showing ${count} of ${total} students.`,
  due: (day: string) => `Due ${formatSchoolDay(day)}`,
} as const;

/** The CSV export's header words. */
export const GRADEBOOK_CSV = {
  lastName: 'Last name',
  firstName: 'First name',
  status: (title: string) => `${title} (status)`,
  points: (title: string) => `${title} (points)`,
  late: 'late',
  notAssigned: 'Not assigned',
  fileName: (classTitle: string, day: string) =>
    `gradebook-${
      classTitle
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'class'
    }-${day}.csv`,
} as const;
