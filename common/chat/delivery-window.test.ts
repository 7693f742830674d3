import { describe, expect, it } from 'vitest';
import { deliveryTime } from './delivery-window';

const CHICAGO = 'America/Chicago';
const MADRID = 'Europe/Madrid';

/**
 * Issue 17, point 4: messages between adults and minors are delivered from 07:00 to 22:00 in the
 * school's time zone, and outside a teacher's own quiet hours, whatever the clocks do.
 */
describe('the delivery window', () => {
  it('delivers at once between 07:00 and 22:00 in the school’s time zone', () => {
    // 12:00 in Chicago (CST, UTC−6).
    const noon = new Date('2026-11-27T18:00:00Z');
    expect(deliveryTime(noon, CHICAGO)).toEqual(noon);
    // 07:00 sharp and 21:59 are inside.
    expect(deliveryTime(new Date('2026-11-27T13:00:00Z'), CHICAGO)).toEqual(
      new Date('2026-11-27T13:00:00Z'),
    );
    expect(deliveryTime(new Date('2026-11-28T03:59:59Z'), CHICAGO)).toEqual(
      new Date('2026-11-28T03:59:59Z'),
    );
  });

  it('holds a message sent after 22:00 until 07:00 the next morning', () => {
    // 23:30 on 27 November in Chicago → 07:00 on the 28th (13:00 UTC).
    expect(deliveryTime(new Date('2026-11-28T05:30:00Z'), CHICAGO)).toEqual(
      new Date('2026-11-28T13:00:00Z'),
    );
    // 22:00 sharp is outside.
    expect(deliveryTime(new Date('2026-11-28T04:00:00Z'), CHICAGO)).toEqual(
      new Date('2026-11-28T13:00:00Z'),
    );
  });

  it('holds a message sent before 07:00 until 07:00 the same morning', () => {
    // 01:15 in Chicago.
    expect(deliveryTime(new Date('2026-11-28T07:15:00Z'), CHICAGO)).toEqual(
      new Date('2026-11-28T13:00:00Z'),
    );
  });

  it('reads the window in the school’s zone, not the server’s', () => {
    // 06:30 in Madrid (CET, UTC+1) is 23:30 the day before in Chicago: each school waits for
    // its own 07:00.
    const at = new Date('2026-11-27T05:30:00Z');
    expect(deliveryTime(at, MADRID)).toEqual(new Date('2026-11-27T06:00:00Z'));
    expect(deliveryTime(at, CHICAGO)).toEqual(new Date('2026-11-27T13:00:00Z'));
  });

  it('opens at 07:00 local across a change of clocks', () => {
    // Chicago moves to CDT (UTC−5) at 02:00 on 8 March 2026: 23:00 CST on the 7th waits until
    // 07:00 CDT, 12:00 UTC (not 13:00).
    expect(deliveryTime(new Date('2026-03-08T05:00:00Z'), CHICAGO)).toEqual(
      new Date('2026-03-08T12:00:00Z'),
    );
    // And back to CST on 1 November 2026: 23:00 CDT on 31 October waits until 07:00 CST.
    expect(deliveryTime(new Date('2026-11-01T04:00:00Z'), CHICAGO)).toEqual(
      new Date('2026-11-01T13:00:00Z'),
    );
  });

  it('adds a teacher’s own quiet hours on top, never fewer', () => {
    const teacher = [{ start: '20:00', end: '08:30' }];
    // 21:00 in Chicago: inside the school's window, inside the teacher's quiet hours.
    expect(deliveryTime(new Date('2026-11-28T03:00:00Z'), CHICAGO, teacher)).toEqual(
      new Date('2026-11-28T14:30:00Z'),
    );
    // 07:30: the school's window is open, the teacher's is not yet.
    expect(deliveryTime(new Date('2026-11-28T13:30:00Z'), CHICAGO, teacher)).toEqual(
      new Date('2026-11-28T14:30:00Z'),
    );
    // Quiet hours inside the school's cannot open it: with 23:00–06:00, 23:00 still waits for
    // 07:00.
    expect(
      deliveryTime(new Date('2026-11-28T05:00:00Z'), CHICAGO, [{ start: '23:00', end: '06:00' }]),
    ).toEqual(new Date('2026-11-28T13:00:00Z'));
  });

  it('moves through quiet hours that follow one another', () => {
    // A lunch hour after the night: 06:00 → 07:00 (school) → a quiet 07:00–08:00 → 08:00.
    expect(
      deliveryTime(new Date('2026-11-28T12:00:00Z'), CHICAGO, [{ start: '07:00', end: '08:00' }]),
    ).toEqual(new Date('2026-11-28T14:00:00Z'));
  });

  it('refuses quiet hours that leave no time in the day', () => {
    expect(() =>
      deliveryTime(new Date('2026-11-28T18:00:00Z'), CHICAGO, [{ start: '06:00', end: '23:00' }]),
    ).toThrow(RangeError);
  });
});
