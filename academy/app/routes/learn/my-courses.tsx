import { MY_COURSES } from '@common/copy/academy-learning';
import { academyMeta } from '@academy/features/auth/roles';
import { MyCoursesPage } from '@academy/features/learning/MyCoursesPage';

export const meta = () => academyMeta(MY_COURSES.title);

export default function MyCoursesRoute() {
  return <MyCoursesPage />;
}
