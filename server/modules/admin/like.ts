import { sql, type RawBuilder } from 'kysely';

/**
 * A case-insensitive "contains" on both databases, where % and _ typed by the admin match
 * themselves. Answers a condition on `column`, or null when there is nothing to look for.
 */
export function containsText(q: string | undefined) {
  const text = q?.trim().toLowerCase();
  if (!text) return null;
  const pattern = `%${text.replace(/[%_\\]/g, (char) => `\\${char}`)}%`;
  return (column: string | RawBuilder<unknown>): RawBuilder<boolean> =>
    sql<boolean>`lower(${typeof column === 'string' ? sql.ref(column) : column}) like ${pattern} escape '\\'`;
}

/** An order by a text column that does not depend on the database's collation. */
export const lowerOf = (column: string) => sql<string>`lower(${sql.ref(column)})`;
