import type { LibraryActivity } from '../schemas/activities';
import { CLEAR_WRITING, RETOLD, UNDERSTANDING, criterion } from './rubric';

export const GOOD_SAMARITAN: LibraryActivity = {
  id: 'good-samaritan',
  title: 'Who Is My Neighbor? The Good Samaritan',
  passageReference: 'Luke 10:25-37',
  passageSource: RETOLD,
  grades: 'Grades 4-12',
  summary: 'A story Jesus tells about mercy that crosses every line people draw.',
  passageText: [
    'A teacher of the Law wanted to test Jesus. "What must I do to have eternal life?" he asked. Jesus asked him what the Law says, and the man answered: love God with all your heart, soul, strength and mind, and love your neighbor as yourself. "You are right," said Jesus. "Do this and you will live." But the man wanted to justify himself, so he asked, "And who is my neighbor?"',
    'Jesus told a story. A man was walking the lonely road from Jerusalem down to Jericho when robbers attacked him. They took everything, beat him, and left him half dead. A priest came along the road, saw him, and passed by on the other side. A Levite, who served in the Temple, did the same.',
    'Then a Samaritan came by, a man from a people the listeners did not trust. When he saw the wounded man, his heart was moved with compassion. He cleaned and bandaged his wounds, lifted him onto his own animal, and brought him to an inn, where he cared for him through the night. The next morning he gave the innkeeper two silver coins and said, "Look after him. If it costs more, I will repay you when I come back."',
    'Jesus asked, "Which of these three was a neighbor to the man who fell among the robbers?" The teacher answered, "The one who showed him mercy." Jesus said, "Go and do the same."',
  ].join('\n\n'),
  instructions:
    'Read the story slowly, twice if you can. Notice each person who walks down the road and what they choose to do. Then answer the questions in full sentences, using details from the story and from your own life.',
  questions: [
    'Why do you think the priest and the Levite passed by on the other side of the road? List at least two possible reasons.',
    'The Samaritan was someone the listeners did not expect to be the hero. Why do you think Jesus chose him for the story?',
    'The teacher asked, "Who is my neighbor?" but Jesus ended by asking who acted as a neighbor. What is the difference between the two questions?',
    'Describe a time when you saw someone who needed help. What did you do, and what would you do now?',
    'Name one concrete way you can "go and do the same" this week at school or at home.',
  ],
  vocabulary: [
    {
      word: 'Samaritan',
      definition:
        "A person from Samaria; in Jesus' time, Jews and Samaritans were long-standing rivals.",
    },
    {
      word: 'Levite',
      definition: 'A member of the tribe of Levi who helped the priests serve in the Temple.',
    },
    {
      word: 'compassion',
      definition: "Feeling another person's suffering so deeply that you want to help.",
    },
    {
      word: 'mercy',
      definition: 'Kindness and help given to someone who cannot repay it or has not earned it.',
    },
    {
      word: 'innkeeper',
      definition: 'The person who runs an inn, a place where travelers can eat and sleep.',
    },
  ],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Connection to my life',
        'Links the story to a real situation and names a specific action.',
      ),
      CLEAR_WRITING,
    ],
  },
};
