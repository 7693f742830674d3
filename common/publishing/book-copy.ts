/**
 * The words printed in class books and said about them (issue 12, points 6 and 7): the PDF
 * renderer, the store's choice screen and the teacher's screens read them from here.
 */
export const BOOK_COPY = {
  contents: 'Contents',
  /** Above the child's name on a Premium cover. */
  madeFor: 'A keepsake edition for',
  childPages: (name: string) => `${name}'s pages`,
  section: (index: number) => `Section ${index}`,
  /** A co-authored piece's heading (a writing room's): "Ana P., Ben K. and Cara M.". */
  authors: (names: string[]) =>
    names.length <= 1
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`,
  dedication: 'Dedication',
  /** The watermark of the store's and the teacher's previews. */
  preview: 'Preview',
  standardPages: (pages: number) => `Standard · ${pages} pages`,
  premiumPages: (pages: number, name: string) =>
    `Premium · ${pages} pages with ${name}'s name on the cover`,
  /** The print shop's slip, never a reader's page. */
  slipTitle: 'Production slip',
  slipLine: (orderNumber: string, copies: number) =>
    `Order ${orderNumber} · print ${copies === 1 ? '1 copy' : `${copies} copies`}`,
} as const;

/** "5, 7–9, 12": the pages a child's writing is on, for the contents page. */
export function pageList(pages: number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let index = 0; index < sorted.length;) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    runs.push(end === index ? `${sorted[index]}` : `${sorted[index]}–${sorted[end]}`);
    index = end + 1;
  }
  return runs.join(', ');
}
