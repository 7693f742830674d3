import { UI_COPY } from './ui';

/** The student's home, portfolio and writing tools (issue 11, points 10, 11 and 13). */
export const STUDENT_HOME_COPY = {
  welcome: (name: string) => `Welcome back, ${name}. Here is what to work on next.`,
  loading: 'Loading your work…',
  loadFailed: 'We could not load your work. Check your connection and try again.',
  yourPoints: 'Your points',
  points: (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`,
  avatarStore: 'Avatar Store',
  dueSoon: {
    title: 'Due soon',
    empty: { title: 'Nothing due', body: 'Your teacher’s activities will appear here.' },
    open: (title: string, started: boolean) => `${started ? 'Continue' : 'Start'}: ${title}`,
  },
  returned: {
    title: 'Returned to you',
    empty: {
      title: 'Nothing to revise',
      body: 'When your teacher returns work with comments, it appears here.',
    },
    open: (title: string) => `Revise: ${title}`,
    feedback: (count: number) =>
      count === 0 ? 'Returned for revision' : `${count} ${count === 1 ? 'comment' : 'comments'}`,
  },
  approved: {
    title: 'Recently approved',
    empty: {
      title: 'Nothing approved yet',
      body: 'Hand in your work; when your teacher approves it, it appears here.',
    },
    open: (title: string) => `Read: ${title}`,
    approved: 'Approved',
  },
  classes: {
    title: 'Your activities',
    empty: {
      title: 'No activities yet',
      body: 'When your teacher assigns an activity to your class, it appears here.',
    },
  },
} as const;

export const PORTFOLIO_COPY = {
  title: 'My portfolio',
  intro: 'Everything you have written, by class. Open a piece to read it as a page.',
  back: 'Back to my work',
  backToPortfolio: 'Back to my portfolio',
  loading: 'Loading your portfolio…',
  loadFailed: 'We could not load your portfolio. Check your connection and try again.',
  empty: {
    title: 'Nothing here yet',
    body: 'Your writing appears here as soon as you start an activity.',
  },
  archived: 'Archived class',
  words: (count: number) => `${count} ${count === 1 ? 'word' : 'words'}`,
  read: (title: string) => `Read ${title}`,
  written: (date: string) => `Last changed ${date}`,
  unanswered: 'Not answered.',
  feedback: 'Your teacher’s feedback',
  noFeedback: 'No comments on this piece.',
  openToEdit: 'Open it to keep writing',
  pieceFailed: 'We could not load this piece. It may no longer be assigned to you.',
  retry: UI_COPY.retry,
} as const;

/** The formatting toolbar, the word count and keeping drafts (issue 11, point 11). */
export const EDITOR_COPY = {
  toolbar: (prompt: string) => `Formatting for: ${prompt}`,
  bold: 'Bold',
  italic: 'Italic',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  shortcut: (key: string) => `Ctrl or ⌘ + ${key}`,
  words: (count: number) => `${count} ${count === 1 ? 'word' : 'words'}`,
  restored: 'Restored what you wrote offline. It is being saved now.',
  leave: {
    title: 'Leave before your writing is saved?',
    body: 'Some of what you wrote has not reached your teacher yet. It is kept on this device and saved when you come back — or stay a moment while it saves.',
    stay: 'Stay and save',
    leave: 'Leave anyway',
  },
} as const;

export const AVATAR_STORE_COPY = {
  needMore: (missing: number) => `You need ${missing} more ${missing === 1 ? 'point' : 'points'}`,
  confirmTitle: (name: string) => `Buy ${name}?`,
  confirmBody: (price: number, after: number) =>
    `It costs ${price} points. You will have ${after} ${after === 1 ? 'point' : 'points'} left.`,
  confirm: (price: number) => `Buy for ${price} points`,
  cancel: 'Not now',
  takeOff: (name: string) => `Take off ${name}`,
  tookOff: (name: string) => `You took off ${name}.`,
  owned: 'Yours',
} as const;
