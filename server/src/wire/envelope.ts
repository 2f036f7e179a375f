import { Type, type Static, type TProperties, type TSchema } from 'typebox';

// The `{code, msg, data}` envelope of contract section 1, written once: the server validates, serialises and documents
// with these schemas; src/ and streams/ `import type` them. Nothing here may import fastify, kysely or node.
// Failures leave through the same serialiser with HTTP 200 (plugins/errors.ts), so `data` stays optional: an error
// envelope carries none, or the details of a refusal (an atomic ingest's rejections).

/** `{ code, msg, data? }` with `data` shaped by `data`. */
export const envelopeOf = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Optional(data) });

/** An envelope without data: writes and deletes answer `{ code, msg }`. */
export const EMPTY_ENVELOPE = Type.Object({ code: Type.Integer(), msg: Type.String() });

export const PAGINATION = Type.Object({ currentPage: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer() });
export type Pagination = Static<typeof PAGINATION>;

/** `data: { list, pagination }`, as `paged()` builds it. */
export const pagedEnvelopeOf = <T extends TSchema>(item: T) => envelopeOf(Type.Object({ list: Type.Array(item), pagination: PAGINATION }));

/** `data: { list }`: an unpaged list (contract section 1). */
export const listEnvelopeOf = <T extends TSchema>(item: T) => envelopeOf(Type.Object({ list: Type.Array(item) }));

export type Paged<T> = { list: T[]; pagination: Pagination };

/** The largest page any list answers (the console's page-size options are 20, 50, 100, 500). */
export const PAGE_SIZE_MAX = 500;
export const PAGE_SIZE_DEFAULT = 20;
/** Far beyond any real list; a bound at all is what matters: ajv coerces "1e400" to Infinity, which an unbounded integer lets through. */
export const CURRENT_PAGE_MAX = 1_000_000;

/**
 * Query fields every paged list accepts (contract section 1). Every number is an integer within bounds, so Infinity,
 * NaN, negative and fractional pages answer 401 before a handler runs. `_t` is the console's cache buster.
 */
export const PAGING_QUERY = {
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: CURRENT_PAGE_MAX })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  sidx: Type.Optional(Type.String({ maxLength: 50 })),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('')])),
  _t: Type.Optional(Type.String({ maxLength: 20 })),
};

/** A paged list's query: PAGING_QUERY and the list's own filters, and no other field. */
export const pagedQueryOf = <T extends TProperties>(filters: T) =>
  Type.Object({ ...PAGING_QUERY, ...filters }, { additionalProperties: false });

/** A POST that takes no fields: `{}`, or no body at all (which Fastify validates as null). */
export const NO_BODY = Type.Union([Type.Object({}, { additionalProperties: false }), Type.Null()]);

/** Only the console's cache buster: for GET routes that take no other query. */
export const CACHE_BUSTER_QUERY = { _t: Type.Optional(Type.String({ maxLength: 20 })) };

/**
 * A download's answer, for the OpenAPI document: a file of this type, or the JSON envelope when the call is refused.
 * The handler sends the file's bytes (or text) itself, which Fastify passes through unserialised.
 */
export function fileResponse(contentType: string, description: string) {
  // Unsafe: the reply carries bytes (a Buffer or a stream), which a string schema would not let the handler send.
  return { 200: { description, content: { [contentType]: { schema: Type.Unsafe<unknown>({ type: 'string', format: 'binary' }) } } } };
}

/** A JSON file to save (an export of definitions), as opposed to an envelope. */
export const JSON_FILE_RESPONSE = fileResponse('application/json', 'A JSON file to save (a refusal answers the JSON envelope instead)');
