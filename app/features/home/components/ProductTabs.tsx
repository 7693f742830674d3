/** Placeholder until this section is built (see HomePage.tsx). */
export function ProductTabs() {
  return <section aria-label="ProductTabs" />;
}
