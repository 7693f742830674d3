import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryCopyPath, type Activity } from '@common/schemas/activities';
import { apiPost, unwrap } from '~/lib/api';
import { storeActivity } from './store-activity';

/** The teacher's own copy of a starter-library activity, to edit. */
export const copyLibraryActivity = async (libraryId: string) =>
  unwrap(await apiPost<Activity>(libraryCopyPath(libraryId)));

export function useCopyLibraryActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyLibraryActivity,
    onSuccess: (copy) => storeActivity(queryClient, copy),
  });
}
