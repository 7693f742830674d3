const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Whole US dollars as the policies print them: 10000 → "$10,000". */
export function formatUsd(amount: number): string {
  return USD.format(amount);
}

/** "1 year", "7 days": a count with its unit, plural when the count is not one. */
export function countOf(count: number, unit: string): string {
  return `${count} ${count === 1 ? unit : `${unit}s`}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The machine-readable form of a date written "August 1, 2021", for <time dateTime>. Parsed
 * by hand rather than with Date so the result never depends on the time zone.
 */
export function isoDate(written: string): string {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(written.trim());
  const [, monthName = '', day = '', year = ''] = match ?? [];
  const month = MONTHS.indexOf(monthName) + 1;
  if (month === 0) throw new Error(`Not a date written like "August 1, 2021": ${written}`);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Number(day))}`;
}
