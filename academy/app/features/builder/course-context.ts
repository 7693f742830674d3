import { useOutletContext } from 'react-router';
import type { BuilderCourse } from '@common/schemas/academy-builder';
import type { AcademyShellAccount } from '../app-shell/AcademyAppHeader';

/**
 * What the course layout gives its tabs (Outline, Details, Settings, and B1's Sharing) as its
 * Outlet context: the course as the server last answered it, and who is signed in.
 */
export interface CourseContext {
  course: BuilderCourse;
  account: AcademyShellAccount;
}

export const useCourseContext = () => useOutletContext<CourseContext>();
