import type { AcademyArt } from '../../../../common/academy/blocks';
import type {
  CourseCategory,
  CourseStatus,
  CourseVisibility,
} from '../../../../common/academy/courses';
import type { LessonBlock } from '../../../../common/schemas/academy-blocks';

/**
 * The shape of a course written in code for the demo (issue 13, point 16): pure data, which
 * the seed turns into rows. Slugs are stable names for the seed and the tests, not addresses.
 */
/**
 * When a chapter or lesson opens (issue 13, point 7), as the seed writes it; left out, it
 * opens at once. Dates are not offered: a fixed date would be past on a later first boot.
 */
export interface DemoRelease {
  /** Days after the participant joined. */
  afterJoinDays?: number;
  /** The previous lesson must be completed first. */
  requiresPrevious?: boolean;
}

export interface DemoLesson {
  slug: string;
  title: string;
  /** One sentence for the course outline. */
  summary: string;
  /** About how long the lesson takes, for the outline. */
  minutes: number;
  blocks: LessonBlock[];
  release?: DemoRelease;
}

export interface DemoChapter {
  slug: string;
  title: string;
  summary: string;
  art: AcademyArt;
  lessons: DemoLesson[];
  release?: DemoRelease;
}

export interface DemoCourse {
  slug: string;
  title: string;
  subtitle: string;
  /** Sanitised HTML, as the course's description is stored. */
  description: string;
  category: CourseCategory;
  status: CourseStatus;
  visibility: CourseVisibility;
  coverArt: AcademyArt;
  chapters: DemoChapter[];
}
