import { criterion } from '../library/rubric';

/** Who the workbooks are written for: the framework's courses are high-school courses. */
export const HIGH_SCHOOL = 'Grades 9-12';

/**
 * The criterion every workbook reflection adds to the starter library's two (understanding the
 * passage, clear writing): the course is about the Church's teaching, so the answer uses it.
 */
export const CHURCH_TEACHING = criterion(
  "The Church's teaching",
  "Explains the Church's teaching on the topic accurately and in the student's own words, and uses it to support an answer.",
);
