import { Outlet, useParams } from 'react-router';
import { COURSE_HEADER_COPY as COPY } from '@common/copy/academy-builder';
import { EmptyState } from '~/components/ui/EmptyState';
import { ButtonLink } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { useShellAccount } from '@academy/features/app-shell/AcademyAppHeader';
import { useBuilderCourse } from '@academy/features/builder/api';
import { CourseHeader } from '@academy/features/builder/CourseHeader';
import type { CourseContext } from '@academy/features/builder/course-context';
import { BuilderKitProvider } from '@academy/features/builder/builder-kit';
import styles from '@academy/features/builder/builder.module.css';
import { academyMeta } from '@academy/features/auth/roles';
import { builderKit } from './builder-kit';

export const meta = () => academyMeta(COPY.pageTitle);

/**
 * The course builder (/instructor/courses/:courseId): its head and tabs around Outline
 * (index), Details, Settings and Sharing, which read the course from the Outlet context.
 */
export default function CourseLayoutRoute() {
  const { courseId = '' } = useParams();
  const account = useShellAccount();
  const course = useBuilderCourse(courseId);
  return (
    <div className={`container ${styles.page}`}>
      {course.data ? (
        <>
          <CourseHeader course={course.data} />
          <BuilderKitProvider value={builderKit}>
            <Outlet context={{ course: course.data, account } satisfies CourseContext} />
          </BuilderKitProvider>
        </>
      ) : course.isError ? (
        statusOf(course.error) === 404 ? (
          <EmptyState
            title={COPY.notFound}
            action={<ButtonLink href={ACADEMY_PATHS.instructorArea}>{COPY.back}</ButtonLink>}
          />
        ) : (
          <LoadFailed message={COPY.loadFailed} onRetry={() => void course.refetch()} />
        )
      ) : (
        <Skeleton label={COPY.loading} lines={6} />
      )}
    </div>
  );
}
