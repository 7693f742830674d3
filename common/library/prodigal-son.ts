import type { LibraryActivity } from '../schemas/activities';
import { CLEAR_WRITING, RETOLD, UNDERSTANDING, criterion } from './rubric';

export const PRODIGAL_SON: LibraryActivity = {
  id: 'prodigal-son',
  title: 'Coming Home: The Prodigal Son',
  passageReference: 'Luke 15:11-32',
  passageSource: RETOLD,
  grades: 'Grades 4-12',
  summary:
    'A father runs to welcome home the son who wasted everything, and invites the older brother in too.',
  passageText: [
    'A man had two sons. The younger one said, "Father, give me my share of everything now." So the father divided his property between them. A few days later the younger son packed up, traveled to a faraway country, and spent it all on wild living.',
    'When the money was gone, a terrible famine struck the land. He took a job feeding pigs and was so hungry he wished he could eat the pigs\' food. At last he came to his senses. "My father\'s workers have more than enough bread, and here I am starving. I will go back and say, Father, I have sinned against heaven and against you. I am no longer worthy to be called your son. Treat me as one of your hired workers."',
    'While he was still a long way off, his father saw him and was filled with compassion. He ran to his son, threw his arms around him and kissed him. The son began his speech, but the father called to the servants: "Quick! Bring the best robe, a ring for his finger and sandals for his feet. Let us have a feast, because this son of mine was dead and is alive again; he was lost and is found."',
    'The older son came in from the fields, heard the music, and was angry. He would not go in. "All these years I have served you and never disobeyed, and you never gave me even a young goat to celebrate with my friends." The father went out to him and said, "My child, you are always with me, and everything I have is yours. But we had to celebrate, because your brother was lost and has been found."',
  ].join('\n\n'),
  instructions:
    'Read the parable and picture each of the three people in it: the younger son, the father and the older brother. Answer each question thoughtfully; there are no wrong feelings, but give reasons for what you write.',
  questions: [
    'What made the younger son decide to go home? Point to the words in the story that show his change of heart.',
    'The father runs to meet his son before hearing his apology. What does this tell you about the father, and about God?',
    'Do you understand why the older brother was angry? Explain whether you think he was right or wrong.',
    'Which of the three characters do you feel closest to right now, and why?',
    'Write about a time you needed forgiveness or chose to forgive someone. What did it feel like?',
  ],
  vocabulary: [
    { word: 'prodigal', definition: 'Spending money or gifts carelessly and wastefully.' },
    {
      word: 'parable',
      definition: 'A short story Jesus told to teach a truth about God and how to live.',
    },
    {
      word: 'famine',
      definition: 'A time when there is not enough food and many people go hungry.',
    },
    {
      word: 'repentance',
      definition: 'Being truly sorry for what you did wrong and turning back toward what is good.',
    },
    {
      word: 'inheritance',
      definition:
        'Money or property a child receives from a parent, usually after the parent dies.',
    },
  ],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Seeing each point of view',
        'Explains how the younger son, the father and the older brother each feel, with reasons.',
      ),
      CLEAR_WRITING,
    ],
  },
};
