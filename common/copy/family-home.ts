/**
 * The parent's home (/parent, issue 12 points 1 and 2; part "parents"): our own wording, in
 * the product's warm, clear voice. Messages of the link form live in common/family/messages.
 */
export const FAMILY_HOME_COPY = {
  loading: 'Loading your children…',
  failed: 'We could not load your children. Check your connection and try again.',
  switcherLabel: 'Your children',
  intro: 'Everything your child shares at school, in one calm place.',

  empty: {
    title: 'Your children',
    body: 'No children are linked to your account yet. When a teacher invites you, open the link in the email, or enter its code here.',
  },

  card: {
    avatar: (firstName: string) => `${firstName}’s avatar`,
    classes: 'Classes',
    noClass: 'Not in a class yet',
    teacher: (name: string) => `with ${name}`,
    logInAs: (firstName: string) => `Log in as ${firstName}`,
  },

  feed: {
    title: 'Shared work',
    intro: 'Writing the teacher has approved or returned, with their feedback.',
    loading: 'Loading the shared work…',
    failed: 'We could not load this work. Check your connection and try again.',
    empty: (firstName: string) =>
      `No work shared yet — when ${firstName}’s teacher approves or returns writing, it appears here.`,
    status: { approved: 'Approved', returned: 'Returned for revision' },
    unanswered: 'Not answered.',
    feedback: 'Teacher’s feedback',
    noFeedback: 'No comments on this piece.',
    score: (points: number, max: number) => `Score: ${points} of ${max}`,
    byline: (classTitle: string, teacherName: string) => `${classTitle} · ${teacherName}`,
  },

  books: {
    title: 'Books available',
    intro: 'Printed books of the class’s writing with your child in them.',
    empty: (firstName: string) =>
      `No books yet. When ${firstName}’s teacher publishes a class book, you can order it here.`,
    order: 'Order this book',
    orderLabel: (bookName: string) => `Order this book: ${bookName}`,
    premiumNote: (firstName: string) =>
      `Premium copies carry ${firstName}’s name on the cover; each child’s copy is ordered on its own.`,
    published: (date: string) => `Published ${date}`,
    type: { story: 'Class book', journal: 'Journal' },
  },

  orders: {
    title: 'Past orders',
    loading: 'Loading your orders…',
    failed: 'We could not load your orders. Check your connection and try again.',
    empty: 'No orders yet. Books you order appear here with their delivery status.',
    all: 'All orders',
    status: 'Track this order',
  },

  inProgress: {
    title: 'Work in progress',
    intro: 'Writing your child is still working on. You can help with it here.',
  },

  link: {
    title: 'Link a child',
    intro: 'Enter the invitation code from the teacher’s email, or paste the whole link.',
    label: 'Invitation code or link',
    submit: 'Link child',
    linking: 'Linking…',
    linked: (firstName: string) => `${firstName} is now linked to your account.`,
    alreadyLinked: (firstName: string) => `${firstName} is already linked to your account.`,
    offline: 'We could not reach Lectio. Check your connection and try again.',
  },
} as const;

/** On the parent sign-in: the way in for a parent who holds a teacher's invitation code. */
export const PARENT_INVITATION_HINT = {
  summary: 'Have an invitation code?',
  body: 'Sign in, or create your account with the email address the teacher invited. Then enter the code under “Link a child” on your home — or simply open the link in the teacher’s email.',
  signUp: 'Create your parent account',
} as const;
