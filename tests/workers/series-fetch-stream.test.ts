import { describe, expect, it } from 'vitest';
import { SERIES_BINARY_CONTENT_TYPE } from '../../server/src/wire/series-limits';
import { fetchSeries } from '../../workers/series-fetch';
import { binaryBytes, listedTimes, payloadOf } from './support/series-server';

const MINUTE = 60_000;
const T0 = 1_735_689_600_000;
const CONTEXT = { baseUrl: 'http://sluice.test', token: 'token' };
const REQUEST = { pointId: 'P1', from: T0, to: T0 + 999 * MINUTE };

/** A binary answer whose body arrives in pieces of `size` bytes, then ends or breaks off (`breakAfter` pieces). */
function streamed(bytes: Uint8Array, size: number, breakAfter = Number.POSITIVE_INFINITY) {
  let offset = 0;
  let pieces = 0;
  const read: number[] = [];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pieces === breakAfter) {
        controller.error(new Error('connection reset'));
        return;
      }
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + size));
      read.push(offset);
      offset += size;
      pieces += 1;
    },
  });
  const response = new Response(body, { status: 200, headers: { 'content-type': SERIES_BINARY_CONTENT_TYPE } });
  return { fetch: async () => response, read };
}

describe('fetchSeries with a binary answer in pieces', () => {
  const payload = payloadOf('P1', REQUEST.from, REQUEST.to, MINUTE, (ts) =>
    ts % (7 * MINUTE) === 0 ? null : 100 + ((ts / MINUTE) % 13) / 100,
  );
  const bytes = binaryBytes(payload);

  it('decodes the values as the pieces come, cut anywhere, into the same columns', async () => {
    const whole = await fetchSeries(REQUEST, CONTEXT, streamed(bytes, bytes.length).fetch);
    for (const size of [1, 7, 64, 333]) {
      const source = streamed(bytes, size);
      const pieces = await fetchSeries(REQUEST, CONTEXT, source.fetch);
      expect(source.read.length).toBe(Math.ceil(bytes.length / size));
      expect(Array.from(listedTimes(pieces.runs ?? pieces.ts) ?? [])).toEqual(Array.from(listedTimes(whole.runs ?? whole.ts) ?? []));
      expect(Array.from(pieces.values, String)).toEqual(Array.from(whole.values, String));
    }
    expect(whole.length).toBe(1_000);
    // Minutes come as one run of times: nothing listed.
    expect(whole.ts).toBeNull();
    expect(whole.runs?.length).toBe(1_000);
    expect(Number.isNaN(whole.values[0] as number)).toBe(false);
    expect(whole.values.filter(Number.isNaN).length).toBeGreaterThan(100);
  });

  it('says the network failed when the connection breaks off midway, and refuses an answer cut short', async () => {
    await expect(fetchSeries(REQUEST, CONTEXT, streamed(bytes, 100, 3).fetch)).rejects.toMatchObject({
      kind: 'network',
      msg: 'connection reset',
    });
    const short = bytes.subarray(0, bytes.length - 1);
    await expect(fetchSeries(REQUEST, CONTEXT, streamed(short, 100).fetch)).rejects.toMatchObject({
      kind: 'http',
      msg: 'Malformed series payload',
    });
  });

  it('stops reading a body that is not a series answer', async () => {
    const garbage = new Uint8Array(10_000).fill(0x41);
    const source = streamed(garbage, 100);
    await expect(fetchSeries(REQUEST, CONTEXT, source.fetch)).rejects.toMatchObject({ msg: 'Malformed series payload' });
    expect(source.read.length).toBeLessThan(3);
  });
});
