import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WORKBOOK_PACKS_API,
  type PackListAnswer,
  type PackUploadAnswer,
} from '@common/schemas/workbook-packs';
import { apiPost, fetchJson } from '~/lib/api';

const PACK_KEYS = { all: ['workbook-packs'] as const };

/** GET /api/staff/workbook-packs: every verified pack, newest first. */
export const workbookPacksQuery = () =>
  queryOptions({
    queryKey: PACK_KEYS.all,
    queryFn: async () => (await fetchJson<PackListAnswer>(WORKBOOK_PACKS_API)).packs,
  });

export const useWorkbookPacks = () => useQuery(workbookPacksQuery());

/** POST /api/staff/workbook-packs: the pack file's envelope, verified and stored by the server. */
export function useUploadPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (envelope: unknown) =>
      apiPost<PackUploadAnswer & { errors?: Record<string, string> }>(WORKBOOK_PACKS_API, envelope),
    onSuccess: ({ ok }) => {
      if (ok) void queryClient.invalidateQueries({ queryKey: PACK_KEYS.all });
    },
  });
}
