import { LEGAL_TITLES } from '@common/copy/legal';
import { PATHS } from '@common/routes';
import { CookiePolicy } from '~/features/legal/content/CookiePolicy';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: LEGAL_TITLES.cookies,
    description:
      'The cookies Lectio uses to keep you signed in and remember your choices, how long each lasts, and how to control them. Visitor cookies are never active while you are signed in.',
    path: PATHS.cookies,
  });

export default function CookiePolicyRoute() {
  return <CookiePolicy />;
}
