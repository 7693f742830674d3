/**
 * Copy of the last parts of the home page (SPEC §2.3 parts 7–10 and the closing support
 * section): features grid, community cycle, testimonials and related media. Spec literals are
 * kept exactly; everything else is our own writing. Image fields name files: feature icons
 * under app/assets/home/features/, media images under app/assets/home/media/.
 */
import { HERO_VIDEO_ID } from './home-intro';

/* ---------------------------------------------------------------- features (part 7) */

export const FEATURES_SECTION = {
  heading: 'A glimpse into our features',
  lead: 'Everything a teacher needs to guide reading, reflection and writing, gathered in one calm place.',
  previous: 'Previous features',
  next: 'Next features',
} as const;

/** SPEC §3 Feature item: title, icon, hoverIcon (plus a line of our own about each). */
export interface FeatureItem {
  title: string;
  description: string;
  icon: string;
  hoverIcon: string;
}

const feature = (title: string, slug: string, description: string): FeatureItem => ({
  title,
  description,
  icon: `${slug}.svg`,
  hoverIcon: `${slug}-hover.svg`,
});

/** SPEC §1: the 13 features, in the spec's order. */
export const FEATURE_ITEMS: readonly FeatureItem[] = [
  feature(
    'Google integration',
    'google-integration',
    'Sign in with Google and attach documents from your Drive to any assignment.',
  ),
  feature(
    'In-app chat',
    'in-app-chat',
    'Answer a question while a student is still writing, without leaving the page.',
  ),
  feature(
    'Teacher collaboration',
    'teacher-collaboration',
    'Plan a unit with colleagues and share the activities that work.',
  ),
  feature(
    'Breakout writing rooms',
    'breakout-writing-rooms',
    'Send small groups to their own room to write and reflect together.',
  ),
  feature(
    'Image uploads',
    'image-uploads',
    'Add sacred art, photos and diagrams to any reading or prompt.',
  ),
  feature(
    'Duplicate activities',
    'duplicate-activities',
    'Copy last year’s best activity in one click and make it new.',
  ),
  feature(
    'Unlimited activities',
    'unlimited-activities',
    'Create as many reflections and assignments as your year needs.',
  ),
  feature(
    'Vocabulary tools',
    'vocabulary-tools',
    'Build word lists so the language of faith becomes familiar.',
  ),
  feature(
    'PDF creation',
    'pdf-creation',
    'Turn a class’s writing into a clean PDF to print or to share.',
  ),
  feature('Rubrics', 'rubrics', 'Grade with clear criteria students can read before they begin.'),
  feature(
    'Professional development',
    'professional-development',
    'Short guided sessions that help teachers make the most of every class.',
  ),
  feature(
    'A library of resources',
    'library-of-resources',
    'Ready-made readings, prompts and workbook activities to start from.',
  ),
  feature(
    'Video uploads',
    'video-uploads',
    'Record a short welcome or explanation and attach it to a lesson.',
  ),
];

/* --------------------------------------------------------- community cycle (part 8) */

export type CommunityMemberName = 'Parishes' | 'Families' | 'Administrators' | 'Educators';

export const COMMUNITY_SECTION = {
  eyebrow: 'One community',
  heading: 'Everyone who walks beside a child, together',
  lead: 'Faith formation is shared work. Lectio joins the people around each young person, so what begins in the classroom carries on at home and in the parish.',
  cycleLabel: 'The community cycle',
} as const;

/** SPEC §2.3: the four members of the cycle, in order around it. */
export const COMMUNITY_MEMBERS: readonly { name: CommunityMemberName; text: string }[] = [
  {
    name: 'Parishes',
    text: 'Bring faith formation and youth groups into one shared space for reflection.',
  },
  {
    name: 'Families',
    text: 'See what your child is writing and keep the conversation going at home.',
  },
  {
    name: 'Administrators',
    text: 'Support every classroom with one platform that is simple to roll out.',
  },
  {
    name: 'Educators',
    text: 'Guide each student’s reflection and writing as it happens.',
  },
];

/** Matthew 19:14 in the World English Bible, which is in the public domain. */
export const COMMUNITY_QUOTE = {
  text: 'But Jesus said, “Allow the little children, and don’t forbid them to come to me; for the Kingdom of Heaven belongs to ones like these.”',
  reference: 'Matthew 19:14',
  translation: 'World English Bible',
} as const;

/* ------------------------------------------------------------ testimonials (part 9) */

export const TESTIMONIALS_SECTION = {
  eyebrow: 'In their words',
  heading: 'What teachers and students are saying',
  carouselLabel: 'Testimonials',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  longHeading: 'From the classroom',
} as const;

/** The attribution SPEC §3 gives the second and third short quotes. */
export const STUDENT_ATTRIBUTION = 'Student';

export interface ShortTestimonial {
  quote: string;
  /** Who said it: a teacher for the first, 'Student' for the others (SPEC §3). */
  attribution: string;
  detail: string;
}

/** SPEC §3: 3 short quotes, the first by a teacher and the others by students. */
export const SHORT_TESTIMONIALS: readonly ShortTestimonial[] = [
  {
    quote:
      'My eighth graders used to dread journaling. Now they ask for more time to write, and I finally get to see what they think about God and about their own lives.',
    attribution: 'Teacher',
    detail: '8th grade religion',
  },
  {
    quote:
      'I like that I can write what I really think. My teacher answers with questions instead of just a grade, and that helps me pray about it.',
    attribution: STUDENT_ATTRIBUTION,
    detail: '7th grade',
  },
  {
    quote:
      'Dressing up my avatar is fun, but the best part is reading my reflections from September and seeing how much I have grown since then.',
    attribution: STUDENT_ATTRIBUTION,
    detail: '10th grade',
  },
];

