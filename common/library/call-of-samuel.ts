import type { LibraryActivity } from '../schemas/activities';
import { CLEAR_WRITING, RETOLD, UNDERSTANDING, criterion } from './rubric';

export const CALL_OF_SAMUEL: LibraryActivity = {
  id: 'call-of-samuel',
  title: 'Speak, Lord, Your Servant Is Listening: The Call of Samuel',
  passageReference: '1 Samuel 3:1-10',
  passageSource: RETOLD,
  grades: 'Grades 4-9',
  summary:
    'A boy serving in the temple hears his name called in the night and learns to listen to God.',
  passageText: [
    'The boy Samuel served the Lord in the temple at Shiloh, helping the old priest Eli. In those days people rarely heard a message from the Lord.',
    'One night Eli, whose eyes had grown weak, was asleep in his room, and Samuel was lying down in the temple near the ark of God. The Lord called, "Samuel!" Samuel answered, "Here I am!" and ran to Eli. "Here I am; you called me." But Eli said, "I did not call you. Go back and lie down." So he did.',
    'The Lord called again, "Samuel!" Again Samuel got up and went to Eli, and again Eli sent him back. Samuel did not yet know the Lord; the Lord had not spoken to him before.',
    'When the Lord called a third time, and Samuel came to Eli once more, Eli understood that it was the Lord calling the boy. He told Samuel, "Go and lie down. If he calls you, say: Speak, Lord, for your servant is listening." So Samuel went back to his place.',
    'The Lord came and stood there and called as before, "Samuel! Samuel!" And Samuel answered, "Speak, for your servant is listening."',
  ].join('\n\n'),
  instructions:
    'Read the story and count how many times Samuel hears his name. Think about what helped him finally understand who was calling. Answer the questions in full sentences.',
  questions: [
    'Why do you think Samuel did not recognize that God was calling him?',
    'How did Eli help Samuel? Who are the people in your life who help you understand God?',
    'Samuel says, "Speak, for your servant is listening." What does it look like to really listen to someone?',
    'Where and when is it easiest for you to be quiet and listen for God? Describe that place or moment.',
  ],
  vocabulary: [
    { word: 'temple', definition: 'A building set apart for worshiping God.' },
    {
      word: 'ark of God',
      definition:
        "The sacred chest that held the tablets of the Law and was a sign of God's presence with Israel.",
    },
    {
      word: 'priest',
      definition:
        'A person chosen to lead worship and offer prayers and sacrifices for the people.',
    },
    { word: 'vocation', definition: 'A calling from God to a particular way of life or work.' },
    {
      word: 'servant',
      definition:
        'Someone who works for and serves another; here, someone ready to do what God asks.',
    },
  ],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Listening in my life',
        'Describes real people, places or habits that help the writer listen.',
      ),
      CLEAR_WRITING,
    ],
  },
};
