/**
 * The store preview's numbers (issue 12, point 8): one place for the server that renders the
 * images and the page that shows them.
 */
export const PREVIEW_IMAGE = {
  /** Page images are this many pixels wide: sharp on a phone, readable on a laptop. */
  width: 900,
  /** The flip-through's thumbnails. */
  thumbWidth: 180,
  /** Drawn diagonally across every page image. */
  watermark: 'Preview',
} as const;

/** The name a buyer types for a Premium cover: printed as typed, within reason. */
export const COVER_NAME_MAX_LENGTH = 40;

/** The static sample on the store landing page (public/store-sample, scripts/render-store-sample.ts). */
export const STORE_SAMPLE = {
  folder: '/store-sample',
  /** Page numbers of the demo book shown as the sample: the cover and two inside pages. */
  pages: [1, 2, 3] as const,
  /** The sample's images: 6 × 9 in pages at 600 px wide (twice the width they are shown at). */
  pageWidth: 600,
  pageHeight: 900,
} as const;

/** Where a preview page image is fetched from (the code is the reader's access). */
export const previewPageUrl = (
  previewId: string,
  page: number,
  code: string,
  size: 'full' | 'thumb' = 'full',
) =>
  `/api/store/preview/${encodeURIComponent(previewId)}/pages/${page}.png?${new URLSearchParams({ code, size })}`;
