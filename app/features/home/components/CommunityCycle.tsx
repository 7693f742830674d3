/** Placeholder until this section is built (see HomePage.tsx). */
export function CommunityCycle() {
  return <section aria-label="CommunityCycle" />;
}
