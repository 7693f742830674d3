import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '@common/schemas/admin';
import { apiPost } from '~/lib/api';
import { ADMIN_KEYS } from './keys';

/** POST /api/admin/teachers/:id/credits: adds credits; answers the teacher's new balance. */
export const grantCredits = ({ teacherId, credits }: { teacherId: string; credits: number }) =>
  apiPost<{ credits?: number; errors?: Record<string, string> }>(ADMIN_API.credits(teacherId), {
    credits,
  });

/** Done once the results show the new balance. */
export function useGrantCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantCredits,
    onSuccess: ({ ok }) =>
      ok ? queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.searches() }) : undefined,
  });
}
