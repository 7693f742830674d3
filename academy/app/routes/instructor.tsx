import { COURSE_LIST_COPY } from '@common/copy/academy-builder';
import { CourseList } from '@academy/features/builder/CourseList';
import { academyMeta } from '@academy/features/auth/roles';

export const meta = () => academyMeta(COURSE_LIST_COPY.title);

/** Where instructors land: the courses they teach (issue 13, point 4). */
export default function InstructorRoute() {
  return <CourseList />;
}
