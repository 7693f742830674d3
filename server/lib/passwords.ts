import argon2 from 'argon2';

/** OWASP's argon2id settings (GUIDE §6): 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * A hash of a password nobody knows, made with the same settings. Unknown accounts are
 * checked against it so a wrong email costs as much time as a wrong password.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$yGF6A+8uh0RhFwrjFeS5pg$sKDnej/bg92Yr1BLxH+5tUw55g/NheA5jstwoDF1ttc';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

/**
 * True when `password` matches `hash`. With no hash (unknown account, or no password set)
 * it still spends the time of one verification and answers false.
 */
export async function verifyPassword(
  hash: string | null | undefined,
  password: string,
): Promise<boolean> {
  try {
    const matches = await argon2.verify(hash ?? DUMMY_HASH, password);
    return Boolean(hash) && matches;
  } catch {
    return false;
  }
}
