import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '../copy/chat';
import { isMinor, secondAdultFor } from './second-adult';

const noObserver = { observerId: null };
const observer = { observerId: 'observer-1' };
const student = (grade: string | null, parentIds: string[] = []) => ({
  firstName: 'Maria',
  grade,
  parentIds,
});

/** Issue 17, point 3: who is always present when an adult talks with a minor. */
describe('the second adult', () => {
  it('adds the linked parents as writers in grades 4 to 8', () => {
    for (const grade of ['4', '5', '6', '7', '8']) {
      expect(secondAdultFor(student(grade, ['mum', 'dad']), observer)).toEqual({
        kind: 'parents',
        role: 'writer',
        parentIds: ['mum', 'dad'],
      });
    }
  });

  it('copies the parents read-only in grades 9 to 12, unless the school names an observer', () => {
    for (const grade of ['9', '10', '11', '12']) {
      expect(secondAdultFor(student(grade, ['mum']), noObserver)).toEqual({
        kind: 'parents',
        role: 'copied',
        parentIds: ['mum'],
      });
      expect(secondAdultFor(student(grade, ['mum']), observer)).toEqual({
        kind: 'observer',
        observerId: 'observer-1',
      });
    }
  });

  it('falls back to the observer for a younger student with no linked parent', () => {
    expect(secondAdultFor(student('7'), observer)).toEqual({
      kind: 'observer',
      observerId: 'observer-1',
    });
  });

  it('refuses a private conversation when there is nobody to add, saying what to do instead', () => {
    for (const grade of ['4', '8', '9', '12', null]) {
      expect(secondAdultFor(student(grade), noObserver)).toEqual({
        kind: 'refused',
        message: CHAT_MESSAGES.noSecondAdult('Maria'),
      });
    }
    expect(CHAT_MESSAGES.noSecondAdult('Maria')).toContain('Send a group or class message');
  });

  it('treats a student of unknown grade as a minor, with parents writing', () => {
    expect(isMinor(null)).toBe(true);
    expect(secondAdultFor(student(null, ['mum']), observer)).toEqual({
      kind: 'parents',
      role: 'writer',
      parentIds: ['mum'],
    });
  });

  it('needs no second adult for an adult student', () => {
    expect(isMinor('adult')).toBe(false);
    expect(secondAdultFor(student('adult'), noObserver)).toEqual({ kind: 'none' });
  });

  it('names each parent once', () => {
    expect(secondAdultFor(student('6', ['mum', 'mum']), noObserver)).toMatchObject({
      parentIds: ['mum'],
    });
  });
});
