import type { LectioPhase } from '../rooms/sessions';

/**
 * The words of a writing room's page (issue 18): the room a student writes in and a teacher
 * drops into, its shared editor, who is here, and the Lectio Divina circle. The rooms' states
 * are ROOM_STATE_COPY (copy/rooms.ts); the server's refusals ROOM_MESSAGES.
 */
export const ROOM_SCREENS = {
  pageTitle: 'Writing room',
  pageDescription: 'Write together with your group, live.',
  loading: 'Opening the writing room',
  failed: 'The writing room could not be opened.',
  notFoundTitle: 'This room is not open to you',
  notFoundBody:
    'It may have ended, or your teacher may have moved you to another room. Your words stay in the room where you wrote them.',
  backToArea: 'Back to your area',
  backToSession: 'Back to all rooms',
  room: (name: string, className: string) => `${name} · ${className}`,
  passage: 'The passage',
  prompt: 'The prompt',
  stateLabel: 'This room is',
  sideLabel: 'About this room',
  editorLabel: (prompt: string) => `Shared writing: ${prompt}`,
  sharedText: 'Your group’s writing',
  offline: 'Saved on this device — will sync',
  reconnecting: 'Reconnecting to the room…',
  connecting: 'Connecting to your group…',
  readOnly: {
    locked: 'You can write once your teacher starts the rooms.',
    paused: 'Your teacher has paused this room. You can read, but not write, for now.',
    closed: 'This room is closed. What your group wrote stays here, read-only.',
    reader: 'You can read this room. Only its writers and their teachers can change it.',
    removed:
      'You can no longer write here: your teacher may have moved you to another room. Your words stay in this room.',
    checking: 'Checking the room with the server…',
    phase: 'The shared writing rests during this movement.',
  },
  images: 'Pictures can’t be added to a writing room. Write it in words instead.',
  notes: {
    title: 'From your teacher',
    broadcast: 'To every room',
    comment: 'To this room',
    from: (name: string) => `From ${name}`,
  },
  presence: {
    title: 'Here now',
    you: (name: string) => `${name} (you)`,
    adult: (name: string) => `${name} (teacher)`,
    teacherHere: 'Your teacher is here',
    onlyYou: 'Only you, for now.',
    writers: 'Writers in this room',
  },
  help: {
    ask: 'Ask for help',
    asking: 'Asking…',
    asked: 'Your teacher has been asked',
    failed: 'Your teacher could not be asked. Try again.',
  },
  links: {
    reflection: 'Write your own reflection',
    reflectionNote: 'After writing together, each of you writes a reflection of your own.',
    contributions: 'Who wrote what',
  },
  countdown: {
    /** Announced once, when the last minute starts; the seconds tick beside it. */
    warning: 'These rooms are closing. Finish your sentence.',
    until: (minutes: number) =>
      minutes <= 1 ? 'Less than a minute left' : `About ${minutes} minutes left`,
  },
} as const;

/** The Lectio Divina circle's page (point 9): its movements, the struck words, the prayer. */
export const LECTIO_SCREENS = {
  title: 'Lectio Divina',
  movementLabel: 'This movement',
  step: (index: number, total: number) => `Movement ${index} of ${total}`,
  waiting: 'Your teacher will begin the first movement.',
  phases: {
    lectio: {
      name: 'Lectio · Reading',
      guidance:
        'Read the passage slowly, together, perhaps more than once. Notice the word or phrase that catches you, and mark it for the group.',
    },
    meditatio: {
      name: 'Meditatio · Reflecting',
      guidance:
        'Stay with the word that struck you. In the shared writing, say why it spoke to you and what it stirs in you. Read what the others write.',
    },
    oratio: {
      name: 'Oratio · Praying',
      guidance:
        'Answer God in your own words. Your prayer is private: only your teacher reads it, never your group.',
    },
    contemplatio: {
      name: 'Contemplatio · Resting',
      guidance: 'A short silence. There is nothing to do: simply rest in what you have heard.',
    },
  } satisfies Record<LectioPhase, { name: string; guidance: string }>,
  phaseTimer: (minutes: number) =>
    minutes <= 1 ? 'Less than a minute left in this movement' : `About ${minutes} minutes left`,
  struck: {
    title: 'Words that struck us',
    empty: 'No word marked yet.',
    selectHint: 'Select a word in the passage, then press the button.',
    button: 'This word struck me',
    fieldLabel: 'Or type the word',
    add: 'Mark this word',
    by: (name: string) => `marked by ${name}`,
    noWord: 'Select or type a word from the passage first.',
    tooLong: 'Choose a word or a short phrase.',
  },
  prayer: {
    label: 'Your prayer',
    hint: 'Only your teacher will read this.',
    saving: 'Saving…',
    saved: 'Saved',
    failed: 'Not saved yet. It will try again.',
  },
  quiet: 'Be still.',
} as const;
