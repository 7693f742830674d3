import { Outlet } from 'react-router';

/** Stand-in for the course builder's layout with its tabs (the builder's replaces it). */
export default function CourseLayout() {
  return <Outlet />;
}
