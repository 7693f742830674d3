/**
 * Copy of the first six parts of the home page (SPEC §2.3): hero, product tabs, slide
 * rotation, partnership, benefits and 'How it works'. Spec literals are kept exactly; the
 * rest is our own writing. 'Speak with us' lives in ./site.ts.
 */

export const HERO = {
  eyebrow: 'Scripture · Reflection · Writing',
  tagline: 'Growing our relationship with God',
  lead: 'Lectio gives Christian schools, parishes and families one calm place to read scripture, reflect on it and write about it, with a teacher or mentor alongside every step.',
  videoTitle: 'A two-minute tour of Lectio',
  playLabel: 'Play the video: A two-minute tour of Lectio',
  videoCaption: 'Watch how a class moves from a reading to a written reflection.',
} as const;

/** The video provider's id of the hero video; its player loads only after a click. */
export const HERO_VIDEO_ID = 'M7lc1UVf-VE';

export const PRODUCT_TABS = {
  heading: 'Two ways to grow in faith together',
  lead: 'Choose the space that fits your community: journals for classrooms, or courses for young adults and adults.',
  listLabel: 'Products',
  journals: { label: 'Journals', caption: 'Classrooms, grades 4 to 12' },
  academy: { label: 'Courses', caption: 'Young adults and adults' },
} as const;

export interface SlideCopy {
  slideTitle: string;
  slideText: string;
  radioText: string;
}

/** SPEC §3 Slide: Journals has 3 slides, Courses 5 (titles are spec literals). */
export const JOURNAL_SLIDES: readonly SlideCopy[] = [
  {
    slideTitle: 'Read',
    slideText:
      'Every activity opens with a passage: a Gospel reading, a psalm or a page from your workbook, set in clear type so students can take their time with the Word.',
    radioText: 'Begin with the passage',
  },
  {
    slideTitle: 'Reflect & write',
    slideText:
      'Guiding questions lead students from what the text says to what it asks of them. They write in their own journal while you read along and encourage them in real time.',
    radioText: 'Answer in a journal',
  },
  {
    slideTitle: 'Grow',
    slideText:
      'Finished reflections earn points for dressing up an avatar, and a year of writing becomes a record of faith that families can even print as a book.',
    radioText: 'Celebrate the progress',
  },
];

export const COURSE_SLIDES: readonly SlideCopy[] = [
  {
    slideTitle: 'Create your own course',
    slideText:
      'Build lessons and chapters from your own material: add images, videos and attachments, and shape a retreat, a study group or a full formation program.',
    radioText: 'Lessons and chapters',
  },
  {
    slideTitle: 'Publish and share',
    slideText:
      'Publish when you are ready and share a unique join link. Keep a program private for your parish group or open it to anyone you invite.',
    radioText: 'One link to join',
  },
  {
    slideTitle: 'Monitor participants',
    slideText:
      'See at a glance who has started, who is keeping pace and whose reflections are waiting for you, without chasing anyone by email.',
    radioText: 'See who is keeping pace',
  },
  {
    slideTitle: 'Accompany participants',
    slideText:
      'Read each reflection and answer with feedback of your own, so every participant knows someone is walking the road with them.',
    radioText: 'Give personal feedback',
  },
  {
    slideTitle: 'Engage in discussion',
    slideText:
      'Each course has its own Discussion Board where participants share insights, ask questions and pray for one another between sessions.',
    radioText: 'A board for every course',
  },
];

export const SLIDE_CONTROLS = {
  pickerLabel: 'Choose a slide',
  pause: 'Pause slides',
  play: 'Play slides',
} as const;

export const PARTNERSHIP = {
  eyebrow: 'In partnership',
  heading: 'Spirit of Truth workbooks, ready to reflect on',
  body: 'We partner with the publisher of the Spirit of Truth high school theology workbooks. Their chapters arrive in Lectio as ready-made reflection activities, so a lesson from the workbook becomes a journal prompt with one click.',
  points: [
    'Every chapter comes with reflection questions already written.',
    'Students answer in their journal instead of on loose pages.',
    'Teachers assign, read and comment in one place.',
  ],
  link: 'See the workbook plan',
  artAlt:
    'A Spirit of Truth workbook beside a Lectio journal page with the same chapter as a reflection activity',
} as const;

export const BENEFITS = {
  heading: 'Endless possibilities for a lifelong learning journey.',
  cards: [
    {
      title: 'Flexible',
      text: 'Use it in class, at home or in the parish hall, on a laptop, tablet or phone. Start with one activity or plan a whole year.',
    },
    {
      title: 'Interactive',
      text: 'Teachers guide writers as they work, students comment and collaborate, and every reflection gets a real reader.',
    },
    {
      title: 'Engaging',
      text: 'Points, avatars and printed books give young writers something to look forward to after every honest page.',
    },
  ],
} as const;

export type HowItWorksView = 'teacher' | 'student';

export const HOW_IT_WORKS = {
  heading: 'How it works',
  lead: 'Four steps from a question to a growing habit of prayerful writing.',
  stepsLabel: 'Steps',
  dotsLabel: 'Step dots',
  views: { teacher: 'Teacher view', student: 'Student view' },
  swipeHint: 'Swipe the picture or use the arrow keys to move between steps.',
  download: 'Download instructions PDF',
  steps: [
    {
      title: 'Reflection Questions',
      text: 'Pick a passage and write the questions you want your class to sit with, or start from a ready-made activity from the library.',
      imageAlt:
        'Teacher view: an activity editor with a scripture passage and three reflection questions',
    },
    {
      title: 'Student Writing',
      text: 'Students open the activity, read the passage and answer in their own journal, at their own pace, on any device.',
      imageAlt: 'Student view: a journal page with the passage on the left and a written answer',
    },
    {
      title: 'Teacher Guidance',
      text: 'Follow every journal live, leave a note beside a sentence and encourage a quiet writer before the bell rings.',
      imageAlt: 'Teacher view: a class overview with student progress and a comment being written',
    },
    {
      title: 'Avatar Store',
      text: 'Completed reflections earn points that students spend on outfits and backgrounds for their avatar.',
      imageAlt:
        'Student view: the avatar store with an avatar, a points balance and items to choose',
    },
  ],
} as const;

export const DOWNLOAD_GUIDE_MODAL = {
  title: 'Which document do you wish to download?',
  description: {
    teacher: 'The teacher guide opens in a new tab as a PDF.',
    student: 'The student guide opens in a new tab as a PDF.',
  },
  desktop: 'Desktop version',
  mobile: 'Mobile version',
} as const;
