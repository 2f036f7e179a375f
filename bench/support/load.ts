import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Socket errors, timeouts, HTTP statuses other than 2xx, and envelopes whose code is not an expected one. */
  errors: number;
  /** The same errors by kind, so a run that fails says how. */
  errorKinds: ErrorKinds;
  requests: number;
}

export interface ErrorKinds {
  socket: number;
  timeouts: number;
  non2xx: number;
  badEnvelopes: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
  /** Paths cycled by every connection; the url alone when absent. */
  paths?: string[];
  /** Envelope codes that count as success (default: 200 only). Bodies are parsed only when this is checked. */
  checkEnvelope?: boolean;
}

/** Envelope codes a read may answer under load without being an error. */
const OK_CODES = new Set([200]);

function envelopeCode(body: string): number | null {
  // The code leads every envelope the server writes: `{"code":200,...`. Parsing 17 KB per request would load the client.
  const match = /^\{"code":(\d+)/.exec(body);
  return match ? Number(match[1]) : null;
}

/** One autocannon run: requests/s, p50 and p99 in ms, and every kind of failure counted as an error. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  let badEnvelopes = 0;
  const onResponse = options.checkEnvelope
    ? (status: number, body: string) => {
        if (status === 200 && !OK_CODES.has(envelopeCode(body) ?? -1)) badEnvelopes += 1;
      }
    : undefined;
  const requests = (options.paths ?? [new URL(options.url).pathname + new URL(options.url).search]).map((path) => ({
    method: 'GET' as const,
    path,
    ...(onResponse ? { onResponse } : {}),
  }));
  const result = await autocannon({
    url: new URL(options.url).origin,
    connections: options.connections,
    duration: options.durationS,
    headers: options.headers ?? {},
    requests,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon's `errors` already counts its timeouts: adding them again would count each twice.
    errors: result.errors + result.non2xx + badEnvelopes,
    errorKinds: { socket: result.errors - result.timeouts, timeouts: result.timeouts, non2xx: result.non2xx, badEnvelopes },
    requests: result.requests.total,
  };
}
