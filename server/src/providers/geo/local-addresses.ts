import { BlockList, isIP } from 'node:net';

// Loopback, private (RFC 1918, unique-local), link-local and unspecified addresses: they name no place on a map.
const LOCAL = new BlockList();
LOCAL.addSubnet('0.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('10.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('169.254.0.0', 16, 'ipv4');
LOCAL.addSubnet('172.16.0.0', 12, 'ipv4');
LOCAL.addSubnet('192.168.0.0', 16, 'ipv4');
LOCAL.addAddress('::', 'ipv6');
LOCAL.addAddress('::1', 'ipv6');
LOCAL.addSubnet('fc00::', 7, 'ipv6');
LOCAL.addSubnet('fe80::', 10, 'ipv6');

/** True for loopback, private and link-local addresses (IPv4, IPv6 and IPv4-mapped IPv6). */
export function isLocalAddress(ip: string): boolean {
  const bare = ip.replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return LOCAL.check(bare, 'ipv4');
  if (family === 6) return LOCAL.check(bare, 'ipv6');
  return false;
}
