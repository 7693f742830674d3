/** Longest school name the donation page shows; anything longer is cut with an ellipsis. */
export const SCHOOL_NAME_MAX_LENGTH = 120;

/**
 * The school name from the donation address (`/donate/{schoolName}/payment`), ready to show as
 * text: percent-escapes decoded (a malformed escape is kept as typed), whitespace tidied and
 * overlong names shortened. Returns null when nothing readable is left.
 */
export function schoolNameFromParam(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A lone '%' is not an escape: show the name as it was written.
  }
  // Control characters have no place in a heading.
  // eslint-disable-next-line no-control-regex
  const tidy = decoded.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (tidy.length === 0) return null;
  if (tidy.length <= SCHOOL_NAME_MAX_LENGTH) return tidy;
  return `${tidy.slice(0, SCHOOL_NAME_MAX_LENGTH - 1).trimEnd()}…`;
}
