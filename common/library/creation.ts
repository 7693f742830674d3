import type { LibraryActivity } from '../schemas/activities';
import { CLEAR_WRITING, RETOLD, UNDERSTANDING, criterion } from './rubric';

export const CREATION: LibraryActivity = {
  id: 'creation',
  title: 'In the Beginning: The Creation',
  passageReference: 'Genesis 1:1-2:3',
  passageSource: RETOLD,
  grades: 'Grades 4-9',
  summary: 'God creates the world in six days, calls it good, and rests on the seventh.',
  passageText: [
    'In the beginning, when God created the heavens and the earth, the earth was empty and dark, and the Spirit of God moved over the waters.',
    'On the first day God said, "Let there be light," and there was light. God saw that the light was good and separated it from the darkness: day and night. On the second day God made the sky. On the third day God gathered the waters into seas so that dry land appeared, and the land grew plants and trees bearing seed and fruit.',
    'On the fourth day God set the sun, the moon and the stars in the sky to mark the seasons, the days and the years. On the fifth day God filled the seas with living creatures and the sky with birds. On the sixth day God made animals of every kind to live on the land.',
    'Then God said, "Let us make human beings in our image, to be like us, and let them care for the fish, the birds and every living thing." So God created human beings in his own image, male and female he created them, and blessed them. God looked at everything he had made, and it was very good.',
    'On the seventh day God rested from all his work. God blessed the seventh day and made it holy.',
  ].join('\n\n'),
  instructions:
    'Read the account of the seven days. As you read, keep a list of what is made on each day. Then answer the questions; for the last one, look around you or remember a place in nature you love.',
  questions: [
    'After each day God "saw that it was good." Why do you think the story repeats this so many times?',
    'What does it mean to you that human beings are made "in the image of God"?',
    'God gives people the job of caring for creation. Name two ways your class or family could do that job better.',
    'Why do you think God rested on the seventh day? How do you rest and give thanks?',
    'Describe a place in nature that makes you feel close to God. What do you notice there?',
  ],
  vocabulary: [
    {
      word: 'Genesis',
      definition: 'The first book of the Bible; the name means "beginning" or "origin".',
    },
    {
      word: 'creation',
      definition: 'Everything God has made: the universe, the earth and all living things.',
    },
    {
      word: 'image of God',
      definition: 'The likeness to God every person shares, which gives each person dignity.',
    },
    {
      word: 'stewardship',
      definition:
        'Caring responsibly for something that has been entrusted to you, such as the earth.',
    },
    {
      word: 'Sabbath',
      definition:
        'A day of rest set apart to worship God, remembering that God rested on the seventh day.',
    },
  ],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Caring for creation',
        'Suggests realistic actions that show care for the earth and for people.',
      ),
      CLEAR_WRITING,
    ],
  },
};
