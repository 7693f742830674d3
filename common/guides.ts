/**
 * The four instruction PDFs of 'How it works' (SPEC §2.3 download modal): a teacher and a
 * student guide, each laid out for desktop and for mobile. Paths are relative to the storage
 * base URL (STORAGE_BASE_URL); the server generates the files into storage at boot.
 */
export type GuideAudience = 'teacher' | 'student';
export type GuideLayout = 'desktop' | 'mobile';

export const GUIDE_AUDIENCES: readonly GuideAudience[] = ['teacher', 'student'];
export const GUIDE_LAYOUTS: readonly GuideLayout[] = ['desktop', 'mobile'];

export function guidePath(audience: GuideAudience, layout: GuideLayout): string {
  return `guides/lectio-${audience}-guide-${layout}.pdf`;
}

export function guideUrl(
  storageBaseUrl: string,
  audience: GuideAudience,
  layout: GuideLayout,
): string {
  return `${storageBaseUrl.replace(/\/+$/, '')}/${guidePath(audience, layout)}`;
}
