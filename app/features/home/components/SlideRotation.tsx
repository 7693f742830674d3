/** Placeholder until this section is built (see HomePage.tsx). */
export function SlideRotation() {
  return <section aria-label="SlideRotation" />;
}