export interface LongTestimonial {
  name: string;
  grade: string;
  city: string;
  paragraphs: readonly string[];
}

/** SPEC §3: 2 long teacher testimonials, each with a name, grade and city. */
export const LONG_TESTIMONIALS: readonly LongTestimonial[] = [
  {
    name: 'Teresa Alvarez',
    grade: '7th grade theology',
    city: 'San Antonio, Texas',
    paragraphs: [
      'For years my students wrote their reflections in notebooks I carried home in a tote bag every weekend. I read every page, but by the time I answered, the moment had passed.',
      'With Lectio I can see a student struggling with a passage while she is still writing, and ask her a question right then. The quiet ones write the most. Our breakout rooms after Sunday’s Gospel have become the part of the week the class looks forward to.',
    ],
  },
  {
    name: 'Daniel Okafor',
    grade: '11th grade religion',
    city: 'Columbus, Ohio',
    paragraphs: [
      'I was wary of adding another screen to a class that is meant to be prayerful. What won me over is how little Lectio gets in the way: a reading, a good question and room to write.',
      'The rubrics save me hours, and the workbook activities meant I did not have to rebuild my course. At the end of the year several families ordered the printed book of their son’s or daughter’s journal. One mother told me it was the first time she had read her son’s prayers.',
    ],
  },
];

/* ---------------------------------------------------------- related media (part 10) */

export const MEDIA_SECTION = {
  heading: 'Related articles and media',
  lead: 'Stories, ideas and short films from the schools, parishes and families who use Lectio.',
  carouselLabel: 'Articles and media',
  previous: 'Previous article',
  next: 'Next article',
  progressLabel: 'Articles browsed',
  playBadge: 'Video',
} as const;

/** SPEC §3 media types, spelt as the spec spells them ('Infografic'). */
export const MEDIA_TYPES = [
  'Case Study',
  'School Story',
  'YouTube Video',
  'Local News',
  'Infografic',
] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** SPEC §3 Media card: exactly these fields. */
export interface MediaCard {
  /** File name of the card image under app/assets/home/media/. */
  imgSrc: string;
  type: MediaType;
  /** A play card opens its video in a player on the page. */
  play: boolean;
  duration: string | null;
  title: string;
  bodyText: string;
  /** A page of this site, a file under public/, or a YouTube watch address for play cards. */
  link: string;
}

const YOUTUBE_WATCH = 'https://www.youtube.com/watch?v=';

/** The YouTube id of a play card's watch address, or null if it is not one. */
export function youTubeIdOf(link: string): string | null {
  if (!link.startsWith(YOUTUBE_WATCH)) return null;
  const id = link.slice(YOUTUBE_WATCH.length);
  return /^[\w-]{6,20}$/.test(id) ? id : null;
}

/** SPEC §3: the 6 media cards. */
export const MEDIA_CARDS: readonly MediaCard[] = [
  {
    imgSrc: 'classroom-journals.svg',
    type: 'Case Study',
    play: false,
    duration: '6 min read',
    title: 'A school where every class begins with the Word',
    bodyText:
      'How a middle school paired a daily Gospel reading with five minutes of writing, and what its teachers noticed by the end of the first semester.',
    link: '/schools',
  },
  {
    imgSrc: 'first-look-video.svg',
    type: 'YouTube Video',
    play: true,
    duration: '2:04',
    title: 'A two-minute tour of Lectio',
    bodyText:
      'Follow one class from the opening reading to a finished reflection, with the teacher’s comments arriving as the students write.',
    link: `${YOUTUBE_WATCH}${HERO_VIDEO_ID}`,
  },
  {
    imgSrc: 'parish-news.svg',
    type: 'Local News',
    play: false,
    duration: '4 min read',
    title: 'Parish youth groups take their reflections online',
    bodyText:
      'Confirmation classes and youth ministers are using Lectio courses to keep young people reflecting between Sunday gatherings.',
    link: '/parishes+institutions',
  },
  {
    imgSrc: 'reflection-cycle.svg',
    type: 'Infografic',
    play: false,
    duration: null,
    title: 'The reflection cycle at a glance',
    bodyText:
      'Read, reflect, write and grow: the four steps of a Lectio journal on one page, with what the teacher does at each step.',
    link: '/media/reflection-cycle-infographic.svg',
  },
  {
    imgSrc: 'team-story.svg',
    type: 'School Story',
    play: false,
    duration: '5 min read',
    title: 'Why we built a quieter classroom tool',
    bodyText:
      'Teachers and parents started Lectio to give students room to think about their faith. This is the story of how it began.',
    link: '/about',
  },
  {
    imgSrc: 'workbooks.svg',
    type: 'School Story',
    play: false,
    duration: '3 min read',
    title: 'Theology workbooks, ready to reflect on',
    bodyText:
      'A high school department brought its theology workbooks into Lectio as ready-made reflection activities. Here is how the plans fit together.',
    link: '/pricing',
  },
];

/* ------------------------------------------------------------------ support section */

export const SUPPORT_SECTION = {
  eyebrow: 'Support',
  heading: 'Here for families and teachers',
  book: {
    heading: 'A printed book of your child’s writing',
    text: 'A year of reflections makes a keepsake worth holding. Enter the access code from your child’s teacher at the Bookstore to order a printed book of their writing.',
    action: 'Visit the Bookstore',
  },
  help: {
    heading: 'Questions? We are glad to help',
    text: 'Whether you are a parent, a teacher or a parish leader, write to us and a member of our team will answer you personally.',
    action: 'Email us at',
  },
} as const;
