import { useParams } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { LESSON_EDITOR_COPY as COPY } from '@common/copy/academy-builder';
import { ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { useBuilderCourse, useBuilderLesson } from '@academy/features/builder/api';
import { BuilderKitProvider } from '@academy/features/builder/builder-kit';
import { CourseHeader } from '@academy/features/builder/CourseHeader';
import { LessonEditor } from '@academy/features/builder/LessonEditor';
import styles from '@academy/features/builder/builder.module.css';
import { academyMeta } from '@academy/features/auth/roles';
import { builderKit } from './builder-kit';

export const meta = () => academyMeta(COPY.pageTitle);

/** The lesson editor, under the course's head. */
export default function LessonEditorRoute() {
  const { courseId = '', lessonId = '' } = useParams();
  const course = useBuilderCourse(courseId);
  const lesson = useBuilderLesson(lessonId);
  return (
    <div className={`container ${styles.page}`}>
      {course.data && <CourseHeader course={course.data} />}
      {lesson.data ? (
        <BuilderKitProvider value={builderKit}>
          <LessonEditor
            key={`${lesson.data.id}-${lesson.dataUpdatedAt}`}
            lesson={lesson.data}
            onReload={() => void lesson.refetch()}
          />
        </BuilderKitProvider>
      ) : lesson.isError ? (
        statusOf(lesson.error) === 404 ? (
          <EmptyState
            title={COPY.loadFailed}
            action={
              <ButtonLink href={ACADEMY_PATHS.instructorCourse(courseId)}>{COPY.back}</ButtonLink>
            }
          />
        ) : (
          <LoadFailed message={COPY.loadFailed} onRetry={() => void lesson.refetch()} />
        )
      ) : (
        <Skeleton label={COPY.loading} lines={6} />
      )}
    </div>
  );
}
