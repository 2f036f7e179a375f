import { Type, type Static, type TSchema } from 'typebox';

// Response schemas for the `{code, msg, data}` envelope (server/src/lib/envelope.ts). Failures leave through the same
// serialiser with HTTP 200 (plugins/errors.ts), so `data` stays optional: an error envelope carries none.

/** `{ code, msg, data? }` with `data` shaped by `data`. */
export const envelopeOf = <T extends TSchema>(data: T) => Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Optional(data) });

export const PAGINATION = Type.Object({ currentPage: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer() });
export type Pagination = Static<typeof PAGINATION>;

/** `data: { list, pagination }`, as `paged()` builds it. */
export const pagedEnvelopeOf = <T extends TSchema>(item: T) => envelopeOf(Type.Object({ list: Type.Array(item), pagination: PAGINATION }));
