import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '@common/schemas/admin';
import { apiPost } from '~/lib/api';
import { ADMIN_KEYS } from './keys';

/** POST /api/admin/schools/:id/verify: staff checked the school's address. */
export const verifySchool = (schoolId: string) =>
  apiPost<{ verifiedAt?: string; errors?: Record<string, string> }>(
    ADMIN_API.verifySchool(schoolId),
    {},
  );

/** Busy until the search results and the schools list show the school checked. */
export function useVerifySchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySchool,
    onSuccess: ({ ok }) =>
      ok ? queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.all }) : undefined,
  });
}
