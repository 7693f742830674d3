const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** 'Nov 23, 2026': a record's date in the reader's time zone. */
export const formatDate = (iso: string) => DATE.format(new Date(iso));
