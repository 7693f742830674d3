import { art, lectioDivina, prompts, scripture, text } from '../block-helpers';
import type { DemoChapter } from '../demo-course';
import { PASSAGES } from '../passages';

/** Chapter 2: the four rungs of the ladder, two at a time. */
export const CHAPTER_FOUR_STEPS: DemoChapter = {
  slug: 'the-four-steps',
  title: 'The four steps',
  summary: 'Read, reflect, respond and rest: the ladder of prayer, one rung at a time.',
  art: 'chapter-four-steps',
  lessons: [
    {
      slug: 'read-and-reflect',
      title: 'Read and reflect',
      summary: 'Lectio and meditatio: reading slowly, then staying with one word.',
      minutes: 18,
      blocks: [
        art(
          'chapter-four-steps',
          'Four stepping stones rising from left to right, marked with an open book, a heart, a speech bubble and a crescent moon.',
          'Read, reflect, respond, rest.',
        ),
        text(
          '<p>In the twelfth century a Carthusian monk, Guigo II, described Lectio Divina as a ladder with four rungs reaching from earth to heaven: reading (<em>lectio</em>), meditation (<em>meditatio</em>), prayer (<em>oratio</em>) and contemplation (<em>contemplatio</em>). In this chapter we climb it, one rung at a time.</p>',
          '<h3>Read</h3><p>Read a short passage slowly, more than once. You are not studying it or looking for information. You are listening for the word or phrase that catches you.</p>',
          '<h3>Reflect</h3><p>Then stay with that word. Repeat it quietly and let it settle. Ask what it says to your life today. Mary, the Mother of Jesus, is our model here: she treasured what she heard and turned it over in her heart.</p>',
        ),
        scripture(PASSAGES.maryPondering),
        lectioDivina(PASSAGES.myShepherdsVoice, {
          read: {
            guidance:
              'Read the verse three times, slowly. Let each reading be a little quieter than the one before.',
            minutes: 3,
          },
          reflect: {
            guidance:
              'Stay with the word that caught you. What does it mean for you to hear his voice, and to be known by him?',
            minutes: 5,
          },
        }),
        prompts(
          ['word', 'Which word did you stay with, and what did it say to you?'],
          ['known', 'Jesus says that he knows his sheep. How does it feel to be known by him?'],
        ),
      ],
    },
    {
      slug: 'respond-and-rest',
      title: 'Respond and rest',
      summary: 'Oratio and contemplatio: answering God, then resting in his presence.',
      minutes: 18,
      blocks: [
        text(
          '<h3>Respond</h3><p>After listening comes answering. Speak to God about what you heard, in your own words: thanks, sorrow, a request, a question, even a complaint. The psalms are full of all of these. There is no wrong way to answer, as long as it is honest.</p>',
          '<h3>Rest</h3><p>Finally, let the words fall away. Contemplation is not a technique to master; it is a gift God gives, and our part is simply to stay, as friends can sit together without speaking. When your mind wanders, and it will, return gently to your word.</p>',
          '<p>The prophet Elijah, worn out and afraid, went to Horeb, the mountain of God. The Lord was not in the great wind, nor in the earthquake, nor in the fire, but in what the Douay-Rheims Bible beautifully calls “a whistling of a gentle air”. God is often found in quiet.</p>',
        ),
        lectioDivina(PASSAGES.beStill, {
          respond: {
            guidance:
              'Tell God honestly what makes it hard for you to be still, and ask him for the gift of his peace.',
            minutes: 3,
          },
          rest: {
            guidance:
              'Say the first words, “Be still”, once more, and then say nothing. Rest in God’s presence until the time is over.',
            minutes: 5,
          },
        }),
        prompts(
          ['response', 'What did you say to God? You may copy your prayer here if you wish.'],
          [
            'stillness',
            'What was the time of rest like for you? Restless, peaceful, sleepy: every answer is welcome.',
          ],
        ),
      ],
    },
  ],
};
