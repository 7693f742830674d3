import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),
  // Accounts (issue 13, point 2): outside the public layout, as the Journals auth pages are.
  route('auth/login/:account', 'routes/auth/sign-in.tsx'),
  route('auth/signup/:account', 'routes/auth/sign-up.tsx'),
  route('auth/forgot', 'routes/auth/forgot.tsx'),
  route('auth/reset', 'routes/auth/reset.tsx'),
  route('auth/confirm', 'routes/auth/confirm.tsx'),
  route('auth/logout', 'routes/auth/logout.tsx'),
  route('auth/consent', 'routes/auth/consent.tsx'),
  // The signed-in pages: the instructor's courses and builder (issue 13, points 4 to 8) and
  // the participant's courses (learn.tsx and its pages: helper B2).
  layout('routes/app/layout.tsx', [
    route('instructor', 'routes/instructor.tsx'),
    route('instructor/courses/:courseId', 'routes/instructor/course-layout.tsx', [
      index('routes/instructor/course-outline.tsx'),
      route('details', 'routes/instructor/course-details.tsx'),
      route('settings', 'routes/instructor/course-settings.tsx'),
    ]),
    route('instructor/courses/:courseId/lessons/:lessonId', 'routes/instructor/lesson-editor.tsx'),
    route('learn', 'routes/learn.tsx'),
  ]),
] satisfies RouteConfig;
