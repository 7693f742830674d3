import type { CourseCategory } from '@common/academy/courses';
import styles from './CourseCover.module.css';

/**
 * A course's cover (issue 13, point 4): the image its instructor chose (an upload or the
 * built-in art, stored as a file), else art in its category's colour. Decorative: the title
 * beside it names the course. The caller's class sets its size.
 */
export function CourseCover({
  category,
  coverUrl,
  className,
}: {
  category: CourseCategory;
  coverUrl: string | null;
  className?: string;
}) {
  return (
    <div
      className={`${styles.cover} ${className ?? ''}`}
      data-category={category}
      data-testid="course-cover"
    >
      {coverUrl ? (
        <img className={styles.image} src={coverUrl} alt="" loading="lazy" decoding="async" />
      ) : (
        <svg
          viewBox="0 0 120 60"
          width="100%"
          height="100%"
          preserveAspectRatio="xMidYMid slice"
          aria-hidden="true"
        >
          <circle cx="96" cy="14" r="26" fill="rgb(255 255 255 / 18%)" />
          <path d="M0 48 Q30 30 60 44 T120 38 V60 H0 Z" fill="rgb(255 255 255 / 22%)" />
        </svg>
      )}
    </div>
  );
}
