import type { LibraryActivity } from '../schemas/activities';
import { CLEAR_WRITING, RETOLD, UNDERSTANDING, criterion } from './rubric';

export const BEATITUDES: LibraryActivity = {
  id: 'beatitudes',
  title: 'Blessed Are You: The Beatitudes',
  passageReference: 'Matthew 5:1-12',
  passageSource: RETOLD,
  grades: 'Grades 6-12',
  summary:
    'Jesus begins the Sermon on the Mount by calling blessed the people the world often overlooks.',
  passageText: [
    'When Jesus saw the crowds, he went up the mountain and sat down. His disciples gathered around him, and he began to teach them:',
    'Blessed are the poor in spirit, for the kingdom of heaven is theirs.',
    'Blessed are those who mourn, for they will be comforted.',
    'Blessed are the meek, for they will inherit the earth.',
    'Blessed are those who hunger and thirst for what is right, for they will be filled.',
    'Blessed are the merciful, for they will receive mercy.',
    'Blessed are the pure in heart, for they will see God.',
    'Blessed are the peacemakers, for they will be called children of God.',
    'Blessed are those who are treated badly for doing what is right, for the kingdom of heaven is theirs.',
    'Blessed are you when people insult you and say all kinds of false things about you because you follow me. Be glad and full of joy, for your reward in heaven is great.',
  ].join('\n\n'),
  instructions:
    'Read each Beatitude as a separate sentence and pause after each one. Notice that each has two halves: who is blessed, and what they will receive. Choose your examples carefully and explain them.',
  questions: [
    'Pick one Beatitude and explain in your own words what it means.',
    'Many of the people Jesus calls "blessed" are not the people the world usually calls lucky or successful. Why do you think he chose them?',
    'Describe someone you know or have read about who is a peacemaker. What do they do?',
    'Which Beatitude is hardest for you to live out? What is one small step you could take toward it?',
  ],
  vocabulary: [
    { word: 'beatitude', definition: 'A blessing; from the Latin word for happiness.' },
    {
      word: 'meek',
      definition: 'Gentle and humble; strong without needing to show off or push others aside.',
    },
    {
      word: 'mourn',
      definition: 'To feel deep sadness, especially when someone or something is lost.',
    },
    { word: 'merciful', definition: 'Ready to forgive and to help people who are suffering.' },
    {
      word: 'peacemaker',
      definition: 'Someone who works to end quarrels and bring people back together.',
    },
    {
      word: 'righteousness',
      definition: 'Being right with God and doing what is just and good for others.',
    },
  ],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Real-life examples',
        'Gives a specific person or situation that shows a Beatitude being lived.',
      ),
      CLEAR_WRITING,
    ],
  },
};
