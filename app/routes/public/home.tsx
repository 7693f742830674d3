import { useLocation } from 'react-router';
import { PRODUCT_NAME } from '@common/constants';
import { PATHS } from '@common/routes';
import { HomePage } from '~/features/home/components/HomePage';
import { pageMeta } from '~/lib/page-meta';

/** Prerendering asks for '/faithcademy/' (with a slash), the browser shows '/faithcademy'. */
const isFaithcademy = (pathname: string) => pathname.replace(/\/+$/, '') === PATHS.faithcademy;

export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta({
    title: PRODUCT_NAME,
    description:
      'Lectio helps Christian schools, parishes and families read scripture, reflect and write together: classrooms for grades 4–12 and courses for young adults and adults.',
    path: isFaithcademy(location.pathname) ? PATHS.faithcademy : PATHS.home,
  });

/** Serves both / and /faithcademy; the latter opens on the academy tab (SPEC §2.1). */
export default function HomeRoute() {
  const { pathname } = useLocation();
  return <HomePage initialTab={isFaithcademy(pathname) ? 'academy' : 'journals'} />;
}
