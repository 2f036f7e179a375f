import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { SeriesPayload } from '../../../server/src/wire/series';

/** What the fake series server saw of one request. */
export interface SeenRequest {
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

/** Builds the envelope the real route answers for a request, or a whole HTTP answer to test failures. */
export type SeriesResponder = (request: SeenRequest) => { status?: number; body: unknown };

/** Readings every `stepMs` from `from` to `to` (inclusive), value = f(ts); null marks a bad reading. */
export function payloadOf(
  pointId: string,
  from: number,
  to: number,
  stepMs: number,
  value: (ts: number) => number | null,
  channel: string | null = null,
): SeriesPayload {
  const ts: number[] = [];
  const values: (number | null)[] = [];
  for (let t = Math.ceil(from / stepMs) * stepMs; t <= to; t += stepMs) {
    ts.push(t);
    values.push(value(t));
  }
  return { pointId, channel, unit: 'm', intervalMs: stepMs, from, to, ts, values };
}

/**
 * A real HTTP server on an ephemeral port answering the series path gzip-compressed, as the Sluice server does, so the
 * store's fetch, headers and parsing run against a real socket.
 */
export async function startSeriesServer(respond: SeriesResponder) {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const request = { path: url.pathname, query: url.searchParams, headers: req.headers };
    seen.push(request);
    const { status = 200, body } = respond(request);
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    res.end(gzipSync(text));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The `from`/`to` of a request, as numbers. */
export function rangeOf(request: SeenRequest): { from: number; to: number } {
  return { from: Number(request.query.get('from')), to: Number(request.query.get('to')) };
}
