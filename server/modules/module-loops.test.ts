import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Server modules may use each other, but never in a loop: a module that imports another
 * which imports it back is one module in two folders. ESLint's import-x/no-cycle catches
 * loops between files; this catches them between modules (folders), counting every
 * non-test import.
 */
const MODULES_DIR = resolve(__dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !/test-support|testing\//.test(path)
      ? [path]
      : [];
  });
}

/** module → the modules its files import. */
export function moduleGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(root)) {
    const from = relative(root, file).split('/')[0]!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = relative(root, resolve(dirname(file), specifier!));
      const to = target.split('/')[0]!;
      if (!target.startsWith('..') && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Each loop once, as a path that returns to its start (e.g. auth → classroom → auth). */
export function loops(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, at: string, path: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) {
        const cycle = [...path];
        const first = cycle.indexOf([...cycle].sort()[0]!);
        found.add([...cycle.slice(first), ...cycle.slice(0, first), cycle[first]].join(' → '));
      } else if (!path.includes(next) && next > start) {
        walk(start, next, [...path, next]);
      }
    }
  };
  for (const start of graph.keys()) walk(start, start, [start]);
  return [...found].sort();
}

describe('module loops', () => {
  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(loops(graph)).toEqual(['a → b → c → a']);
  });

  it('no server module imports another that imports it back, directly or around', () => {
    expect(loops(moduleGraph(MODULES_DIR))).toEqual([]);
  });
});
