import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FAMILY_DIGEST_API, type FamilyDigestSetting } from '@common/schemas/family-digest';
import { apiPut, fetchJson, unwrap } from '~/lib/api';

const settingKey = ['family-digest', 'setting'] as const;

/** GET /api/family_digest/setting: whether the signed-in parent gets the weekly digest. */
export const digestSettingQuery = () =>
  queryOptions({
    queryKey: settingKey,
    queryFn: () => fetchJson<FamilyDigestSetting>(FAMILY_DIGEST_API.setting),
  });
export const useDigestSetting = () => useQuery(digestSettingQuery());

/** PUT the same: the parent turns the digest on or off. */
export function useSetDigestSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      unwrap(await apiPut<FamilyDigestSetting>(FAMILY_DIGEST_API.setting, { enabled })),
    onSuccess: (answer) => queryClient.setQueryData(settingKey, answer),
  });
}
