/** Spec literals of the navigation, footer and 'Let's get started' modal (SPEC §2.2, §2.3). */
export const NAV_LABELS = {
  about: 'About Us',
  schools: 'Schools',
  parishes: 'Parishes/Institutions',
  pricing: 'Pricing',
  bookstore: 'Bookstore',
  logIn: 'Log in',
  getStarted: 'Get Started',
} as const;

export const GET_STARTED_MODAL = {
  title: "Let's get started",
  courses: {
    heading: 'Courses',
    audience: 'young adults to adults',
    instructor: "I'm an Instructor",
    student: "I'm a Student",
  },
  classrooms: {
    heading: 'Classrooms',
    audience: 'middle to high school',
    teacher: "I'm a Teacher",
    student: "I'm a Student",
  },
  /** Issue 12 (part "parents"): the way in for families, below the four spec choices. */
  parents: {
    question: 'Parent or guardian?',
    signIn: 'Sign in',
    signUp: 'Create an account',
  },
} as const;

export const SPEAK_WITH_US = 'Speak with us';
export const CONTACT_US = 'Contact us';
export const AUTH_TAGLINE = 'Educating minds, preparing hearts';
