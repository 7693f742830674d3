import type { LibraryActivity } from '../schemas/activities';
import { CLEAR_WRITING, RETOLD, criterion } from './rubric';

export const PSALM_23: LibraryActivity = {
  id: 'psalm-23',
  title: 'The Lord Is My Shepherd: Psalm 23',
  passageReference: 'Psalm 23',
  passageSource: RETOLD,
  grades: 'Grades 4-12',
  summary: 'A song of trust that pictures God as a shepherd who guides, feeds and protects.',
  passageText: [
    'The Lord is my shepherd; I have everything I need.',
    'He lets me rest in green meadows and leads me beside quiet waters. He gives me new strength. He guides me along the right paths, because that is who he is.',
    "Even when I walk through the darkest valley, I will not be afraid, because you are with me. Your shepherd's rod and staff protect me and comfort me.",
    'You prepare a table for me right in front of those who are against me. You welcome me as an honored guest, pouring oil on my head; my cup overflows.',
    'Surely your goodness and faithful love will follow me all the days of my life, and I will live in the house of the Lord forever.',
  ].join('\n\n'),
  instructions:
    'Read the psalm aloud quietly, once slowly and once again. Underline in your mind the pictures it paints (meadows, water, a valley, a table, a cup). Then answer the questions, describing the pictures in your own words.',
  questions: [
    'List three things the shepherd does for the sheep in this psalm. Which one means the most to you?',
    'What might a "dark valley" be in the life of someone your age?',
    'The psalm says "I will not be afraid, because you are with me." How can knowing someone is with you change how a hard time feels?',
    'Rewrite one verse of the psalm using a picture from your own life instead of a shepherd.',
  ],
  vocabulary: [
    { word: 'psalm', definition: 'A sacred song or prayer; the Book of Psalms holds 150 of them.' },
    {
      word: 'shepherd',
      definition:
        'A person who looks after sheep, leading them to food and water and keeping them safe.',
    },
    {
      word: 'rod and staff',
      definition:
        "A shepherd's tools: a club to drive off wild animals and a long hooked stick to guide sheep.",
    },
    {
      word: 'anoint',
      definition: 'To pour oil on someone as a sign of welcome, honor or being chosen.',
    },
  ],
  rubric: {
    criteria: [
      criterion(
        'Understanding the images',
        'Explains what the shepherd, the valley and the table stand for.',
      ),
      criterion(
        'Personal reflection',
        'Connects the psalm to a real experience of fear, comfort or trust.',
      ),
      CLEAR_WRITING,
    ],
  },
};
