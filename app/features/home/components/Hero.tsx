/** Placeholder until this section is built (see HomePage.tsx). */
export function Hero() {
  return <section aria-label="Hero" />;
}
