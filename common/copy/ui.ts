/** Words of the design system's own pieces (app/components/ui), the same on every screen. */
export const UI_COPY = {
  retry: 'Try again',
} as const;
