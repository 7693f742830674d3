import { Outlet } from 'react-router';

/**
 * Stand-in for the signed-in Academy layout (the course builder's part brings the real one,
 * with its navigation): a main landmark around the page.
 */
export default function AcademyAppLayout() {
  return (
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
