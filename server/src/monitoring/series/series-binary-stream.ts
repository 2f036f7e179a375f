import { Readable } from 'node:stream';
import type { Db, Dialect } from '../../db/database';
import { seriesBinaryParts } from '../../wire/series-binary';
import { seriesChunks } from './series-chunks';
import { CompactSeriesBuilder } from './series-compact';
import type { SeriesHead } from './series-json';

async function* binaryParts(db: Db, dialect: Dialect, head: SeriesHead, rows?: number): AsyncGenerator<Uint8Array> {
  // As the compact form: the values' scale is known only once every value is read, so the chunks are collected first.
  const builder = new CompactSeriesBuilder();
  for await (const chunk of seriesChunks(db, dialect, head, rows)) builder.addChunk(chunk.tsText, chunk.valuesText);
  yield* seriesBinaryParts(head, builder.columns());
}

/** The binary call's answer (SERIES_BINARY_HEADER's layout) as a byte stream; `rows` overrides the chunk size (tests). */
export function binarySeriesStream(db: Db, dialect: Dialect, head: SeriesHead, rows?: number): Readable {
  return Readable.from(binaryParts(db, dialect, head, rows), { objectMode: false });
}
