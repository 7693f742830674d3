import type { DemoCourse } from './demo-course';
import { OCIA_WEEK_BY_WEEK } from './ocia-week-by-week';
import { PRAYING_WITH_SCRIPTURE } from './praying-with-scripture';

/** Every course the demo instructor owns, as the seed writes them. */
export const DEMO_COURSES: readonly DemoCourse[] = [PRAYING_WITH_SCRIPTURE, OCIA_WEEK_BY_WEEK];
