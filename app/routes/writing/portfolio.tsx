import { PORTFOLIO_COPY } from '@common/copy/student';
import { PATHS } from '@common/routes';
import { PortfolioPage } from '~/features/writing/components/home/PortfolioPage';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: PORTFOLIO_COPY.title,
    description: PORTFOLIO_COPY.intro,
    path: PATHS.studentPortfolio,
    noindex: true,
  });

export default function PortfolioRoute() {
  return <PortfolioPage />;
}
