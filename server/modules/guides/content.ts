import {
  ACCESS_CODE_LENGTH,
  CREDITS_PER_BOOK,
  HOW_IT_WORKS_STEPS,
  PRICES_CENTS,
  PRODUCT_NAME,
  STUDENT_PASSWORD_MIN_LENGTH,
} from '../../../common/constants';
import { HOW_IT_WORKS } from '../../../common/copy/home-intro';
import type { GuideAudience } from '../../../common/guides';
import { PATHS } from '../../../common/routes';

/**
 * The words of the four instruction PDFs (SPEC §2.3). One guide per audience; the renderer
 * lays each out twice, for desktop and for mobile. Each section is one page on desktop.
 */
export interface GuideContent {
  audience: GuideAudience;
  /** Document title, also the PDF's Title metadata. */
  title: string;
  /** The PDF's Subject metadata. */
  subject: string;
  keywords: string[];
  cover: {
    eyebrow: string;
    lead: string;
    /** The site and contact address, at the foot of the cover. */
    footnote: string;
    /** The four steps as listed on the cover. */
    overview: { title: string; text: string }[];
  };
  sections: GuideSection[];
}

export interface GuideSection {
  kicker: string;
  title: string;
  /** The How it works step (1 to 4) this section explains, if any. */
  step?: number;
  intro: string;
  illustration: IllustrationName;
  /** What the drawing shows, for screen readers (the PDF is tagged). */
  illustrationAlt: string;
  blocks: GuideBlock[];
  tip?: { title: string; text: string };
}

export type GuideBlock =
  | { kind: 'steps'; heading: string; items: string[] }
  | { kind: 'bullets'; heading: string; items: string[] }
  | { kind: 'text'; heading: string; paragraphs: string[] };

export type IllustrationName =
  'class-setup' | 'sign-in' | 'questions' | 'writing' | 'guidance' | 'avatar' | 'book' | 'privacy';

/** Addresses the guides print; they come from the configuration so the PDFs name the real site. */
export interface GuideContext {
  siteUrl: string;
  contactEmail: string;
}

const STEP_TITLES = HOW_IT_WORKS.steps.map((step) => step.title);
const VIEWS = HOW_IT_WORKS.views;

function stepTitle(step: number): string {
  const title = STEP_TITLES[step - 1];
  if (!title) throw new Error(`No How it works step ${step}`);
  return title;
}

function stepKicker(step: number, view: keyof typeof VIEWS): string {
  return `Step ${step} of ${HOW_IT_WORKS_STEPS} · ${VIEWS[view]}`;
}

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

function displayUrl(siteUrl: string, path = ''): string {
  return `${siteUrl.replace(/^https?:\/\//, '')}${path}`;
}

export function guideContent(audience: GuideAudience, context: GuideContext): GuideContent {
  return audience === 'teacher' ? teacherGuide(context) : studentGuide(context);
}

