/** Placeholder until this section is built (see HomePage.tsx). */
export function FeaturesGrid() {
  return <section aria-label="FeaturesGrid" />;
}
