import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_API, type StudentEmailSetting } from '@common/schemas/notifications';
import { apiPut, fetchJson, unwrap } from '~/lib/api';
import { NOTIFICATION_KEYS } from './keys';

/** GET /api/notifications/classes/:classId/student_email. */
export const studentEmailSettingQuery = (classId: string) =>
  queryOptions({
    queryKey: NOTIFICATION_KEYS.studentEmail(classId),
    queryFn: () => fetchJson<StudentEmailSetting>(NOTIFICATIONS_API.classStudentEmail(classId)),
  });
export const useStudentEmailSetting = (classId: string) =>
  useQuery(studentEmailSettingQuery(classId));

/** PUT the same: a teacher of the class allows or stops notification email to its students. */
export function useSetStudentEmailSetting(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (allowed: boolean) =>
      unwrap(
        await apiPut<StudentEmailSetting>(NOTIFICATIONS_API.classStudentEmail(classId), {
          allowed,
        }),
      ),
    onSuccess: (answer) =>
      queryClient.setQueryData(NOTIFICATION_KEYS.studentEmail(classId), answer),
  });
}
