import { art, prompts, scripture, text } from './block-helpers';
import type { DemoCourse } from './demo-course';
import { PASSAGES } from './passages';

/**
 * The demo's private programme (issue 13, point 16: "a private course with a join link"): a
 * parish's OCIA year, joined only by its link, each join approved by the catechist.
 */
export const OCIA_WEEK_BY_WEEK: DemoCourse = {
  slug: 'ocia-week-by-week',
  title: 'Parish OCIA 2026–27: Week by week',
  subtitle: 'Our parish’s journey of faith, one Sunday at a time',
  description: [
    '<p>The private course of our parish’s Order of Christian Initiation of Adults. Each week you will find the coming Sunday’s Gospel, a short reflection and a few questions to think about before we meet.</p>',
    '<p>You join by the link your catechist gives you, and your catechist approves each request.</p>',
  ].join(''),
  category: 'formation',
  status: 'published',
  visibility: 'private',
  coverArt: 'cover-ocia-week-by-week',
  chapters: [
    {
      slug: 'beginning-the-journey',
      title: 'Beginning the journey',
      summary: 'Our first two weeks together.',
      art: 'chapter-ocia-welcome',
      lessons: [
        {
          slug: 'welcome',
          title: 'Welcome to our OCIA community',
          summary: 'What this year is, and how we will walk it together.',
          minutes: 10,
          blocks: [
            art(
              'chapter-ocia-welcome',
              'An open church door with warm light spilling out, and people arriving on either side.',
              'All are welcome.',
            ),
            text(
              '<p>Welcome! Whatever brought you here, a spouse, a friend, a question or a longing you cannot quite name, you are welcome. The Order of Christian Initiation of Adults is the way the Church has welcomed new Christians since its earliest centuries: not a class to pass, but a journey taken together, in stages, marked by prayer and by rites celebrated with the whole parish.</p>',
              '<p>Each week this course gives you the coming Sunday’s Gospel, a short reflection and a few questions. Write your answers before we meet: your catechist reads them, and they are often where our conversation begins.</p>',
            ),
            prompts(
              [
                'what-brought-you',
                'What brought you to OCIA? Tell us as much or as little as you like.',
              ],
              ['questions', 'What questions would you most like us to explore together this year?'],
            ),
          ],
        },
        {
          slug: 'come-and-see',
          title: 'Come and see',
          summary: 'The first words Jesus speaks in John’s Gospel are a question.',
          minutes: 12,
          // The welcome first: its answers are where the catechist's conversation begins.
          release: { requiresPrevious: true },
          blocks: [
            scripture(PASSAGES.comeAndSee),
            text(
              '<p>The first words Jesus speaks in John’s Gospel are a question: “What are you looking for?” He does not begin with a lesson or a demand. He asks the two disciples about their own desire, and then he invites them: “Come, and see.”</p>',
              '<p>That is the invitation of this year. You do not need to have everything worked out before you begin. Come, stay a while, and see.</p>',
            ),
            prompts(
              [
                'looking-for',
                'If Jesus asked you today, “What are you looking for?”, what would you answer?',
              ],
              ['come-and-see', 'What would you most like to “come and see” this year?'],
            ),
          ],
        },
      ],
    },
  ],
};
