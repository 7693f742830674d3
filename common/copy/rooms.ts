import { CLOSE_WARNING_SECONDS, GROUP_SIZE } from '../rooms/sessions';

/**
 * The server's refusals for writing rooms (issue 18); they reach the screens as `errors`, each
 * under the field it is about.
 */
export const ROOM_MESSAGES = {
  notFound: 'We could not find that writing room.',
  sessionNotFound: 'We could not find that writing session.',
  signIn: 'Sign in to write in this room.',
  chooseActivity: 'Choose an activity.',
  activityNotAssigned: 'Assign this activity to the class before making writing rooms for it.',
  noStudents: 'This class has no students yet. Add students before making writing rooms.',
  groupSize: `Groups hold ${GROUP_SIZE.min} to ${GROUP_SIZE.max} students.`,
  notInClass: 'Every student in a group must be a student of this class.',
  twice: 'A student can be in only one group.',
  noGroups: 'Make at least one group.',
  setNotFound: 'We could not find that saved group set.',
  setName: 'Give the group set a name.',
  alreadyStarted: 'These rooms have already started.',
  notOpen: 'These rooms are not open.',
  closed: 'These rooms are closed. What was written stays, read-only.',
  notLectio: 'Only a Lectio Divina circle has movements.',
  sameRoom: 'The student is already in that room.',
  noteBody: 'Write a message first.',
  teacherOnly: 'Only the class’s teachers can do that.',
  studentOnly: 'Only students of the room can do that.',
  choiceOff: 'Your teacher places students in rooms.',
  alreadyPlaced: 'You already have a room.',
  prayerPhase: 'The prayer box opens in the oratio movement.',
  prompt: 'Write the prompt the rooms start from.',
} as const;

/** What the screens say about the rooms' life, shared by the teacher's and students' pages. */
export const ROOM_STATE_COPY = {
  locked: 'Waiting for your teacher to start',
  open: 'Open',
  paused: 'Paused by your teacher',
  closed: 'Closed',
  closingIn: (seconds: number) =>
    seconds === 1 ? 'Closing in 1 second' : `Closing in ${seconds} seconds`,
  warning: `These rooms close in ${CLOSE_WARNING_SECONDS} seconds. Finish your sentence.`,
} as const;
