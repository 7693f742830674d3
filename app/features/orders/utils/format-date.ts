const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** 'Nov 23, 2026': order dates in the buyer's time zone. */
export const formatOrderDate = (iso: string) => DATE.format(new Date(iso));
