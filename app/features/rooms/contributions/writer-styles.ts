import type { CSSProperties } from 'react';

/**
 * How each writer is drawn in the replay and the legend: a text colour with at least 4.5:1
 * contrast on the page's white, paper and sand (5.3:1 at the least), and an underline style of
 * its own, so that no writer is told apart by colour alone; the writer's name goes with every
 * span as well (WriterSpan).
 */
const COLOURS = [
  '#1a4f9c',
  '#a1322b',
  '#1e6b3a',
  '#7a3b8f',
  '#8a5100',
  '#0d6b73',
  '#9c2a6b',
  '#4a5266',
] as const;
const LINES = ['solid', 'dashed', 'dotted', 'double', 'wavy'] as const;

/** The look of the writer at this place in the list (every pair differs for 40 writers). */
export function writerStyle(index: number): CSSProperties {
  return {
    '--writer-colour': COLOURS[index % COLOURS.length],
    '--writer-line': LINES[index % LINES.length],
  } as CSSProperties;
}
