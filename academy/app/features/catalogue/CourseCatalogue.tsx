import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { COURSE_CATEGORIES, type CourseCategory } from '@common/academy/courses';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { ACADEMY_HOME } from '@common/copy/academy';
import { ACADEMY_CATALOGUE_API, type CatalogueAnswer } from '@common/schemas/academy-catalogue';
import { ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { fetchJson } from '~/lib/api';
import { CourseCard } from './CourseCard';
import styles from './CourseCatalogue.module.css';

const CATEGORY_ENTRIES = Object.entries(COURSE_CATEGORIES) as [CourseCategory, string][];

/** The published public courses, with a category filter (issue 13, point 1). */
export function CourseCatalogue() {
  const [category, setCategory] = useState<CourseCategory | null>(null);
  const courses = useQuery({
    queryKey: ['academy', 'catalogue', category],
    queryFn: () =>
      fetchJson<CatalogueAnswer>(
        category
          ? `${ACADEMY_CATALOGUE_API.courses}?category=${category}`
          : ACADEMY_CATALOGUE_API.courses,
      ),
  });

  if (courses.isPending) return <Skeleton label={ACADEMY_HOME.loadingCourses} lines={4} />;
  if (courses.isError) {
    return <LoadFailed message={ACADEMY_HOME.loadFailed} onRetry={() => void courses.refetch()} />;
  }
  if (courses.data.courses.length === 0 && category === null) {
    return (
      <EmptyState
        title={ACADEMY_HOME.emptyTitle}
        action={
          <ButtonLink href={ACADEMY_PATHS.instructorSignUp}>{ACADEMY_HOME.emptyAction}</ButtonLink>
        }
      >
        <p>{ACADEMY_HOME.emptyBody}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <div className={styles.filters} role="group" aria-label={ACADEMY_HOME.categoryLabel}>
        {[[null, ACADEMY_HOME.allCategories] as const, ...CATEGORY_ENTRIES].map(([key, label]) => (
          <button
            key={key ?? 'all'}
            type="button"
            className={styles.filter}
            aria-pressed={category === key}
            onClick={() => setCategory(key)}
          >
            {label}
          </button>
        ))}
      </div>
      {courses.data.courses.length === 0 ? (
        <p className={styles.none}>{ACADEMY_HOME.noneInCategory}</p>
      ) : (
        <ul className={styles.grid}>
          {courses.data.courses.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
