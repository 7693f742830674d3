import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACADEMY_NOTIFICATIONS_API as API,
  type AcademyEmailPreference,
} from '@common/schemas/academy-notifications';
import type { NotificationEmailPreference } from '@common/notifications/kinds';
import { apiPut, fetchJson, unwrap } from '~/lib/api';

const PREFERENCE_KEY = ['academy', 'notifications', 'preference'] as const;

/** GET the signed-in account's notification email preference. */
export const useEmailPreference = () =>
  useQuery({
    queryKey: PREFERENCE_KEY,
    queryFn: () => fetchJson<AcademyEmailPreference>(API.preference),
  });

/** PUT it: immediate, daily digest, or off. */
export function useSetEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notificationEmail: NotificationEmailPreference) =>
      unwrap(await apiPut<AcademyEmailPreference>(API.preference, { notificationEmail })),
    onSuccess: (answer) => queryClient.setQueryData(PREFERENCE_KEY, answer),
  });
}
