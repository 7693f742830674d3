import { ABOUT } from '@common/constants';
import { PATHS } from '@common/routes';
import { AboutPage } from '~/features/marketing/components/AboutPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'About us',
    description: `Founded in ${ABOUT.foundedQuarter}, Lectio helps over ${ABOUT.communitySize} teachers and students read Scripture, reflect and write. Meet our team and hear our story.`,
    path: PATHS.about,
  });

export default function AboutRoute() {
  return <AboutPage />;
}
