import { DEMO_FILES } from '../demo-files';
import { art, prompts, scripture, text } from '../block-helpers';
import type { DemoChapter } from '../demo-course';
import { PASSAGES } from '../passages';

/** Chapter 1: God speaks, and prayer begins by listening. */
export const CHAPTER_LISTENING: DemoChapter = {
  slug: 'listening-to-the-word',
  title: 'Listening to the Word',
  summary: 'God still speaks in Scripture, and prayer begins by listening.',
  art: 'chapter-listening',
  lessons: [
    {
      slug: 'god-still-speaks',
      title: 'God still speaks',
      summary: 'Why Catholics pray with the Bible, and what this course will ask of you.',
      minutes: 12,
      blocks: [
        {
          type: 'video',
          source: { kind: 'file', fileKey: DEMO_FILES.titleVideo.key },
          title: DEMO_FILES.titleVideo.title,
          durationSeconds: DEMO_FILES.titleVideo.durationSeconds,
        },
        text(
          '<p>Welcome. Whether you are preparing for baptism, coming home to the Church after years away, or have prayed all your life and want to go deeper, this course is for you.</p>',
          '<p>Catholics believe that Scripture is not only a record of what God once said. The Second Vatican Council teaches that in the sacred books “the Father who is in heaven meets His children with great love and speaks with them” (<em>Dei Verbum</em> 21). When we open the Bible in faith, we are not reading about a distant God: we are being spoken to.</p>',
          '<p>The Church’s way of praying with Scripture is called <em>Lectio Divina</em>, “divine reading”. It asks for no special skill, only a short passage, a little quiet and an open heart. Over eight short lessons we will learn it step by step, and each lesson ends with a few questions for you to answer in writing. Your instructor reads your answers and replies.</p>',
        ),
        scripture(PASSAGES.livingWord),
        prompts(
          ['hope', 'What do you hope for from these weeks of praying with Scripture?'],
          [
            'remembered-word',
            'Has a word from the Bible ever stayed with you, perhaps at Mass, a funeral or a wedding? What was it, and why do you think it stayed?',
          ],
        ),
      ],
    },
    {
      slug: 'speak-lord',
      title: 'Speak, Lord, your servant is listening',
      summary: 'The boy Samuel learns to recognise the voice that calls him.',
      minutes: 15,
      blocks: [
        art(
          'chapter-listening',
          'An open book on a lectern beside a lit candle, with gentle arcs rising from its pages like a voice.',
          'Prayer begins with listening.',
        ),
        text(
          '<p>The boy Samuel slept in the temple at Shiloh, where the ark of God was kept. Three times in the night he heard his name and ran to the old priest Eli: “Here I am, for you called me.” The third time, Eli understood that it was the Lord who was calling, and he taught the boy how to answer.</p>',
          '<p>Samuel’s answer is the first lesson of Lectio Divina. We do not begin by talking, or by working out what a passage means. We begin by listening, and we may need, as Samuel did, someone to help us recognise the voice.</p>',
          '<p>St Ambrose put it simply: we speak to God when we pray, and we hear him when we read the Scriptures (the Council repeats his words in <em>Dei Verbum</em> 25). Prayer with Scripture is a conversation, and in every good conversation listening comes first.</p>',
        ),
        scripture(PASSAGES.speakLord),
        prompts(
          [
            'voices',
            'Many voices call for our attention every day. Which ones are loudest in your life at the moment?',
          ],
          ['quiet', 'When do you find it easiest to be quiet and listen? When is it hardest?'],
        ),
      ],
    },
    {
      slug: 'one-thing-is-needed',
      title: 'One thing is needed',
      summary: 'Martha serves, Mary listens, and Jesus speaks to them both.',
      minutes: 15,
      blocks: [
        text(
          '<p>Luke tells of a visit Jesus made to the home of two sisters. Martha welcomes him and is soon busy with serving; Mary sits at his feet and listens to his word. When Martha asks Jesus to send her sister to help, he answers her gently, saying her name twice.</p>',
          '<p>This is not a story against work. Martha’s welcome is real love, and the Church honours her as a saint. It is a story about where our work begins: before we serve, we listen. Lectio Divina is one way of taking Mary’s place at the feet of Jesus for a few minutes each day.</p>',
          '<h3>Reading slowly</h3><p>Read the passage below twice, slowly, aloud if you can. Do not hurry to the end. Notice where your attention rests: a name, a gesture, a phrase.</p>',
        ),
        scripture(PASSAGES.marthaAndMary),
        prompts(
          [
            'word',
            'Which word or phrase in the passage caught your attention? Write it down exactly.',
          ],
          [
            'martha-or-mary',
            'Where do you find yourself in this story today: with Martha, with Mary, or somewhere between?',
          ],
        ),
      ],
    },
  ],
};
