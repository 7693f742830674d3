import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROJECTS_API, type ReviewAnswer } from '@common/schemas/projects';
import { fetchJson } from '~/lib/api';
import { feedbackKeys } from './feedback-keys';

/** One student's work as the review screen shows it. */
export const getReview = (projectId: string) =>
  fetchJson<ReviewAnswer>(PROJECTS_API.review(projectId));

export const reviewQuery = (projectId: string) =>
  queryOptions({
    queryKey: feedbackKeys.review(projectId),
    queryFn: () => getReview(projectId),
    staleTime: 0,
  });

export const useReview = (projectId: string) => useQuery(reviewQuery(projectId));
