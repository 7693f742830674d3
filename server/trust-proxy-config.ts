import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies' X-Forwarded-For entries the server believes: false (none, the default), a hop
 * count, or the proxies' addresses. `true` would believe the leftmost entry, which the client
 * writes itself, so a made-up header would choose the address every per-IP limit counts.
 */
export type TrustProxy = false | number | string[];

/**
 * Fastify's trustProxy for a setting. Fastify (5.12+) ignores a bare number, because a hop
 * count cannot tell the proxy from a client that connects directly; the function says it
 * outright: the socket's peer and the hops-1 entries before it are proxies, so the address
 * is the entry the outermost proxy wrote, whatever a client put before it.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | TrustHop {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
type TrustHop = (address: string, hop: number) => boolean;

const HOW =
  'a hop count (e.g. 1 behind one load balancer) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8)';
/** Names proxy-addr (Fastify's trustProxy) understands for its own address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): TrustProxy => {
    if (!value || value === 'false') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: `must name the proxies, not true (true trusts an X-Forwarded-For any client can make up): ${HOW}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: `hop count must be 1 to 10 (false turns it off)` });
      return z.NEVER;
    }
    const proxies = value.split(',').map((entry) => entry.trim());
    const invalid = proxies.filter((entry) => !isProxyAddress(entry));
    if (invalid.length > 0) {
      ctx.addIssue({ code: 'custom', message: `${invalid.join(', ')} is not ${HOW}` });
      return z.NEVER;
    }
    return proxies;
  });

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}
