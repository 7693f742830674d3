/** Longest school name the donation page shows; anything longer is cut with an ellipsis. */
export const SCHOOL_NAME_MAX_LENGTH = 120;

/**
 * The school name from the donation address (`/donate/{schoolName}/payment`), ready to show as
 * text. React Router has already decoded the parameter once; any percent-escapes still left
 * (a link that was encoded twice) are decoded too, while a lone '%' that is not an escape is
 * kept as written. Whitespace is tidied and overlong names shortened. Returns null when nothing
 * readable is left.
 */
export function schoolNameFromParam(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // '100% Faith' is a name, not an escape: show it as it was written.
  }
  // Control characters have no place in a heading.
  const tidy = decoded
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (tidy.length === 0) return null;
  if (tidy.length <= SCHOOL_NAME_MAX_LENGTH) return tidy;
  return `${tidy.slice(0, SCHOOL_NAME_MAX_LENGTH - 1).trimEnd()}…`;
}
