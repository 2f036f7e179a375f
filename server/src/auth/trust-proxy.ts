import { isIP } from 'node:net';

/**
 * What Fastify's `trustProxy` gets: false (the default: the peer's own address is the client), a hop count, or
 * the proxies' addresses and CIDR ranges. `true` (trust any X-Forwarded-For) is deliberately not offered: it lets
 * anyone choose the address the throttle counts and the session records.
 */
export type TrustProxy = false | number | string[];

// Names proxy-addr understands besides addresses and ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads `TRUST_PROXY`: unset, empty, `off`/`false`/`0` trust nobody; a whole number is how many proxies stand in
 * front (the client is that many hops back in X-Forwarded-For); otherwise a comma list of proxy addresses, CIDR
 * ranges or `loopback` / `linklocal` / `uniquelocal`. Anything else stops the server with a message naming it.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || ['off', 'false', 'no'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? false : hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0 || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY must be a hop count or a comma list of proxy addresses and CIDR ranges; cannot read ${wrong.map((entry) => JSON.stringify(entry)).join(', ') || JSON.stringify(text)}`,
    );
  }
  return entries;
}

/**
 * The setting as Fastify's option: a hop count becomes the function proxy-addr itself would build from it
 * (trust the first `hops` addresses, nearest first), since Fastify's types accept no number.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
