const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Nov 18, 8:00 PM': an instant (a hand-in) in the reader's own time zone. */
export const formatMoment = (iso: string) => DATE_TIME.format(new Date(iso));
