import { queryOptions, useQuery } from '@tanstack/react-query';
import { STUDENT_HOME_API, type PortfolioAnswer } from '@common/schemas/projects';
import { fetchJson } from '~/lib/api';
import { writingKeys } from './keys';

/** GET /api/projects/student/portfolio: every piece the student has written, by class. */
export const getPortfolio = () => fetchJson<PortfolioAnswer>(STUDENT_HOME_API.portfolio);

export const portfolioQuery = () =>
  queryOptions({ queryKey: writingKeys.studentPortfolio, queryFn: getPortfolio });

export const usePortfolio = () => useQuery(portfolioQuery());
