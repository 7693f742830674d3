import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx', { id: 'home' }),
    route('faithcademy', 'routes/public/home.tsx', { id: 'faithcademy' }),
    route('about', 'routes/public/about.tsx'),
    route('schools', 'routes/public/schools.tsx'),
    route('parishes+institutions', 'routes/public/parishes.tsx'),
    route('pricing', 'routes/public/pricing.tsx'),
    // Issue 16, point 11: the public workbook catalogue.
    route('workbooks', 'routes/public/workbooks.tsx'),
    route('workbooks/:workbookId', 'routes/public/workbook.tsx'),
    route('home/terms', 'routes/public/terms.tsx'),
    route('home/privacy-policy', 'routes/public/privacy-policy.tsx'),
    route('home/cookie-policy', 'routes/public/cookie-policy.tsx'),
    route('donate/:schoolName/payment', 'routes/public/donate.tsx'),
    // The bookstore (SPEC §2.7): code entry (with an optional section) and the checkout.
    route('store/checkout', 'routes/store/checkout.tsx'),
    route('store/:section?', 'routes/store/code-entry.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),
  // Accounts (SPEC §2.1, §2.5, §2.6): client-rendered, outside the marketing layout. Static
  // segments rank above /auth/:account, so /auth/forgotPassword and the rest are not captured.
  route('auth/forgotPassword', 'routes/auth/forgot-password.tsx'),
  route('auth/confirm_email', 'routes/auth/confirm-email.tsx'),
  route('auth/reset_password', 'routes/auth/reset-password.tsx'),
  route('auth/logout', 'routes/auth/logout.tsx'),
  route('auth/student/logout', 'routes/auth/student-logout.tsx'),
  route('auth/student/setPassword', 'routes/auth/student-set-password.tsx'),
  route('auth/student/go', 'routes/auth/student-go.tsx'),
  route('auth/student/login_as', 'routes/auth/student-login-as.tsx'),
  route('auth/teacher/login_as', 'routes/auth/teacher-login-as.tsx'),
  route('auth/:account', 'routes/auth/sign-in.tsx'),
  route('auth/:account/:authType', 'routes/auth/sign-up.tsx'),
  // Role areas: each page renders only for its own signed-in account type (the layout's
  // clientLoader checks the session first; routes/area/layout.tsx).
  layout('routes/area/layout.tsx', { id: 'teacher-area' }, [
    route('teacher', 'routes/area/teacher.tsx'),
    route('teacher/activities', 'routes/activities/list.tsx'),
    route('teacher/activities/new', 'routes/activities/new.tsx'),
    route('teacher/activities/:id', 'routes/activities/edit.tsx'),
    route('teacher/classes', 'routes/classroom/classes.tsx'),
    route('teacher/books', 'routes/classroom/books-and-orders.tsx'),
    // The class page and its tabs (issue 11, point 5; CLASS_TABS in common/routes.ts).
    route('teacher/classes/:classId', 'routes/classroom/class-layout.tsx', [
      index('routes/classroom/students-tab.tsx'),
      route('activities', 'routes/classroom/activities-tab.tsx'),
      route('gradebook', 'routes/classroom/gradebook-tab.tsx'),
      route('books', 'routes/classroom/books-tab.tsx'),
      route('workbooks', 'routes/classroom/workbooks-tab.tsx'),
      // Issue 18: writing rooms.
      route('rooms', 'routes/rooms/rooms-tab.tsx'),
      route('settings', 'routes/classroom/settings-tab.tsx'),
    ]),
    route('teacher/gradebook', 'routes/classroom/gradebook-home.tsx'),
    route('teacher/classes/:classId/activities/:activityId', 'routes/writing/class-work.tsx'),
    route('teacher/review/:projectId', 'routes/writing/review.tsx'),
    route('teacher/notifications', 'routes/notifications/notifications.tsx', {
      id: 'teacher-notifications',
    }),
    route('teacher/account', 'routes/notifications/account.tsx', { id: 'teacher-account' }),
    // Issue 16: billing, and the local twins of Stripe Checkout and the customer portal.
    route('teacher/billing', 'routes/billing/billing.tsx'),
    route('teacher/billing/checkout/:sessionId', 'routes/billing/checkout.tsx'),
    route('teacher/billing/manage', 'routes/billing/manage.tsx'),
    // Issue 17: safe chat's messages screen, its settings and the care flags.
    route('teacher/messages', 'routes/chat/messages.tsx', { id: 'teacher-messages' }),
    route('teacher/messages/settings', 'routes/chat/settings.tsx'),
    route('teacher/messages/:conversationId', 'routes/chat/messages.tsx', {
      id: 'teacher-conversation',
    }),
    route('teacher/safeguarding', 'routes/chat/safeguarding.tsx'),
    // Issue 18: the live view of a writing session's rooms.
    route('teacher/writing-sessions/:sessionId', 'routes/rooms/session.tsx'),
    // Issue 18, point 6: who wrote what in a writing room.
    route('teacher/rooms/:roomId/contributions', 'routes/rooms/contributions.tsx', {
      id: 'teacher-room-contributions',
    }),
    // Issue 18: a writing room, where the teacher drops in.
    route('teacher/rooms/:roomId', 'routes/rooms/room.tsx', { id: 'teacher-room' }),
  ]),
  layout('routes/area/layout.tsx', { id: 'parent-area' }, [
    route('parent', 'routes/area/parent.tsx'),
    route('parent/notifications', 'routes/notifications/notifications.tsx', {
      id: 'parent-notifications',
    }),
    route('parent/account', 'routes/notifications/account.tsx', { id: 'parent-account' }),
    route('parent/messages', 'routes/chat/messages.tsx', { id: 'parent-messages' }),
    route('parent/messages/:conversationId', 'routes/chat/messages.tsx', {
      id: 'parent-conversation',
    }),
  ]),
  layout('routes/area/layout.tsx', { id: 'student-area' }, [
    route('student', 'routes/area/student.tsx'),
    route('student/avatar', 'routes/avatar/store.tsx'),
    route('student/portfolio', 'routes/writing/portfolio.tsx'),
    route('student/portfolio/:classId/:activityId', 'routes/writing/portfolio-piece.tsx'),
    route('student/classes/:classId/activities/:activityId', 'routes/writing/student-writing.tsx'),
    route('student/notifications', 'routes/notifications/notifications.tsx', {
      id: 'student-notifications',
    }),
    route('student/account', 'routes/notifications/account.tsx', { id: 'student-account' }),
    route('student/messages', 'routes/chat/messages.tsx', { id: 'student-messages' }),
    route('student/messages/:conversationId', 'routes/chat/messages.tsx', {
      id: 'student-conversation',
    }),
    // Issue 18, point 6: who wrote what in the student's own writing room.
    route('student/rooms/:roomId/contributions', 'routes/rooms/contributions.tsx', {
      id: 'student-room-contributions',
    }),
    // Issue 18: a writing room, where the student writes with their group.
    route('student/rooms/:roomId', 'routes/rooms/room.tsx', { id: 'student-room' }),
  ]),
  // The visible unsubscribe link of notification email (no sign-in: a signed token).
  route('email/unsubscribe', 'routes/notifications/unsubscribe.tsx'),
  // Orders (issue 4): a buyer's past orders, one order's status (signed link), the staff desk.
  route('store/orders', 'routes/orders/mine.tsx'),
  route('store/orders/:number', 'routes/orders/status.tsx'),
  route('staff/orders', 'routes/staff/orders.tsx'),
  route('admin', 'routes/admin/admin.tsx'),
  // Issue 12, admin-desk: the desk's pages below the dashboard.
  route('admin/schools', 'routes/admin/schools.tsx'),
  route('admin/teachers', 'routes/admin/teachers.tsx'),
  route('admin/students', 'routes/admin/students.tsx'),
  route('admin/audit', 'routes/admin/audit.tsx'),
  route('admin/deletions', 'routes/admin/deletions.tsx'),
  // Issue 12, digest part: the weekly family digest's visible unsubscribe link (signed token).
  route('email/family-digest/unsubscribe', 'routes/family-digest/unsubscribe.tsx'),
  // staff-desk (issue 12): one order on the staff desk.
  route('staff/orders/:orderId', 'routes/staff/order.tsx'),
  // Issue 16, point 9: publisher workbook packs, staff only.
  route('staff/workbook-packs', 'routes/staff/workbook-packs.tsx'),
  // Issue 16, point 6: the staff billing desk.
  route('staff/billing', 'routes/staff/billing.tsx'),
  route('staff/billing/:accountId', 'routes/staff/billing-account.tsx'),
] satisfies RouteConfig;
