import { queryClient } from '~/lib/query-client';
import { sessionQuery } from '~/lib/session';
import { saveAndClearDrafts } from '../utils/drafts';
import { writingKeys } from './keys';
import { saveAnswers } from './save-answers';

/**
 * Before signing out: the student's unsaved drafts go to their own account through the
 * autosave call, while the student session still holds, then every draft leaves the browser,
 * and so does every answer about the student's work the page still holds, so the next person
 * at the computer sees none of it. The logout pages are outside the role areas, so the
 * student session is asked here (afresh: it may have changed since it was last read).
 */
export async function saveDraftsBeforeSignOut(): Promise<void> {
  const session = await queryClient.fetchQuery({
    ...sessionQuery({ student: true }),
    staleTime: 0,
  });
  const studentId =
    session.status === 'signed-in' && session.account.type === 'student'
      ? session.account.id
      : null;
  await saveAndClearDrafts(studentId, (draft) =>
    saveAnswers(draft.classId, draft.activityId, draft.answers),
  );
  queryClient.removeQueries({ queryKey: writingKeys.student });
}
