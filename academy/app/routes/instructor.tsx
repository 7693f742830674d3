import { ACADEMY_AREAS } from '@common/copy/academy-auth';
import { AcademyAreaPage } from '@academy/features/auth/AcademyAreaPage';
import { academyMeta } from '@academy/features/auth/roles';

export const meta = () => academyMeta(ACADEMY_AREAS.instructorTitle);

/** Where instructors land: a plain start until the course pages of issue 13 replace it. */
export default function InstructorRoute() {
  return <AcademyAreaPage role="instructor" />;
}
