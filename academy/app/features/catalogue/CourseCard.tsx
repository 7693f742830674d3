import { Link } from 'react-router';
import { COURSE_CATEGORIES } from '@common/academy/courses';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { ACADEMY_HOME } from '@common/copy/academy';
import type { CatalogueCourse } from '@common/schemas/academy-catalogue';
import { CourseCover } from './CourseCover';
import styles from './CourseCard.module.css';

/**
 * One course in the catalogue: its cover (or its category's art), title, subtitle and instructor; the
 * card opens the course's page.
 */
export function CourseCard({ course }: { course: CatalogueCourse }) {
  return (
    <article className={styles.card} data-category={course.category}>
      <CourseCover category={course.category} coverUrl={course.coverUrl} className={styles.art} />
      <div className={styles.body}>
        <p className={styles.category}>{COURSE_CATEGORIES[course.category]}</p>
        <h3 className={styles.title}>
          {/* The whole card is the link's target (CSS stretches it), its name the title. */}
          <Link className={styles.link} to={ACADEMY_PATHS.publicCourse(course.id)}>
            {course.title}
          </Link>
        </h3>
        {course.subtitle && <p className={styles.subtitle}>{course.subtitle}</p>}
        <p className={styles.instructor}>
          {ACADEMY_HOME.by} {course.instructorName}
        </p>
      </div>
    </article>
  );
}
