import { PUBLIC_DOMAIN_TRANSLATIONS } from '../../../../common/academy/blocks';
import type { ScripturePassage } from '../../../../common/schemas/academy-blocks';

/**
 * Every passage the demo courses quote, word for word from a public-domain translation: the
 * World English Bible for the Gospels and letters (its Old Testament writes the divine name,
 * which Catholic prayer does not say aloud), the Douay-Rheims for 1 Samuel, with its own
 * book name noted. Quotation marks are the translation's own.
 */
const web = (reference: string, text: string): ScripturePassage => ({
  reference,
  text,
  translation: PUBLIC_DOMAIN_TRANSLATIONS.web,
});

export const PASSAGES = {
  livingWord: web(
    'Hebrews 4:12',
    'For the word of God is living and active, and sharper than any two-edged sword, piercing even to the dividing of soul and spirit, of both joints and marrow, and is able to discern the thoughts and intentions of the heart.',
  ),
  speakLord: {
    reference: '1 Samuel 3:10 (1 Kings 3:10 in the Douay-Rheims)',
    text: 'And the Lord came, and stood, and he called, as he had called the other times, Samuel, Samuel. And Samuel said: Speak, Lord, for thy servant heareth.',
    translation: PUBLIC_DOMAIN_TRANSLATIONS.douayRheims,
  },
  marthaAndMary: web(
    'Luke 10:38-42',
    'As they went on their way, he entered into a certain village, and a certain woman named Martha received him into her house. She had a sister called Mary, who also sat at Jesus’ feet, and heard his word. But Martha was distracted with much serving, and she came up to him, and said, “Lord, don’t you care that my sister left me to serve alone? Ask her therefore to help me.” Jesus answered her, “Martha, Martha, you are anxious and troubled about many things, but one thing is needed. Mary has chosen the good part, which will not be taken away from her.”',
  ),
  maryPondering: web('Luke 2:19', 'But Mary kept all these sayings, pondering them in her heart.'),
  myShepherdsVoice: web(
    'John 10:27',
    'My sheep hear my voice, and I know them, and they follow me.',
  ),
  beStill: web(
    'Psalm 46:10',
    '“Be still, and know that I am God. I will be exalted among the nations. I will be exalted in the earth.”',
  ),
  emmaus: web(
    'Luke 24:28-32',
    'They came near to the village where they were going, and he acted like he would go further. They urged him, saying, “Stay with us, for it is almost evening, and the day is almost over.” He went in to stay with them. When he had sat down at the table with them, he took the bread and gave thanks. Breaking it, he gave it to them. Their eyes were opened and they recognized him, then he vanished out of their sight. They said to one another, “Weren’t our hearts burning within us, while he spoke to us along the way, and while he opened the Scriptures to us?”',
  ),
  twoOrThree: web(
    'Matthew 18:20',
    'For where two or three are gathered together in my name, there I am in the middle of them.',
  ),
  remainInMe: web(
    'John 15:4-5, 9',
    'Remain in me, and I in you. As the branch can’t bear fruit by itself unless it remains in the vine, so neither can you, unless you remain in me. I am the vine. You are the branches. He who remains in me and I in him bears much fruit, for apart from me you can do nothing. Even as the Father has loved me, I also have loved you. Remain in my love.',
  ),
  comeAndSee: web(
    'John 1:35-39',
    'Again, the next day, John was standing with two of his disciples, and he looked at Jesus as he walked, and said, “Behold, the Lamb of God!” The two disciples heard him speak, and they followed Jesus. Jesus turned and saw them following, and said to them, “What are you looking for?” They said to him, “Rabbi” (which is to say, being interpreted, Teacher), “where are you staying?” He said to them, “Come, and see.” They came and saw where he was staying, and they stayed with him that day. It was about the tenth hour.',
  ),
} satisfies Record<string, ScripturePassage>;
