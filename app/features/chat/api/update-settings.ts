import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_API,
  type ChatSettings,
  type IndependentChat,
  type MyChatSettings,
  type SchoolChatSettings,
  type UpdateSchoolChat,
} from '@common/schemas/chat';
import { apiPut, unwrap } from '~/lib/api';
import { chatKeys } from './keys';

/**
 * Chat's three switches: PUT /api/chat/schools/:schoolId/settings (a school admin),
 * PUT /api/chat/independent (a teacher without a school, accepting the terms) and
 * PUT /api/chat/me (quiet hours and email). Each reads the settings and the classes again.
 */
export const updateSchoolChat = async (schoolId: string, input: UpdateSchoolChat) =>
  unwrap(await apiPut<SchoolChatSettings>(CHAT_API.schoolSettings(schoolId), input));
export const setIndependentChat = async (input: IndependentChat) =>
  unwrap(await apiPut<ChatSettings>(CHAT_API.independent, input));
export const updateMyChatSettings = async (input: MyChatSettings) =>
  unwrap(await apiPut<MyChatSettings>(CHAT_API.mySettings, input));

function useSettingsChange<TInput>(call: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.settings });
      void queryClient.invalidateQueries({ queryKey: chatKeys.audience('user') });
    },
  });
}

export const useUpdateSchoolChat = (schoolId: string) =>
  useSettingsChange((input: UpdateSchoolChat) => updateSchoolChat(schoolId, input));
export const useSetIndependentChat = () => useSettingsChange(setIndependentChat);
export const useUpdateMyChatSettings = () => useSettingsChange(updateMyChatSettings);
