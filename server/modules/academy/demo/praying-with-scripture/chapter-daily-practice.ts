import { DEMO_FILES } from '../demo-files';
import { art, lectioDivina, prompts, scripture, text } from '../block-helpers';
import type { DemoChapter } from '../demo-course';
import { PASSAGES } from '../passages';

/** Chapter 3: making Lectio Divina part of ordinary life, alone and with others. */
export const CHAPTER_DAILY_PRACTICE: DemoChapter = {
  slug: 'a-daily-practice',
  title: 'A daily practice',
  summary: 'Making Lectio Divina part of ordinary life, alone and with others.',
  art: 'chapter-daily-practice',
  // A week to practise the four steps before the daily habit opens (issue 13, point 7: drip).
  release: { afterJoinDays: 7 },
  lessons: [
    {
      slug: 'the-sunday-gospel',
      title: 'Praying the Sunday Gospel',
      summary: 'Let the Church choose the passage, and arrive at Mass already listening.',
      minutes: 20,
      blocks: [
        art(
          'chapter-daily-practice',
          'A morning window with the sun rising over green hills; on the table below, a cup of coffee and a closed Bible with a gold ribbon.',
          'A quiet place, and a time you can keep.',
        ),
        text(
          '<p>The simplest way to choose a passage is to let the Church choose it for you. Each Sunday’s Gospel is proclaimed in parishes all over the world, and praying with it during the week before Mass means you arrive already listening.</p>',
          '<ul><li>Find next Sunday’s readings in a missal, your parish bulletin or a Catholic app.</li><li>Take only a few verses at a time: one scene, one saying.</li><li>Keep the same time and place each day if you can. Early morning suits many people, as it suited Jesus, who rose “while it was still dark” to pray (Mark 1:35).</li></ul>',
          '<p>Today, pray with the two disciples on the road to Emmaus, whose hearts burned as the risen Lord opened the Scriptures to them and made himself known in the breaking of the bread.</p>',
        ),
        lectioDivina(PASSAGES.emmaus),
        prompts(
          ['moment', 'Which word or moment of the Emmaus story stayed with you?'],
          [
            'burning',
            'When has your heart “burned within you”: a time when Scripture, or the Mass, seemed to speak directly to you?',
          ],
          ['plan', 'When and where will you pray with next Sunday’s Gospel this week?'],
        ),
      ],
    },
    {
      slug: 'praying-with-others',
      title: 'Praying with others',
      summary: 'A simple, safe pattern for Lectio Divina in a group.',
      minutes: 15,
      blocks: [
        text(
          '<p>Lectio Divina grew up in monasteries, and it has always been at home in community. Many parishes pray it in small groups, and OCIA groups often pray it with the Sunday Gospel. The steps are the same; they are simply shared.</p>',
          '<h3>A simple pattern for a group</h3><ol><li>One person reads the passage aloud, slowly. Everyone listens for the word that catches them.</li><li>After a short silence, each person says their word or phrase aloud, without explaining it.</li><li>A second reader reads the passage again. After a longer silence, anyone who wishes says in a sentence or two what the word says to their life.</li><li>After a third reading, each person prays, aloud or in silence, for the person beside them.</li><li>Close together with the Our Father.</li></ol>',
          '<p>Two rules keep a group safe and prayerful: no one has to speak, and no one comments on what another has shared. This is not a Bible study or a discussion. It is listening together.</p>',
        ),
        scripture(PASSAGES.twoOrThree),
        {
          type: 'attachment',
          fileKey: DEMO_FILES.glanceHandout.key,
          name: DEMO_FILES.glanceHandout.name,
          sizeBytes: DEMO_FILES.glanceHandout.sizeBytes,
          contentType: DEMO_FILES.glanceHandout.contentType,
        },
        prompts(
          [
            'group',
            'Have you ever prayed with Scripture in a group? What helped, and what made it hard?',
          ],
          [
            'invite',
            'Who could you invite to pray the Sunday Gospel with you: a friend, your sponsor, your family?',
          ],
        ),
      ],
    },
    {
      slug: 'remain-in-me',
      title: 'Remain in me',
      summary: 'Dry days, faithful habits, and a simple rule of prayer to take with you.',
      minutes: 20,
      blocks: [
        text(
          '<p>Every habit of prayer has dry seasons. Some days the passage seems silent, the mind wanders and the minutes drag. This is normal, and the saints knew it well. Faithfulness matters more than feelings: we come back because God is faithful, not because every prayer is sweet.</p>',
          '<h3>A rule of prayer, held gently</h3><ul><li><strong>When:</strong> the same time each day, even if only ten minutes.</li><li><strong>Where:</strong> a chair, a corner, a candle: a place your body learns means prayer.</li><li><strong>What:</strong> the Sunday Gospel, or one Gospel read from beginning to end, a few verses a day.</li><li><strong>A journal:</strong> write down your word and a line of prayer. Over the months it becomes a record of God’s faithfulness.</li></ul>',
          '<p>Jesus gives us the image for all of this: a branch that stays joined to the vine. We end the course with his words.</p>',
        ),
        lectioDivina(PASSAGES.remainInMe, {
          rest: {
            guidance:
              'Rest in the words “Remain in my love”. You are already where he asks you to be.',
            minutes: 5,
          },
        }),
        prompts(
          ['dry-days', 'What helps you keep praying when prayer feels dry?'],
          [
            'rule',
            'Write your own simple rule of prayer for the coming month: when, where and what you will pray.',
          ],
          ['grateful', 'Looking back over these eight lessons, what are you most grateful for?'],
        ),
      ],
    },
  ],
};
