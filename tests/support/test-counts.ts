/**
 * Counts the tests that ran on each database and each rate-limit store, from the names of
 * their describe blocks: database suites are named `… on ${database.name}` (testDatabases()
 * in databases.ts: `on sqlite`, `on postgres`), store variants `… database store` or
 * `… Redis store` (a memory store counts too). A suite that silently stopped running on
 * PostgreSQL or Redis then shows in the figures.
 */
export interface TestCounts {
  databases: Map<string, number>;
  stores: Map<string, number>;
  other: number;
}

const DATABASE = /\bon (sqlite|postgres)\b/;
const STORE = /\b(redis|database|memory) store\b/i;

export function countTests(fullNames: Iterable<string>): TestCounts {
  const counts: TestCounts = { databases: new Map(), stores: new Map(), other: 0 };
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const name of fullNames) {
    const database = DATABASE.exec(name)?.[1];
    const store = STORE.exec(name)?.[1]?.toLowerCase();
    if (database) add(counts.databases, database);
    if (store) add(counts.stores, store);
    if (!database && !store) counts.other += 1;
  }
  return counts;
}

export function describeCounts({ databases, stores, other }: TestCounts): string {
  const list = (map: Map<string, number>, names: string[]) =>
    [...new Set([...names, ...map.keys()])]
      .map((name) => `${name} ${map.get(name) ?? 0}`)
      .join(', ');
  return (
    `Tests by database: ${list(databases, ['sqlite', 'postgres'])}; ` +
    `by rate-limit store: ${list(stores, ['database', 'redis'])}; ` +
    `neither: ${other}`
  );
}