function teacherGuide({ siteUrl, contactEmail }: GuideContext): GuideContent {
  return {
    audience: 'teacher',
    title: `${PRODUCT_NAME} Teacher Guide`,
    subject:
      'How teachers set up a class in Lectio and guide students through reflection questions, writing, feedback and the avatar store.',
    keywords: ['Lectio', 'teacher guide', 'reflection', 'journal', 'classroom', 'scripture'],
    cover: {
      eyebrow: 'Instructions for teachers',
      footnote: `${displayUrl(siteUrl)} · ${contactEmail}`,
      lead: 'Lectio turns a passage of scripture into a conversation: your students read, reflect and write, and you walk beside them while they do. This guide takes you from an empty class to your first printed class book.',
      overview: [
        {
          title: stepTitle(1),
          text: 'Choose a passage and the questions your class will sit with.',
        },
        { title: stepTitle(2), text: 'Students answer in their own journal, at their own pace.' },
        { title: stepTitle(3), text: 'Follow their writing live and encourage every voice.' },
        { title: stepTitle(4), text: 'Finished work earns points for each student’s avatar.' },
      ],
    },
    sections: [
      {
        kicker: 'Before you begin',
        title: 'Set up your class',
        intro: `A class holds your students, their journals and your activities. Every class gets its own Access Code of ${ACCESS_CODE_LENGTH} characters, which students and families use to find it.`,
        illustration: 'class-setup',
        illustrationAlt: `A class card with a ${ACCESS_CODE_LENGTH}-character Access Code and a stack of printed sign-in cards`,
        blocks: [
          {
            kind: 'steps',
            heading: 'Create the class',
            items: [
              `Sign in at ${displayUrl(siteUrl, PATHS.teacherSignIn)} and choose New class.`,
              'Give it a name your students will recognise, such as “Theology 9, Period 2”, and pick the grade.',
              `Lectio shows the class’s Access Code, ${ACCESS_CODE_LENGTH} letters and digits, at the top of the class page. Write it on the board or in your class notes.`,
            ],
          },
          {
            kind: 'steps',
            heading: 'Add students, print their cards',
            items: [
              'Open Students and type each name, or paste a whole list from a spreadsheet, one student per line.',
              'Lectio makes a username and a login code for every student. Nobody needs an email address.',
              'Choose Print sign-in cards: one card per student with their name, username and login code. Cut them apart and hand them out.',
              'Lost a card? Print it again from the Students list, or give the student a new login code.',
            ],
          },
        ],
        tip: {
          title: 'Keep the cards safe',
          text: 'Collect the cards after the first lesson and keep them in a folder. Students can later choose their own password and only need the card if they forget it.',
        },
      },
      {
        kicker: stepKicker(1, 'teacher'),
        step: 1,
        title: stepTitle(1),
        intro:
          'A reflection activity is a passage, a few good questions and the words your students may need along the way. Build one from scratch or start from the library and make it your own.',
        illustration: 'questions',
        illustrationAlt:
          'An open book with a scripture passage beside three speech bubbles holding questions',
        blocks: [
          {
            kind: 'steps',
            heading: 'Create a reflection activity',
            items: [
              'In your class, choose New activity and give it a title.',
              'Add the passage: type or paste the text, or pick a reading from the library or a workbook chapter.',
              'Write two to four questions. Open questions work best: “Where do you see yourself in this story?”',
              'Add vocabulary: the words that may stop a reader, each with a short meaning students can open while they read.',
              'Attach a rubric so students know what you will look for: understanding, honesty, use of the passage, care with language.',
            ],
          },
          {
            kind: 'steps',
            heading: 'Assign it',
            items: [
              'Choose the whole class or a group, and set an opening date and a due date.',
              'Press Assign. The activity appears on your students’ home page at the opening date.',
              'Reuse a good activity next year with Duplicate; your questions, vocabulary and rubric come along.',
            ],
          },
        ],
        tip: {
          title: 'Ask fewer, deeper questions',
          text: 'Two questions that invite a personal answer lead to better writing than six that check facts. Leave room for silence before students start typing.',
        },
      },
      {
        kicker: stepKicker(2, 'student'),
        step: 2,
        title: stepTitle(2),
        intro:
          'Your students now see the activity on their home page. They read the passage, open the vocabulary when a word puzzles them and answer each question in their own journal.',
        illustration: 'writing',
        illustrationAlt: 'A journal page with lines of writing, a pencil and a Saved mark',
        blocks: [
          {
            kind: 'bullets',
            heading: 'What your students see',
            items: [
              'The passage on one side and their journal on the other; on a phone, the passage folds above the journal.',
              'The questions one at a time, with the rubric a tap away.',
              'Their writing saved as they type, so a closed laptop or a lost connection costs nothing.',
            ],
          },
          {
            kind: 'steps',
            heading: 'What you can do meanwhile',
            items: [
              'Open the activity to see who has started, who is writing now and how far each student has come.',
              'Read any journal as it grows, without interrupting the writer.',
              'Split the class into breakout writing rooms when you want small groups to read each other’s answers.',
            ],
          },
        ],
        tip: {
          title: 'Writing takes time',
          text: 'Students who stare at the page are often thinking. Let the first ten minutes be quiet, then walk the room, or the class list, and look for the writers who have not begun.',
        },
      },
      {
        kicker: stepKicker(3, 'teacher'),
        step: 3,
        title: stepTitle(3),
        intro:
          'This is where Lectio differs from a worksheet: you can speak into a student’s writing while it is still being written, and they can answer you.',
        illustration: 'guidance',
        illustrationAlt:
          'A journal page with a highlighted sentence, a teacher’s comment bubble and a gold star',
        blocks: [
          {
            kind: 'steps',
            heading: 'Guide live writing',
            items: [
              'Open a journal from the activity’s class list; a green dot marks students who are writing now.',
              'Select a sentence and add a comment: a question that goes deeper, a word of encouragement, a gentle correction.',
              'The student sees your comment beside the sentence at once and can reply or revise.',
            ],
          },
          {
            kind: 'steps',
            heading: 'Give points and close the activity',
            items: [
              'When a student hands in, score the work against the rubric; Lectio adds up the points.',
              'Return the work for revision if it needs another look, or mark it complete.',
              'Points for completed work go to the student’s balance for the Avatar Store.',
            ],
          },
        ],
        tip: {
          title: 'Comment on the thinking',
          text: 'Students remember the comment that noticed something true in their writing. Name what is good before you ask for more.',
        },
      },
      {
        kicker: stepKicker(4, 'student'),
        step: 4,
        title: stepTitle(4),
        intro:
          'Points give young writers something to look forward to. Students spend what they earn on outfits, accessories and backgrounds for their avatar, which appears beside their name in class.',
        illustration: 'avatar',
        illustrationAlt:
          'A smiling avatar in a gold hat beside a shelf of items and a points balance',
        blocks: [
          {
            kind: 'bullets',
            heading: 'How points work',
            items: [
              'Points come from the rubric scores you give, so they reward effort and care rather than speed.',
              'Each student sees their balance on their home page and in the store.',
              'Items cost points once and stay in the student’s wardrobe for good.',
            ],
          },
          {
            kind: 'steps',
            heading: 'Use it in class',
            items: [
              'Mention new store items at the start of an activity; it is a gentle nudge to finish.',
              'Celebrate a class milestone, such as everyone completing an activity, with a shout-out on the board.',
            ],
          },
        ],
        tip: {
          title: 'Keep the focus on the writing',
          text: 'The store is a small joy, not the point. Praise honest reflection first; the avatar is the thank-you.',
        },
      },
      {
        kicker: 'After the activities',
        title: 'Publish a class book',
        intro:
          'At the end of a unit or a year, gather your students’ best writing into a book. Families can order printed copies from the Lectio Bookstore.',
        illustration: 'book',
        illustrationAlt: 'A printed class book with a gold cover standing beside a shopping bag',
        blocks: [
          {
            kind: 'steps',
            heading: 'Make the book',
            items: [
              'Open Books in your class and choose New book.',
              'Pick the pieces to include; each student can have a page or a chapter.',
              'Choose a title and a cover, then preview the book as a PDF.',
              'Press Publish. The book is now listed in the Bookstore under your class’s Access Code.',
            ],
          },
          {
            kind: 'bullets',
            heading: 'How families order',
            items: [
              `They visit ${displayUrl(siteUrl, PATHS.store)} and enter your class’s Access Code (${ACCESS_CODE_LENGTH} characters).`,
              `They choose their child’s writing and a standard (${dollars(PRICES_CENTS.standardBook)}) or premium (${dollars(PRICES_CENTS.premiumBook)}) book.`,
              `Teacher credits pay for copies too: ${CREDITS_PER_BOOK} credits cover one book.`,
            ],
          },
        ],
      },
      {
        kicker: 'Good to know',
        title: 'Tips and privacy',
        intro:
          'A few habits that help classes get the most from Lectio, and how we look after your students’ information.',
        illustration: 'privacy',
        illustrationAlt: 'A shield with a check mark in front of a journal page',
        blocks: [
          {
            kind: 'bullets',
            heading: 'Tips from teachers',
            items: [
              'Start with a short activity in class before you assign one for home.',
              'Read a strong answer aloud, with the writer’s permission; it shows the class what reflection sounds like.',
              'Invite a colleague to your class to share activities and divide the reading.',
              'Print a student’s journal as a PDF for parent conferences.',
            ],
          },
          {
            kind: 'text',
            heading: 'Privacy',
            paragraphs: [
              'Student accounts hold only what a class needs: a name, a username, a grade and the student’s work. Students’ writing is seen by the student, their teachers and the administrators of their school, and by families who are linked to that student.',
              'We do not sell student information and do not show advertising to students. You can ask us to correct or delete a student’s account at any time; the Privacy Policy explains how.',
            ],
          },
          {
            kind: 'text',
            heading: 'Need help?',
            paragraphs: [
              `Write to ${contactEmail}. Tell us your school and class name, and we will get back to you as soon as we can.`,
            ],
          },
        ],
      },
    ],
  };
}

