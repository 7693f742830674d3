import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookPreview } from '@common/schemas/store-preview';
import { fetchJson } from '~/lib/api';
import { STORE_KEYS } from './keys';

/** Whose cover a Premium preview shows: the chosen child and the name as the buyer typed it. */
export interface PreviewCover {
  studentId: string;
  childName: string;
}

const previewPath = (code: string, cover: PreviewCover | null) =>
  `/api/store/preview?${new URLSearchParams({ code, ...(cover ?? {}) })}`;

/**
 * GET /api/store/preview: the page list of the book's watermarked preview (rendered on the
 * server on first view, cached after), Standard or with a child's name on the cover.
 */
export const bookPreviewQuery = (code: string, cover: PreviewCover | null) =>
  queryOptions({
    queryKey: [...STORE_KEYS.all, 'preview', code, cover] as const,
    queryFn: () => fetchJson<BookPreview>(previewPath(code, cover)),
    // Each look-up counts against the buyer's limit: the 'Try again' button retries instead.
    retry: false,
    staleTime: 10 * 60_000,
  });

export const useBookPreview = (code: string, cover: PreviewCover | null, enabled = true) =>
  useQuery({ ...bookPreviewQuery(code, cover), enabled });
