/** Where safe chat lives in the app (issue 17): one messages screen per role area. */
export const CHAT_PAGES = {
  messages: (area: 'teacher' | 'parent' | 'student') => `/${area}/messages`,
  /** A conversation opened on the teacher's messages screen (links in flags and email). */
  conversation: (conversationId: string, area: 'teacher' | 'parent' | 'student' = 'teacher') =>
    `/${area}/messages/${encodeURIComponent(conversationId)}`,
  /** The safeguarding lead's care flags, and the admins' oversight of a school's conversations. */
  careFlags: '/teacher/safeguarding',
  /** Chat's settings: a school's switch and rules, an independent teacher's terms, quiet hours. */
  settings: '/teacher/messages/settings',
} as const;
