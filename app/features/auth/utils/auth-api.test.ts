import { describe, expect, it } from 'vitest';
import {
  asLinkedStudents,
  destinationOf,
  firstError,
  googleLoginBody,
  isInvitation,
} from './auth-api';

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

describe('response readers', () => {
  it('accepts an invitation only with a class name', () => {
    expect(isInvitation({ className: 'Theology 7A', teacherName: 'Clara Mendes' })).toBe(true);
    expect(isInvitation({ className: '', teacherName: 'Clara Mendes' })).toBe(false);
    expect(isInvitation({ errors: { i: 'Not found' } })).toBe(false);
    expect(isInvitation(null)).toBe(false);
  });

  it('keeps the well-formed entries of a student list and rejects a non-list', () => {
    const maria = {
      id: 's1',
      firstName: 'Maria',
      lastName: 'Garcia',
      username: 'maria.g',
      className: 'Theology 7A',
    };
    expect(asLinkedStudents([maria, { id: 7 }, null])).toEqual([maria]);
    expect(asLinkedStudents([])).toEqual([]);
    expect(asLinkedStudents({ errors: { session: 'Not signed in' } })).toBeNull();
  });

  it('sends the class code with the Google credential only when there is one', () => {
    expect(googleLoginBody('jwt', undefined)).toEqual({ token: 'jwt' });
    expect(googleLoginBody('jwt', '  ')).toEqual({ token: 'jwt' });
    expect(googleLoginBody('jwt', ' QX7PL ')).toEqual({ token: 'jwt', code: 'QX7PL' });
  });
});

describe('destinationOf', () => {
  const answer = (ok: boolean, body: object) => ({ ok, status: ok ? 200 : 401, body });

  it('goes to the set-password step when the server asks for it', () => {
    expect(destinationOf(answer(true, { set_password: true }))).toBe('/auth/student/setPassword');
    expect(destinationOf(answer(true, { set_password: true, url: '/auth/x' }))).toBe('/auth/x');
  });

  it("goes to a signed-in answer's url, and nowhere for a refusal or no url", () => {
    expect(destinationOf(answer(true, { t: 'x', url: '/teacher' }))).toBe('/teacher');
    expect(destinationOf(answer(true, {}))).toBeNull();
    expect(destinationOf(answer(false, { url: '/teacher', errors: { email: 'No' } }))).toBeNull();
  });
});
