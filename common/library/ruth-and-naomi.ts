import type { LibraryActivity } from '../schemas/activities';
import { CLEAR_WRITING, RETOLD, UNDERSTANDING, criterion } from './rubric';

export const RUTH_AND_NAOMI: LibraryActivity = {
  id: 'ruth-and-naomi',
  title: 'Where You Go, I Will Go: Ruth and Naomi',
  passageReference: 'Ruth 1:1-22',
  passageSource: RETOLD,
  grades: 'Grades 5-12',
  summary:
    'A young widow chooses to stay beside her grieving mother-in-law in a land that is not her own.',
  passageText: [
    'When there was a famine in Israel, a man from Bethlehem named Elimelech moved with his wife Naomi and their two sons to the country of Moab. There Elimelech died. The sons married two women of Moab, Orpah and Ruth. About ten years later both sons died too, and Naomi was left without her husband or her children.',
    'Naomi heard that the Lord had given food to his people again, so she set out to return home to Judah with her two daughters-in-law. On the road she said to them, "Go back, each of you, to your mother\'s house. May the Lord be as kind to you as you have been to me." She kissed them, and they all wept.',
    'Orpah kissed Naomi goodbye and went back. But Ruth held on to her. "Do not ask me to leave you," Ruth said. "Where you go, I will go; where you stay, I will stay. Your people will be my people, and your God will be my God. Where you die, I will die, and there I will be buried."',
    'When Naomi saw that Ruth was determined, she said no more. The two of them walked on together until they came to Bethlehem, just as the barley harvest was beginning.',
  ].join('\n\n'),
  instructions:
    "Read the story of Ruth's choice. Think about what Ruth gave up and what she gained. Answer the questions honestly and give examples from your own life where you can.",
  questions: [
    'What had Naomi lost, and how do you think she felt as she started home?',
    'Orpah went back and Ruth stayed. Was Orpah wrong? Explain your thinking.',
    'Ruth promised, "Where you go, I will go." What does loyalty mean to you?',
    'Ruth was a foreigner in Bethlehem. How can your class welcome someone who is new or feels like an outsider?',
    'Write about a person who has stayed beside you during a hard time, or someone you could stay beside.',
  ],
  vocabulary: [
    {
      word: 'Moab',
      definition: 'A country east of the Dead Sea; its people were often at odds with Israel.',
    },
    { word: 'widow', definition: 'A woman whose husband has died.' },
    {
      word: 'loyalty',
      definition: 'Staying faithful to someone, especially when it is costly or hard.',
    },
    {
      word: 'famine',
      definition: 'A time when there is not enough food and many people go hungry.',
    },
    { word: 'barley', definition: 'A grain harvested in spring and used to make bread.' },
  ],
  rubric: {
    criteria: [
      UNDERSTANDING,
      criterion(
        'Loyalty and welcome',
        "Explains Ruth's choice and connects it to welcoming or standing by others today.",
      ),
      CLEAR_WRITING,
    ],
  },
};
