import { Outlet } from 'react-router';

/** Stand-in for the signed-in Academy layout (the builder's replaces it). */
export default function AcademyAppLayout() {
  return (
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
