import type { DemoCourse } from './demo-course';
import { CHAPTER_DAILY_PRACTICE } from './praying-with-scripture/chapter-daily-practice';
import { CHAPTER_FOUR_STEPS } from './praying-with-scripture/chapter-four-steps';
import { CHAPTER_LISTENING } from './praying-with-scripture/chapter-listening';

/**
 * The demo instructor's published public course (issue 13, point 16), written by us: three
 * chapters and eight lessons of about a quarter of an hour each, for OCIA candidates, parish
 * groups and any adult who would like to pray with Scripture.
 */
export const PRAYING_WITH_SCRIPTURE: DemoCourse = {
  slug: 'praying-with-scripture',
  title: 'Praying with Scripture: an introduction to Lectio Divina',
  subtitle: 'Eight short lessons in the Church’s ancient way of listening to God in the Bible',
  description: [
    '<p>For centuries Christians have prayed with the Bible slowly, a few lines at a time, listening for the word God speaks to them today. The Church calls this <em>Lectio Divina</em>, “divine reading”.</p>',
    '<p>In eight short lessons you will learn its four steps (read, reflect, respond and rest), pray them with guided passages from the Gospels and the Psalms, and shape a simple daily habit that fits your life. Each lesson takes about a quarter of an hour and ends with a few questions for your journal; your instructor reads what you write and replies.</p>',
    '<p>For OCIA candidates and catechumens, parish prayer groups, and anyone who would like to pray with Scripture and does not know where to begin.</p>',
  ].join(''),
  category: 'prayer',
  status: 'published',
  visibility: 'public',
  coverArt: 'cover-praying-with-scripture',
  chapters: [CHAPTER_LISTENING, CHAPTER_FOUR_STEPS, CHAPTER_DAILY_PRACTICE],
};
