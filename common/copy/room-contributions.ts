/**
 * Who wrote what in a writing room (issue 18, points 6 and 7): the server's refusals and the
 * contribution view's words.
 */
export const ROOM_CONTRIBUTION_MESSAGES = {
  deletionId: 'Choose a deleted passage to restore.',
  deletionNotFound: 'We could not find that deleted passage. Reload the page and try again.',
  alreadyRestored: 'That passage has already been restored.',
  nowhereToRestore: 'That passage can no longer be put back: the text around it is gone.',
} as const;

export const ROOM_CONTRIBUTIONS_COPY = {
  title: 'Who wrote what',
  intro:
    'Each writer’s words in this room, added and deleted over time, a replay of the writing coloured by writer, and the passages someone deleted that another wrote.',
  heading: (roomName: string) => `Who wrote what in ${roomName}`,
  loading: 'Loading who wrote what…',
  failed: 'We could not load who wrote what.',
  /** A writer whose account no longer exists. */
  formerWriter: 'A former writer',
  teacher: 'Teacher',
  /** A sample of a writer's colour and underline beside their name (decorative). */
  sample: 'Abc',
  writers: {
    heading: 'Writers',
    writer: 'Writer',
    now: 'Words now',
    added: 'Words added',
    deletedOwn: 'Own words deleted',
    deletedOthers: 'Others’ words deleted',
    lastActive: 'Last active',
    empty: 'Nobody has written in this room yet.',
  },
  timeline: {
    heading: 'Over time',
    intro: 'Words added and deleted each minute.',
    minute: 'Minute',
    /** "3 words added, 1 word deleted", leaving out a part that is none. */
    counts: (added: number, deleted: number) =>
      [
        added > 0 ? `${added} ${added === 1 ? 'word' : 'words'} added` : '',
        deleted > 0 ? `${deleted} ${deleted === 1 ? 'word' : 'words'} deleted` : '',
      ]
        .filter(Boolean)
        .join(', '),
    empty: 'Nothing written yet.',
  },
  replay: {
    heading: 'Replay',
    slider: 'Step through the writing',
    step: (step: number, steps: number, time: string) => `Step ${step} of ${steps} · ${time}`,
    legend: 'Writers',
    empty: 'The text was empty at this step.',
    writtenBy: (name: string) => `Written by ${name}`,
    /** Read before each writer's stretch of text by screen readers. */
    spoken: (name: string) => `${name} wrote: `,
  },
  deletions: {
    heading: 'Deleted passages',
    intro: 'Passages one person wrote and another deleted. Deleting counts to whoever deleted.',
    empty: 'Nobody has deleted a passage someone else wrote.',
    byline: (writer: string, deleter: string) => `Written by ${writer}, deleted by ${deleter}`,
    restore: 'Restore',
    restoring: 'Restoring…',
    restored: 'Restored',
    restoreFailed: 'We could not restore that passage. Try again.',
  },
} as const;
