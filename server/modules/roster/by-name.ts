import type { RosterEntry } from '../../../common/schemas/roster';

/** By last name, then first name (sorted here, not in SQL, so SQLite and PostgreSQL agree). */
export const byName = (a: RosterEntry, b: RosterEntry) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);
