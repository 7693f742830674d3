import { REVIEW_COPY } from '@common/copy/academy-reflections';
import { academyMeta } from '@academy/features/auth/roles';
import { useCourseContext } from '@academy/features/builder/course-context';
import { ReviewQueue } from '@academy/features/review/ReviewQueue';

export const meta = () => academyMeta(REVIEW_COPY.queueTitle);

/** The course's Reflections tab: the review queue, oldest first (point 13). */
export default function CourseReflectionsRoute() {
  const { course } = useCourseContext();
  return <ReviewQueue courseId={course.id} />;
}
