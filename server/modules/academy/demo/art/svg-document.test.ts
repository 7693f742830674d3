import { describe, expect, it } from 'vitest';
import { svgDocument } from './svg-document';

describe('the drawings’ SVG frame', () => {
  it('wraps the body in the canvas, size, gradients and ground, one element a line', () => {
    const svg = svgDocument(
      {
        canvas: { width: 48, height: 27 },
        size: { width: 96, height: 54 },
        ground: 'url(#g)',
        defs: `
    <linearGradient id="g"/>
`,
      },
      `
  <circle cx="1" cy="2" r="3"/>
`,
    );
    expect(svg).toBe(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 27" width="96" height="54">',
        '  <defs>',
        '    <linearGradient id="g"/>',
        '  </defs>',
        '  <rect width="48" height="27" fill="url(#g)"/>',
        '  <circle cx="1" cy="2" r="3"/>',
        '</svg>',
      ].join('\n'),
    );
  });

  it('leaves the ground transparent and writes no defs when none are given', () => {
    const svg = svgDocument(
      { canvas: { width: 6, height: 8 }, size: { width: 12, height: 16 } },
      '\n  <path d="M0 0h6"/>\n',
    );
    expect(svg).not.toMatch(/<rect|<defs/);
    expect(svg).toContain('\n  <path d="M0 0h6"/>\n</svg>');
  });
});
