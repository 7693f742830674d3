import { describe, expect, it } from 'vitest';
import { firstError } from './auth-api';

describe('firstError', () => {
  it('reads the first value of sign-up errors sent as a JSON string (SPEC §3)', () => {
    expect(firstError(JSON.stringify({ email: 'Email is invalid', password: 'x' }))).toBe(
      'Email is invalid',
    );
  });

  it('reads the first value of an errors object', () => {
    expect(firstError({ email: 'Invalid email or password' })).toBe('Invalid email or password');
  });

  it('shows a plain string as it is and nothing for no errors', () => {
    expect(firstError('Something went wrong')).toBe('Something went wrong');
    expect(firstError(undefined)).toBeUndefined();
    expect(firstError({})).toBeUndefined();
  });
});