function studentGuide({ siteUrl, contactEmail }: GuideContext): GuideContent {
  return {
    audience: 'student',
    title: `${PRODUCT_NAME} Student Guide`,
    subject:
      'How students sign in to Lectio, read and reflect, write with autosave, read their teacher’s feedback and dress their avatar.',
    keywords: ['Lectio', 'student guide', 'reflection', 'journal', 'writing', 'avatar'],
    cover: {
      eyebrow: 'Instructions for students',
      footnote: `${displayUrl(siteUrl)} · ${contactEmail}`,
      lead: 'Lectio is your journal for reading scripture, thinking it over and putting your thoughts into words. Your teacher reads along and helps, and your work earns points for your avatar.',
      overview: [
        { title: stepTitle(1), text: 'Read the passage and the questions your teacher chose.' },
        { title: stepTitle(2), text: 'Write your answers; Lectio saves as you type.' },
        { title: stepTitle(3), text: 'Read your teacher’s comments and keep improving.' },
        { title: stepTitle(4), text: 'Spend your points to dress your avatar.' },
      ],
    },
    sections: [
      {
        kicker: 'Before you begin',
        title: 'Sign in',
        intro:
          'Your teacher gives you a sign-in card with your username and your login code. Keep it somewhere safe, like the inside cover of your notebook.',
        illustration: 'sign-in',
        illustrationAlt: 'A sign-in card with a username and a login code next to a phone',
        blocks: [
          {
            kind: 'steps',
            heading: 'Your first sign-in',
            items: [
              `Go to ${displayUrl(siteUrl, PATHS.studentSignIn)} on a computer, tablet or phone.`,
              'Type your username exactly as it is on your card.',
              'Type your login code in the password box and press Sign in.',
              `The first time, Lectio may ask you to choose your own password. Make it at least ${STUDENT_PASSWORD_MIN_LENGTH} characters long and easy for you to remember, but hard for others to guess.`,
            ],
          },
          {
            kind: 'bullets',
            heading: 'Every time after that',
            items: [
              'Sign in with your username and your password.',
              'If your school uses Google accounts, you can choose Sign in with Google instead.',
              'On a shared computer, always sign out when you finish.',
            ],
          },
        ],
        tip: {
          title: 'Forgot your password?',
          text: 'Ask your teacher. They can print your card again or give you a new login code in a minute.',
        },
      },
      {
        kicker: stepKicker(1, 'teacher'),
        step: 1,
        title: stepTitle(1),
        intro:
          'Your teacher has chosen a passage and a few questions for you. Before you write, take the time to read and think.',
        illustration: 'questions',
        illustrationAlt:
          'An open book with a scripture passage beside three speech bubbles holding questions',
        blocks: [
          {
            kind: 'steps',
            heading: 'Read and reflect',
            items: [
              'Open the activity from your home page. New activities have a gold dot.',
              'Read the passage slowly, then read it a second time. Notice a word or a moment that stays with you.',
              'Tap an underlined word to see what it means in the vocabulary list.',
              'Read the questions and the rubric, so you know what your teacher hopes to see.',
            ],
          },
          {
            kind: 'bullets',
            heading: 'Questions to ask yourself',
            items: [
              'What is happening, and who is speaking?',
              'How would I feel if I were there?',
              'What might this passage be saying to me today?',
            ],
          },
        ],
        tip: {
          title: 'There is no wrong feeling',
          text: 'Reflection questions ask what you think and notice. Honest answers, even short ones, are worth more than answers that only sound good.',
        },
      },
      {
        kicker: stepKicker(2, 'student'),
        step: 2,
        title: stepTitle(2),
        intro:
          'Now write your answers in your journal. Take your time: you can come back to an activity as often as you like until it is due.',
        illustration: 'writing',
        illustrationAlt: 'A journal page with lines of writing, a pencil and a Saved mark',
        blocks: [
          {
            kind: 'steps',
            heading: 'Write your answers',
            items: [
              'Click or tap in the box under a question and start typing.',
              'Lectio saves your work as you type; you will see Saved beside the question. There is no save button to forget.',
              'Use the passage: quote a phrase that helped you and say why it matters.',
              'When every answer is finished, press Hand in.',
            ],
          },
          {
            kind: 'bullets',
            heading: 'Good to know',
            items: [
              'Lost your connection? Keep writing; Lectio saves again as soon as you are back online.',
              'You can start on a school computer and finish on a phone at home.',
            ],
          },
        ],
        tip: {
          title: 'Start small',
          text: 'If you do not know how to begin, write one true sentence about the passage. The next sentence is always easier.',
        },
      },
      {
        kicker: stepKicker(3, 'teacher'),
        step: 3,
        title: stepTitle(3),
        intro:
          'Your teacher can read your journal while you write and leave comments to help you go deeper. Comments are a conversation, not a grade.',
        illustration: 'guidance',
        illustrationAlt:
          'A journal page with a highlighted sentence, a teacher’s comment bubble and a gold star',
        blocks: [
          {
            kind: 'steps',
            heading: 'See and answer feedback',
            items: [
              'A comment appears beside the sentence it is about, with a small bubble in the margin.',
              'Read it, then reply to your teacher or improve your writing right there.',
              'If your teacher returns the work for revision, it shows up on your home page again.',
              'Once your teacher marks the work complete, you can see your rubric score and your points.',
            ],
          },
        ],
        tip: {
          title: 'Questions are compliments',
          text: 'When your teacher asks “Can you tell me more?”, it means you wrote something worth exploring.',
        },
      },
      {
        kicker: stepKicker(4, 'student'),
        step: 4,
        title: stepTitle(4),
        intro:
          'Every completed activity earns points. Spend them in the Avatar Store to dress your avatar, the character that stands beside your name in class.',
        illustration: 'avatar',
        illustrationAlt:
          'A smiling avatar in a gold hat beside a shelf of items and a points balance',
        blocks: [
          {
            kind: 'steps',
            heading: 'Earn points and dress your avatar',
            items: [
              'Finish activities and hand them in; your teacher’s rubric score becomes your points.',
              'Open the Avatar Store from your home page to see your balance.',
              'Try items on before you buy: outfits, hats, accessories and backgrounds.',
              'Choose Buy to spend your points, then Save to show your new look.',
            ],
          },
          {
            kind: 'bullets',
            heading: 'Good to know',
            items: [
              'Items you buy are yours to keep; you can change outfits any time for free.',
              'Careful, thoughtful writing earns more points than fast writing.',
            ],
          },
        ],
      },
      {
        kicker: 'Good to know',
        title: 'Tips and privacy',
        intro: 'A few habits that make writing easier, and how your information is looked after.',
        illustration: 'privacy',
        illustrationAlt: 'A shield with a check mark in front of a journal page',
        blocks: [
          {
            kind: 'bullets',
            heading: 'Tips for good writing',
            items: [
              'Find a quiet moment; reflection is hard with a video playing.',
              'Write the way you would talk to someone you trust.',
              'Read your answer aloud in your head before you hand it in.',
              'Be kind in breakout rooms: everyone is sharing something personal.',
            ],
          },
          {
            kind: 'text',
            heading: 'Your privacy',
            paragraphs: [
              'Your journal is seen by you, your teachers, your school’s administrators and your parents or guardians. Other students only see your writing when your teacher shares it, for example in a breakout room.',
              'Never write your password in your journal or share it with friends. Lectio does not show advertising to students and does not sell your information.',
            ],
          },
          {
            kind: 'text',
            heading: 'Need help?',
            paragraphs: [
              `Ask your teacher first. Your parents or guardians can write to us at ${contactEmail}.`,
            ],
          },
        ],
      },
    ],
  };
}
