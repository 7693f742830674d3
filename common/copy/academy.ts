/** The Academy's words (issue 13): one source for its pages and tests. */
export const ACADEMY_NAME = 'Lectio Academy';

export const ACADEMY_NAV = {
  courses: 'Courses',
  instructors: 'For instructors',
  signIn: 'Sign in',
  teach: 'Teach a course',
} as const;

export const ACADEMY_HOME = {
  title: 'Courses for adult faith formation',
  description:
    'Lectio Academy: scripture courses for young adults and adults. OCIA, confirmation preparation, Bible studies and ministry training, with an instructor who reads your reflections.',
  eyebrow: 'Lectio Academy',
  lead: 'Read scripture slowly, reflect in writing, and grow with an instructor who reads what you write. For OCIA, confirmation preparation, Bible studies, ministry training and staff formation.',
  browse: 'Browse courses',
  coursesHeading: 'Open courses',
  coursesIntro: 'Anyone can join these courses. Private programmes are joined by their own link.',
  loadingCourses: 'Loading courses',
  loadFailed: 'The courses could not be loaded.',
  emptyTitle: 'No open courses yet',
  emptyBody:
    'Instructors are preparing the first courses. If your parish or school gave you a join link, open it to join your programme.',
  emptyAction: 'Create the first course',
  allCategories: 'All',
  categoryLabel: 'Category',
  noneInCategory: 'No open courses in this category yet.',
  by: 'with',
  instructorsHeading: 'Teach a course with Lectio',
  instructorsLead:
    'Build chapters and lessons with scripture, video and reflection prompts, share them by a private link, and guide each participant’s reflections.',
  instructorPoints: [
    {
      title: 'Chapters and lessons',
      text: 'Scripture passages, video, images, documents and reflection prompts, released on your schedule.',
    },
    {
      title: 'Private by link',
      text: 'Publish for everyone, or only for those with your link. Approve each join for private programmes.',
    },
    {
      title: 'Reflections and discussion',
      text: 'Read each reflection, return it with feedback, and keep a calm, moderated Discussion Board.',
    },
  ],
} as const;

export const ACADEMY_FOOTER = {
  partOf:
    'Lectio Academy is part of Lectio, scripture reflection and writing for Christian schools, parishes and families.',
  journals: 'Lectio Journals for classrooms',
  terms: 'Terms',
  privacy: 'Privacy',
  cookies: 'Cookies',
} as const;

export const ACADEMY_NOT_FOUND = {
  title: 'Page not found',
  body: 'We couldn’t find that page in Lectio Academy. The course may have moved, or its link may have changed.',
  home: 'Go to the Academy home',
} as const;
