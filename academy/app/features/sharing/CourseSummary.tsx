import { COURSE_CATEGORIES } from '@common/academy/courses';
import { JOIN_PAGE } from '@common/copy/academy-sharing';
import type { JoinCourse } from '@common/schemas/academy-sharing';
import styles from './JoinPage.module.css';

/** A course as the join pages show it: category, title (the page's heading), instructor. */
export function CourseSummary({ course }: { course: JoinCourse }) {
  return (
    <header>
      <p className={styles.category}>{COURSE_CATEGORIES[course.category]}</p>
      <h1 id="course-title" className={styles.title}>
        {course.title}
      </h1>
      {course.subtitle && <p className={styles.subtitle}>{course.subtitle}</p>}
      <p className={styles.instructor}>
        {JOIN_PAGE.by} {course.instructorName}
      </p>
    </header>
  );
}
