import { useCourseContext } from '@academy/features/builder/course-context';
import { CourseDetailsForm } from '@academy/features/builder/CourseDetailsForm';

/** The builder's Details tab. */
export default function CourseDetailsRoute() {
  const { course } = useCourseContext();
  return <CourseDetailsForm key={course.id} course={course} />;
}
