/**
 * Where the browser tests find the Academy (decision 0020): each test server's Academy
 * listener is its port plus 10,000 (tests/support/e2e-server.mjs).
 */
export const ACADEMY_PORT_OFFSET = 10_000;

export function academyUrl(path = '/', port = Number(process.env.E2E_PORT)): string {
  return `http://127.0.0.1:${port + ACADEMY_PORT_OFFSET}${path}`;
}
