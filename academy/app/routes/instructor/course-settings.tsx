import { useCourseContext } from '@academy/features/builder/course-context';
import { CourseSettings } from '@academy/features/builder/CourseSettings';

/** The builder's Settings tab. */
export default function CourseSettingsRoute() {
  const { course, account } = useCourseContext();
  return <CourseSettings key={course.id} course={course} accountId={account.id} />;
}
