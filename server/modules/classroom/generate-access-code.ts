import { randomInt } from 'node:crypto';
import { ACCESS_CODE_LENGTH } from '../../../common/constants';
import { ACCESS_CODE_ALPHABET } from '../../../common/schemas/classroom';

/** A fresh Access Code such as 'K7Q4M': uppercase, no look-alike characters, from a CSPRNG. */
export function generateAccessCode(): string {
  return Array.from(
    { length: ACCESS_CODE_LENGTH },
    () => ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)],
  ).join('');
}
