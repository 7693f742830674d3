/** Placeholder until this section is built (see HomePage.tsx). */
export function Partnership() {
  return <section aria-label="Partnership" />;
}
