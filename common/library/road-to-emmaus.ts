import type { LibraryActivity } from '../schemas/activities';
import { CLEAR_WRITING, RETOLD, UNDERSTANDING, criterion } from './rubric';

export const ROAD_TO_EMMAUS: LibraryActivity = {
  id: 'road-to-emmaus',
  title: 'Hearts on Fire: The Road to Emmaus',
  passageReference: 'Luke 24:13-35',
  passageSource: RETOLD,
  grades: 'Grades 6-12',
  summary: 'Two discouraged disciples walk with a stranger who turns out to be the risen Jesus.',
  passageText: [
    'On the same day Jesus rose from the dead, two of his followers were walking to a village called Emmaus, about seven miles from Jerusalem. They were talking about everything that had happened. As they talked, Jesus himself came near and walked with them, but they were kept from recognizing him.',
    '"What are you discussing as you walk?" he asked. They stopped, their faces sad. One of them, Cleopas, said, "Are you the only visitor to Jerusalem who does not know what has happened?" They told him about Jesus of Nazareth, how he was crucified, and how some women had found his tomb empty that morning. "We had hoped he was the one who would set Israel free."',
    'Then he said, "How slow you are to believe what the prophets said!" And beginning with Moses and all the prophets, he explained to them what the Scriptures said about himself.',
    'As they came near the village, he acted as if he would go on, but they urged him, "Stay with us; it is nearly evening." So he went in to stay with them. At the table he took bread, blessed it, broke it and gave it to them. Then their eyes were opened and they recognized him, and he vanished from their sight.',
    'They said to each other, "Were not our hearts burning within us while he talked with us on the road and opened the Scriptures to us?" They got up at once and returned to Jerusalem, where they told the others how Jesus had been made known to them in the breaking of the bread.',
  ].join('\n\n'),
  instructions:
    'Read the story as if you were walking on the road with the two disciples. Notice how their mood changes from the beginning to the end. Then answer the questions using details from the story.',
  questions: [
    'How did the two disciples feel at the start of the walk? Which words show it?',
    'Why do you think they did not recognize Jesus until he broke the bread?',
    'The disciples said their hearts were "burning" as Jesus explained the Scriptures. Describe a time when something you heard or read moved you deeply.',
    'After recognizing Jesus, they went straight back to Jerusalem at night. What does this tell you about how the news changed them?',
    'Where might Jesus be walking beside you without your noticing?',
  ],
  vocabulary: [
    { word: 'Emmaus', definition: 'A village about seven miles from Jerusalem.' },
    {
      word: 'disciple',
      definition: 'A follower who learns from a teacher and tries to live as the teacher does.',
    },
    { word: 'prophet', definition: "A person who speaks God's message to the people." },
    {
      word: 'Resurrection',
      definition: 'Jesus rising from the dead to new life on the third day.',
    },
    {
      word: 'breaking of the bread',
      definition:
        'An early Christian name for the Eucharist, the meal Jesus shared with his friends.',
    },
  ],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Noticing change',
        'Describes how the disciples change from sadness to joy and what caused it.',
      ),
      CLEAR_WRITING,
    ],
  },
};
