import { describe, expect, it } from 'vitest';
import { nextRevealState } from './reveal';

const HEIGHT = 800;

describe('nextRevealState (SPEC §4 scroll reveals)', () => {
  it('reveals when the top reaches the upper half of the window, or is above it', () => {
    expect(nextRevealState('hidden', 400, HEIGHT)).toBe('revealed');
    expect(nextRevealState('hidden', 10, HEIGHT)).toBe('revealed');
    expect(nextRevealState('hidden', -2000, HEIGHT)).toBe('revealed');
    expect(nextRevealState('static', 300, HEIGHT)).toBe('revealed');
  });

  it('does not reveal while the top is only in the lower half', () => {
    expect(nextRevealState('hidden', 401, HEIGHT)).toBe('hidden');
    expect(nextRevealState('hidden', 800, HEIGHT)).toBe('hidden');
  });

  it('stays revealed in the lower half and resets only once the top is below the window', () => {
    expect(nextRevealState('revealed', 700, HEIGHT)).toBe('revealed');
    expect(nextRevealState('revealed', 800, HEIGHT)).toBe('revealed');
    expect(nextRevealState('revealed', 801, HEIGHT)).toBe('hidden');
  });

  it('turns the prerendered static state into hidden for a section below the middle', () => {
    expect(nextRevealState('static', 600, HEIGHT)).toBe('hidden');
    expect(nextRevealState('static', 5000, HEIGHT)).toBe('hidden');
  });
});
