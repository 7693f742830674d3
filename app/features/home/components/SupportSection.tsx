/** Placeholder until this section is built (see HomePage.tsx). */
export function SupportSection() {
  return <section aria-label="SupportSection" />;
}
