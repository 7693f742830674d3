import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAMILY_HOME_API, type LinkedChildAnswer } from '@common/schemas/family';
import { apiPost } from '~/lib/api';
import { FAMILY_KEYS } from './keys';

/** POST /api/family/children/link: the teacher's invitation code (or link) links a child. */
export const linkChild = (code: string) =>
  apiPost<LinkedChildAnswer & { errors?: Record<string, string> }>(FAMILY_HOME_API.link, {
    code,
  });

/** A linked child joins every list of the family area. */
export function useLinkChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkChild,
    onSuccess: async ({ ok }) => {
      if (ok) await queryClient.invalidateQueries({ queryKey: FAMILY_KEYS.all });
    },
  });
}
