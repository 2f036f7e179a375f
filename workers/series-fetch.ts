import type { SeriesPayload } from '../server/src/wire/series';
import { SERIES_BINARY_CONTENT_TYPE } from '../server/src/wire/series-limits';
import type { RawColumns, SeriesMeta } from './series-aggregate';
import { SeriesBinaryReader, type BinarySeries } from './series-binary';
import { SeriesError } from './series-error';
import type { ParsedSeriesBody } from './series-parse';
import { parseSeriesBody } from './series-parse';
import { RunTimes } from './series-times';
import type { SeriesLoadRequest } from './series-types';

/** Where and as whom to fetch: read on the main thread for every load, since the worker cannot see the session. */
export interface SeriesFetchContext {
  /** Absolute origin of the API, the console's apiBaseUrl resolved against the page (a worker would resolve against its script). */
  baseUrl: string;
  token: string | null;
  /** The console's language, so the server words its messages in it. */
  language?: string;
}

export type FetchImpl = (input: string, init: RequestInit) => Promise<Response>;

/** A fetched series, parsed into columns: NaN where the server sent null (a bad reading). */
export interface FetchedSeries extends RawColumns, SeriesMeta {
  from: number;
  to: number;
}

/**
 * `GET {base}/api/monitoring/points/{id}/series/binary?from&to[&channel]`, with the time parameter every GET carries:
 * the binary form of the series call (wire/series.ts SERIES_BINARY_HEADER: time runs, values as varint steps) reads
 * into typed arrays in a few milliseconds, where the compact JSON took most of the time between a year's answer and
 * its first paint to scan.
 */
export function seriesUrl(baseUrl: string, request: SeriesLoadRequest, now: number): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/api/monitoring/points/${encodeURIComponent(request.pointId)}/series/binary`);
  url.searchParams.set('from', String(request.from));
  url.searchParams.set('to', String(request.to));
  if (request.channel) url.searchParams.set('channel', request.channel);
  url.searchParams.set('_t', String(now));
  return url.toString();
}

function isEnvelope(body: unknown): body is { code: number; msg?: string; data?: unknown } {
  return body !== null && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'number';
}

type PayloadMeta = Omit<SeriesPayload, 'ts' | 'values'>;

function isPayloadMeta(data: unknown): data is PayloadMeta {
  const meta = data as PayloadMeta | null;
  return meta !== null && typeof meta === 'object' && typeof meta.pointId === 'string' && typeof meta.intervalMs === 'number';
}

/**
 * The columnar payload as typed arrays; a null value is a bad reading, kept as NaN so the line breaks there. The
 * times are a list, or the binary answer's runs.
 */
export function toColumns(meta: PayloadMeta, times: Float64Array | RunTimes, values: Float64Array): FetchedSeries {
  const runs = times instanceof RunTimes ? times : null;
  return {
    ts: runs ? null : (times as Float64Array),
    runs,
    values,
    length: times.length,
    pointId: meta.pointId,
    channel: meta.channel ?? null,
    unit: meta.unit ?? '',
    intervalMs: meta.intervalMs,
    from: meta.from,
    to: meta.to,
  };
}

function readBody(bytes: Uint8Array): ParsedSeriesBody | null {
  try {
    return parseSeriesBody(bytes);
  } catch {
    return null;
  }
}

/**
 * The binary answer decoded chunk by chunk as it arrives, so the values are read while the rest is still on the way.
 * Null when the bytes are not an answer; a connection lost midway is a network failure.
 */
async function readBinaryBody(response: Response): Promise<BinarySeries | null> {
  const reader = new SeriesBinaryReader();
  try {
    if (!response.body) return reader.push(new Uint8Array(await response.arrayBuffer())) ? reader.finish() : null;
    const chunks = response.body.getReader();
    for (;;) {
      const { done, value } = await chunks.read();
      if (done) return reader.finish();
      if (!reader.push(value)) {
        await chunks.cancel();
        return null;
      }
    }
  } catch (error) {
    throw new SeriesError({ kind: 'network', code: 0, msg: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Fetches one series and parses it (in the worker, so the main thread never holds the raw readings). Rejects with a
 * SeriesError: the envelope's code and message, the HTTP status, or network when nothing usable came back.
 */
export async function fetchSeries(
  request: SeriesLoadRequest,
  context: SeriesFetchContext,
  fetchImpl: FetchImpl = (input, init) => fetch(input, init),
): Promise<FetchedSeries> {
  // The bytes when all is well, the JSON envelope when the call is refused.
  const headers: Record<string, string> = { 'jnpf-origin': 'pc', Accept: `${SERIES_BINARY_CONTENT_TYPE}, application/json` };
  if (context.token) headers.Authorization = context.token;
  if (context.language) headers['Accept-Language'] = context.language;
  let response: Response;
  try {
    response = await fetchImpl(seriesUrl(context.baseUrl, request, Date.now()), { headers });
  } catch (error) {
    throw new SeriesError({ kind: 'network', code: 0, msg: error instanceof Error ? error.message : String(error) });
  }
  if (response.status === 200 && response.headers.get('content-type')?.startsWith(SERIES_BINARY_CONTENT_TYPE)) {
    const binary = await readBinaryBody(response);
    if (!binary) throw new SeriesError({ kind: 'http', code: response.status, msg: 'Malformed series payload' });
    return toColumns(binary.header, binary.times, binary.values);
  }
  const buffer = await response.arrayBuffer().catch(() => new ArrayBuffer(0));
  // A refusal's envelope, or a JSON form of the series (plain or compact) from a server that answers it.
  const parsed = readBody(new Uint8Array(buffer));
  const body = parsed?.envelope;
  // As in the API client: a real HTTP 401 is the session's end, whatever its body says.
  if (!isEnvelope(body) || response.status === 401) {
    throw new SeriesError({ kind: 'http', code: response.status, msg: isEnvelope(body) ? (body.msg ?? '') : '' });
  }
  if (body.code !== 200) throw new SeriesError({ kind: 'business', code: body.code, msg: body.msg ?? '' });
  const { ts, values } = parsed as ParsedSeriesBody;
  if (!isPayloadMeta(body.data) || !ts || !values || ts.length !== values.length) {
    throw new SeriesError({ kind: 'http', code: response.status, msg: 'Malformed series payload' });
  }
  return toColumns(body.data, ts, values);
}
