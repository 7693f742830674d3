import { NOT_FOUND_DOCUMENT_PATH } from '@common/routes';
import { NotFoundPage } from '~/features/marketing/components/NotFoundPage';
import { pageMeta } from '~/lib/page-meta';

/** Splat route: prerendered at /404 and served by the server with status 404. */
export const meta = () =>
  pageMeta({
    title: 'Page not found',
    description:
      'We couldn’t find that page on Lectio. Head back home or try one of our main pages.',
    path: NOT_FOUND_DOCUMENT_PATH,
    noindex: true,
  });

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
