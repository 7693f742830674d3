import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    // Sharing (issue 13, point 6): a join link, an invitation, a public course's page.
    route('join/:token', 'routes/public/join.tsx'),
    route('invite/:token', 'routes/public/invitation.tsx'),
    route('courses/:courseId', 'routes/public/course.tsx'),
    // A completion certificate's public check (point 12): the form, or one code.
    route('verify', 'routes/public/verify.tsx', { id: 'verify-form' }),
    route('verify/:code', 'routes/public/verify.tsx'),
    // The visible unsubscribe link of notification emails (point 14): no sign-in needed.
    route('email/unsubscribe', 'routes/app/notifications-unsubscribe.tsx'),
    // After deleting the account (issue 13, point 15): signed out, so in the public layout.
    route('account/deleted', 'routes/app/account-deleted.tsx'),
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
  // The signed-in Academy: the instructor's courses and builder (points 4 to 8, 13) and the
  // participant's courses and lessons (points 9 to 11).
  layout('routes/app/layout.tsx', [
    route('instructor', 'routes/instructor.tsx'),
    route('instructor/courses/:courseId', 'routes/instructor/course-layout.tsx', [
      index('routes/instructor/course-outline.tsx'),
      route('details', 'routes/instructor/course-details.tsx'),
      route('settings', 'routes/instructor/course-settings.tsx'),
      route('sharing', 'routes/instructor/course-sharing.tsx'),
      route('participants', 'routes/instructor/course-participants.tsx'),
      route('reflections', 'routes/instructor/course-reflections.tsx'),
      route('reflections/:reflectionId', 'routes/instructor/course-reflection.tsx'),
    ]),
    route('instructor/courses/:courseId/lessons/:lessonId', 'routes/instructor/lesson-editor.tsx'),
    route('account', 'routes/app/account.tsx'),
    route('learn', 'routes/learn/my-courses.tsx'),
    route('learn/courses/:courseId', 'routes/learn/course.tsx'),
    route('learn/courses/:courseId/lessons/:lessonId', 'routes/learn/lesson.tsx'),
    // Notifications (point 14): every one, and how they are emailed.
    route('notifications', 'routes/app/notifications.tsx'),
    route('settings/notifications', 'routes/app/notifications-settings.tsx'),
    // The course's Discussion Board (point 14), one set of pages for both roles.
    route('courses/:courseId/board', 'routes/board/board.tsx'),
    route('courses/:courseId/board/moderation', 'routes/board/board-moderation.tsx'),
    route('courses/:courseId/board/:threadId', 'routes/board/board-thread.tsx'),
    // Course messaging (issue 17, point 1): one page for both roles.
    route('courses/:courseId/messages', 'routes/messages.tsx'),
  ]),
] satisfies RouteConfig;
