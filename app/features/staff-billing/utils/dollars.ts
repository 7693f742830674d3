/**
 * What staff type as a credit — "25", "25.5", "$1,000.00" — as whole cents; null when it is
 * not an amount of dollars with at most two decimals (the server checks the bounds again).
 */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', part = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}
