/** Placeholder until this section is built (see HomePage.tsx). */
export function Benefits() {
  return <section aria-label="Benefits" />;
}
