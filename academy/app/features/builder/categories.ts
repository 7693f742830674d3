import { COURSE_CATEGORIES, COURSE_CATEGORY_KEYS } from '@common/academy/courses';

/** The categories as a dropdown's choices. */
export const CATEGORY_OPTIONS = COURSE_CATEGORY_KEYS.map((key) => ({
  value: key,
  label: COURSE_CATEGORIES[key],
}));
