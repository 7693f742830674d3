import { useCourseContext } from '@academy/features/builder/course-context';
import { OutlineEditor } from '@academy/features/builder/OutlineEditor';

/** The builder's Outline tab (the course layout's index). */
export default function CourseOutlineRoute() {
  const { course } = useCourseContext();
  return <OutlineEditor course={course} />;
}
