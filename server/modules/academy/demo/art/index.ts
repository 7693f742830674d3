import type { AcademyArt } from '../../../../../common/academy/blocks';
import {
  CHAPTER_DAILY_PRACTICE,
  CHAPTER_FOUR_STEPS,
  CHAPTER_LISTENING,
  CHAPTER_OCIA_WELCOME,
} from './chapters';
import { COVER_OCIA_WEEK_BY_WEEK, COVER_PRAYING_WITH_SCRIPTURE } from './covers';

/**
 * Lectio's own Academy art (common/academy/blocks.ts: ACADEMY_ART) as SVG source, kept in
 * TypeScript so the server bundle carries it without copying files.
 */
export const ACADEMY_ART_SVG: Record<AcademyArt, string> = {
  'cover-praying-with-scripture': COVER_PRAYING_WITH_SCRIPTURE,
  'cover-ocia-week-by-week': COVER_OCIA_WEEK_BY_WEEK,
  'chapter-listening': CHAPTER_LISTENING,
  'chapter-four-steps': CHAPTER_FOUR_STEPS,
  'chapter-daily-practice': CHAPTER_DAILY_PRACTICE,
  'chapter-ocia-welcome': CHAPTER_OCIA_WELCOME,
};
