/** Placeholder until this section is built (see HomePage.tsx). */
export function HowItWorks() {
  return <section aria-label="HowItWorks" />;
}
