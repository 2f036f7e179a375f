import { Readable } from 'node:stream';
import type { Db, Dialect } from '../../db/database';
import { CODE } from '../../wire/codes';
import type { SeriesPayload } from '../../wire/series';
import { seriesChunks } from './series-chunks';
import { CompactSeriesBuilder } from './series-compact';

/** The series' header fields; `ts` and `values` come from the database. */
export type SeriesHead = Omit<SeriesPayload, 'ts' | 'values'>;

async function* envelopeParts(db: Db, dialect: Dialect, head: SeriesHead, msg: string, rows?: number): AsyncGenerator<string> {
  yield (
    `{"code":${CODE.ok},"msg":${JSON.stringify(msg)},"data":{"pointId":${JSON.stringify(head.pointId)},` +
    `"channel":${JSON.stringify(head.channel)},"unit":${JSON.stringify(head.unit)},"intervalMs":${head.intervalMs},` +
    `"from":${head.from},"to":${head.to},"ts":[`
  );
  // The times go out as each chunk arrives; the values wait (about a third of the text) until every time is out.
  const values: string[] = [];
  for await (const chunk of seriesChunks(db, dialect, head, rows)) {
    yield values.length === 0 ? chunk.tsText : `,${chunk.tsText}`;
    values.push(chunk.valuesText);
  }
  // Part by part again: one 3 MB join would hold the event loop and double the memory for a moment.
  yield `],"values":[`;
  for (let i = 0; i < values.length; i += 1) yield i === 0 ? (values[i] as string) : `,${values[i] as string}`;
  yield ']}}';
}

/** The compact form's header, the same fields as the plain form's before the arrays. */
export function compactHead(head: SeriesHead, msg: string): string {
  return (
    `{"code":${CODE.ok},"msg":${JSON.stringify(msg)},"data":{"pointId":${JSON.stringify(head.pointId)},` +
    `"channel":${JSON.stringify(head.channel)},"unit":${JSON.stringify(head.unit)},"intervalMs":${head.intervalMs},` +
    `"from":${head.from},"to":${head.to},`
  );
}

async function* compactParts(db: Db, dialect: Dialect, head: SeriesHead, msg: string, rows?: number): AsyncGenerator<string> {
  // The scale of the values is known only once every value is read: the chunks are collected (a year is ~4 MB of
  // doubles), then written out part by part.
  const builder = new CompactSeriesBuilder();
  for await (const chunk of seriesChunks(db, dialect, head, rows)) builder.addChunk(chunk.tsText, chunk.valuesText);
  yield compactHead(head, msg);
  yield* builder.fields();
  yield '}}';
}

/** The compact call's success envelope (SERIES_COMPACT_PAYLOAD) as a stream of JSON text. */
export function compactEnvelopeStream(db: Db, dialect: Dialect, head: SeriesHead, msg: string, rows?: number): Readable {
  return Readable.from(compactParts(db, dialect, head, msg, rows), { objectMode: false });
}

/**
 * The success envelope of the series call (`{ code, msg, data: SeriesPayload }`) as a stream of JSON text, assembled
 * from the database's text chunks: the same JSON an object would serialise to, without building 525,600 numbers first.
 * Streaming lets the compressor (on the thread pool) work on one chunk while the next is read. `rows` overrides the
 * chunk size (tests).
 */
export function seriesEnvelopeStream(db: Db, dialect: Dialect, head: SeriesHead, msg: string, rows?: number): Readable {
  return Readable.from(envelopeParts(db, dialect, head, msg, rows), { objectMode: false });
}
