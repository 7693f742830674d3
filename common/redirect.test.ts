import { describe, expect, it } from 'vitest';
import { safeRedirect, sameOriginPath } from './redirect';

const ORIGIN = 'http://localhost:3011';

describe('redirect targets are same-origin paths', () => {
  it.each([
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example'],
    ['https://evil.example/classroom'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['%2F%2Fevil.example'],
    ['classroom'],
    ['/.//evil.example'],
    ['/a/..//evil.example'],
    ['http://localhost:3012/teacher'],
    [''],
    [undefined],
    [42],
  ])('refuses %j', (target) => {
    expect(sameOriginPath(target, ORIGIN)).toBeNull();
    expect(sameOriginPath(target)).toBeNull();
    expect(safeRedirect(target, '/teacher', ORIGIN)).toBe('/teacher');
  });

  it.each([
    ['/classroom', '/classroom'],
    ['/teacher/classes/1?tab=books#top', '/teacher/classes/1?tab=books#top'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/cla\tssroom', '/classroom'],
  ])('accepts the path %j as %j', (target, path) => {
    expect(sameOriginPath(target, ORIGIN)).toBe(path);
    expect(safeRedirect(target, '/teacher')).toBe(path);
  });

  it('accepts an absolute URL on the given origin as its path only', () => {
    expect(sameOriginPath(`${ORIGIN}/student?x=1`, ORIGIN)).toBe('/student?x=1');
    expect(sameOriginPath(`${ORIGIN}/student`)).toBeNull();
  });

  it('refuses everything when the origin or the target cannot be parsed', () => {
    expect(sameOriginPath('/classroom', 'not a url')).toBeNull();
    expect(safeRedirect('/classroom', '/teacher', 'not a url')).toBe('/teacher');
    expect(sameOriginPath('http://[', ORIGIN)).toBeNull();
    expect(sameOriginPath('//[::1', ORIGIN)).toBeNull();
    // Only strings: an array or object would be turned into one by the URL parser.
    expect(sameOriginPath(['/classroom'], ORIGIN)).toBeNull();
  });
});
