/**
 * In CI the PostgreSQL and Redis variants of the tests must run: without these addresses they
 * would be left out silently and the run would still pass. .ci/run sets both.
 */
export default function requireTestServicesInCi() {
  if (process.env.CI !== 'true' && process.env.CI !== '1') return;
  const missing = ['TEST_DATABASE_URL', 'TEST_REDIS_URL'].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(
      `CI=true but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: the PostgreSQL and Redis tests would silently not run (.ci/run sets them).`,
    );
  }
}
