import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { seriesBinaryParts } from '../../../server/src/wire/series-binary';
import { CompactSeriesBuilder } from '../../../server/src/monitoring/series/series-compact';
import type { SeriesPayload } from '../../../server/src/wire/series';
import { RunTimes } from '../../../workers/series-times';

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

/** A success envelope of the plain form as the compact call writes it (the server's own builder). */
export function compactText(envelope: { code: number; msg: string; data: SeriesPayload }): string {
  const { ts, values, ...head } = envelope.data;
  const builder = new CompactSeriesBuilder();
  builder.addChunk(ts.join(','), values.map((value) => (value === null ? 'null' : String(value))).join(','));
  const fields = [...builder.fields()].join('');
  return `${JSON.stringify({ code: envelope.code, msg: envelope.msg, data: head }).slice(0, -2)},${fields}}}`;
}

/** The binary answer of the same readings, as the binary call writes it (the server's own encoder). */
export function binaryBytes(payload: SeriesPayload): Buffer {
  const { ts, values, ...head } = payload;
  const builder = new CompactSeriesBuilder();
  builder.addChunk(ts.join(','), values.map((value) => (value === null ? 'null' : String(value))).join(','));
  return Buffer.concat(seriesBinaryParts(head, builder.columns()));
}

function isSeriesEnvelope(body: unknown): body is { code: number; msg: string; data: SeriesPayload } {
  const data = (body as { data?: Partial<SeriesPayload> } | null)?.data;
  return Array.isArray(data?.ts) && Array.isArray(data.values);
}

/**
 * A real HTTP server on an ephemeral port answering the series path gzip-compressed, as the Sluice server does, so the
 * store's fetch, headers and parsing run against a real socket. A series envelope the responder gives goes out in the
 * compact or binary form when that path was asked for, as the server answers it; refusals stay JSON.
 */
export async function startSeriesServer(respond: SeriesResponder) {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const request = { path: url.pathname, query: url.searchParams, headers: req.headers };
    seen.push(request);
    const { status = 200, body } = respond(request);
    if (url.pathname.endsWith('/series/binary') && status === 200 && isSeriesEnvelope(body) && body.code === 200) {
      res.writeHead(status, { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' });
      res.end(gzipSync(binaryBytes(body.data)));
      return;
    }
    const compact = url.pathname.endsWith('/series/compact') && isSeriesEnvelope(body);
    const text = typeof body === 'string' ? body : compact ? compactText(body) : JSON.stringify(body);
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

/** A reader's times one by one, whether they came as runs or listed. */
export function listedTimes(times: RunTimes | Float64Array | null | undefined): Float64Array | null {
  return times instanceof RunTimes ? times.expand() : (times ?? null);
}
