import { CLASSROOM_LIMITS } from '../../../common/schemas/classroom';

/** The part of a name a username keeps: ASCII letters and digits, accents dropped. */
function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Room left for a numeric suffix ('maria.gomez12'). */
const BASE_MAX = CLASSROOM_LIMITS.username.max - 6;

/** 'María José', 'Gómez' → 'mariajose.gomez'; too little left of the names → 'student'. */
export function deriveUsernameBase(firstName: string, lastName: string): string {
  const joined = [slug(firstName), slug(lastName)].filter(Boolean).join('.').slice(0, BASE_MAX);
  const trimmed = joined.replace(/\.+$/, '');
  if (trimmed.length >= CLASSROOM_LIMITS.username.min) return trimmed;
  return trimmed ? `student.${trimmed}` : 'student';
}

/** The first of base, base2, base3… that is not taken. */
export function firstFreeUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
