import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { refuse } from '../i18n/localized-error';
import type { FenceSettings } from './fence-settings';

// The HTTP half of the data-interface fence (server/README.md "Data interfaces: the fence"). A definition's URL must
// be http(s) and its host must not be, or resolve to, a loopback, private, link-local, unique-local or otherwise
// non-public address, unless an administrator lists the host in DATA_INTERFACE_ALLOWED_HOSTS. The check runs at save
// (resolving the name once) and again inside the socket's own DNS lookup at every run, so a name that resolves to a
// public address at save and to 127.0.0.1 later (DNS rebinding) is still refused: the connection uses exactly the
// addresses that were checked.

/** ipaddr.js ranges that are fine to reach; everything else (loopback, private, linkLocal, uniqueLocal, ...) is not. */
const PUBLIC_RANGES = new Set(['unicast']);

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return PUBLIC_RANGES.has(parsed.range());
}

/** The URL if it is http(s) without credentials; throws 400 otherwise. */
export function parseInterfaceUrl(path: string): URL {
  let url: URL;
  try {
    url = new URL(path);
  } catch {
    throw refuse('system-data.fence.http-url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('system-data.fence.http-url');
  if (url.username || url.password) throw refuse('system-data.fence.http-url');
  return url;
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

/** Resolves the host and refuses it when any of its addresses is not public (unless the host is allowed). */
export async function checkHttpTarget(path: string, settings: FenceSettings): Promise<URL> {
  const url = parseInterfaceUrl(path);
  const host = hostOf(url);
  if (settings.allowedHosts.has(host)) return url;
  const addresses = ipaddr.isValid(host) ? [host] : await resolveAll(host);
  const blocked = addresses.find((address) => !isPublicAddress(address));
  if (blocked !== undefined) throw refuse('system-data.fence.http-private', { host, address: blocked });
  return url;
}

async function resolveAll(host: string): Promise<string[]> {
  try {
    const found = await dns.promises.lookup(host, { all: true, verbatim: true });
    if (found.length === 0) throw new Error('no address');
    return found.map((entry) => entry.address);
  } catch {
    throw refuse('system-data.fence.http-unresolved', { host });
  }
}

/** A socket lookup that answers only checked public addresses: the connection cannot reach what the check refused. */
function guardedLookup(allowed: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const list = found as dns.LookupAddress[];
      const blocked = list.find((entry) => !allowed && !isPublicAddress(entry.address));
      if (blocked || list.length === 0) return callback(new Error(`blocked address ${blocked?.address ?? ''}`), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0] as dns.LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

export interface HttpCall {
  path: string;
  method: 'GET' | 'POST';
  values: Record<string, unknown>;
  settings: FenceSettings;
}

/**
 * Calls an HTTP definition behind the fence: parameters go in the query (GET) or a JSON body (POST), the answer is
 * read up to maxResponseBytes within timeoutMs, and parsed as JSON (text when it is not JSON).
 */
export async function callFencedHttp(call: HttpCall): Promise<unknown> {
  const url = await checkHttpTarget(call.path, call.settings);
  const allowed = call.settings.allowedHosts.has(hostOf(url));
  if (call.method === 'GET') {
    for (const [name, value] of Object.entries(call.values))
      if (value !== null && value !== undefined) url.searchParams.set(name, String(value));
  }
  const body = call.method === 'POST' ? JSON.stringify(call.values) : undefined;
  const client = url.protocol === 'https:' ? https : http;
  const text = await new Promise<string>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: call.method,
        lookup: ipaddr.isValid(hostOf(url)) ? undefined : guardedLookup(allowed),
        timeout: call.settings.timeoutMs,
        headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > call.settings.maxResponseBytes) {
            request.destroy();
            reject(refuse('system-data.fence.http-too-large', { kb: Math.round(call.settings.maxResponseBytes / 1024) }));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          if ((response.statusCode ?? 500) >= 400) reject(refuse('system-data.fence.http-status', { status: response.statusCode ?? 0 }));
          else resolve(Buffer.concat(chunks).toString('utf8'));
        });
        response.on('error', (error) => reject(refuse('system-data.fence.http-failed', { reason: error.message })));
      },
    );
    // The whole call, not only socket idleness, is bounded.
    const deadline = setTimeout(() => request.destroy(new Error('timeout')), call.settings.timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) =>
      reject(
        error.message === 'timeout'
          ? refuse('system-data.fence.timeout', { ms: call.settings.timeoutMs })
          : error.message.startsWith('blocked address')
            ? refuse('system-data.fence.http-private', { host: hostOf(url), address: error.message.slice(16) })
            : refuse('system-data.fence.http-failed', { reason: error.message }),
      ),
    );
    request.end(body);
  });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
