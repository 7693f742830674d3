/** Placeholder until this section is built (see HomePage.tsx). */
export function RelatedMedia() {
  return <section aria-label="RelatedMedia" />;
}
