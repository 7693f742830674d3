import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROJECTS_API, type SaveAnswersAnswer } from '@common/schemas/projects';
import { apiPut, unwrap, type RequestOptions } from '~/lib/api';
import type { Answers } from '../utils/drafts';
import { writingKeys } from './keys';

/**
 * PUT the whole set of answers (the autosave). The answer comes back whatever its status:
 * the autosave tells a locked project (409) from a save that did not arrive, and the last save
 * as the page goes (`keepalive`) is sent without waiting for it.
 */
export const saveAnswers = (
  classId: string,
  activityId: string,
  answers: Answers,
  options?: RequestOptions,
) =>
  apiPut<SaveAnswersAnswer>(PROJECTS_API.studentProject(classId, activityId), { answers }, options);

/** A save while the page is open; the student's lists (home, portfolio) are read again after. */
export function useSaveAnswers(classId: string, activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: Answers) => unwrap(await saveAnswers(classId, activityId, answers)),
    // Sent even while the browser says it is offline: a failed save is what tells the autosave
    // to keep the draft and say "Offline, will retry" (TanStack Query would otherwise pause the
    // save silently, leaving "Saving…" on screen until the connection returns).
    networkMode: 'always',
    onSuccess: () =>
      void Promise.all(
        [writingKeys.studentActivities, writingKeys.studentHome, writingKeys.studentPortfolio].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
