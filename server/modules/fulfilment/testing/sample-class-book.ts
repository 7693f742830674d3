import type { ClassBook } from '../render-class-book';

/** Our own sample writing, about 80 words a paragraph. */
const PARAGRAPH =
  'The Lord is my shepherd; I shall not want. He makes me lie down in green pastures and ' +
  'leads me beside still waters. When I read this psalm I think of my family walking by the ' +
  'river on Sunday, and of how we are never alone, even on the days that feel long.';

const ACTIVITIES = [
  { title: 'The Good Shepherd', passageReference: 'Psalm 23:1-6' },
  { title: 'Days of Creation', passageReference: 'Genesis 1:1-31' },
  { title: 'The Sower', passageReference: 'Matthew 13:1-9' },
];
const PROMPTS = ['What does this passage tell you about God?', 'Where do you see it in your life?'];

/**
 * A class book of `children` children, each with a piece on each of three activities (about
 * 250 words each), the activities with `image` as their picture: the tests' and the bench's.
 */
export function sampleClassBook(
  children: number,
  { image = null, dedication = null }: { image?: Buffer | null; dedication?: string | null } = {},
): ClassBook {
  return {
    title: 'Psalms of Grade 7',
    className: 'Theology 7A',
    schoolName: 'St. Brigid Catholic School',
    year: '2026',
    dedication,
    sections: ACTIVITIES.map((activity) => ({
      ...activity,
      image,
      prompts: PROMPTS,
      pieces: Array.from({ length: children }, (_, child) => ({
        studentId: `student-${child + 1}`,
        author: `Student${child + 1} L.`,
        body: `${PROMPTS[0]}\n${PARAGRAPH} ${PARAGRAPH}\n\n${PROMPTS[1]}\n${PARAGRAPH}`,
      })),
    })),
  };
}
