import { Outlet } from 'react-router';
import { SiteFooter } from '~/features/site/components/SiteFooter';
import { SiteHeader } from '~/features/site/components/SiteHeader';

export default function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
