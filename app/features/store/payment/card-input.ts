/** Typing helpers of the local test card field: what the field shows as the buyer types. */

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Up to 19 digits, grouped by 4: '4242 4242 4242 4242'. */
export function formatCardNumber(value: string): string {
  return digitsOf(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM / YY' as typed; a first digit above 1 can only be a month like '04'. */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return digitsOf(value, 4);
}

export interface LocalCardValues {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * Complete enough to send: the server answers anything else (a wrong number, a past date)
 * with the card provider's own message.
 */
export function isCardComplete({ number, expiry, cvc }: LocalCardValues): boolean {
  const numberDigits = number.replace(/\D/g, '').length;
  return (
    numberDigits >= 13 &&
    numberDigits <= 19 &&
    expiry.replace(/\D/g, '').length === 4 &&
    /^\d{3,4}$/.test(cvc)
  );
}
