import { isIP } from 'node:net';

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address, written out (`::` expanded, an embedded IPv4 tail converted). */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const v4Tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * The address the sign-in throttle counts for a client: an IPv4 address as it is (also when it arrives as
 * `::ffff:a.b.c.d`), an IPv6 address as its /64 network, since one household or server holds a whole /64 and could
 * otherwise step through 2^64 fresh counters. Sessions and the log keep the full address.
 */
export function throttleAddress(ip: string): string {
  const mapped = MAPPED_V4.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}
