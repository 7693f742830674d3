/** Placeholder until this section is built (see HomePage.tsx). */
export function Testimonials() {
  return <section aria-label="Testimonials" />;
}
