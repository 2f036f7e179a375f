import { Type, type Static } from 'typebox';
import { PAGING_QUERY } from './envelope';

// Records of released forms: /api/visualdev/OnlineDev (seed 001 section 7, issue 14 item 2). A record travels as JSON
// text keyed by `__vModel__` when written (`{ data }`, visualdev.ts ONLINE_DEV_RECORD_BODY), and as an object beside
// its id and server-owned fields when listed. Nothing here may import fastify, kysely or node.

export const ONLINE_DEV_MODEL_PARAMS = Type.Object({ modelId: Type.String({ minLength: 1, maxLength: 64 }) });
export const ONLINE_DEV_RECORD_PARAMS = Type.Object({
  modelId: Type.String({ minLength: 1, maxLength: 64 }),
  id: Type.String({ minLength: 1, maxLength: 64 }),
});

/** One filter value: text or an option id (equals; text fields: contains), or a [from, to] range (numbers, dates). */
export const ONLINE_DEV_FILTER_VALUE = Type.Union([
  Type.String({ maxLength: 200 }),
  Type.Number(),
  Type.Array(Type.Union([Type.Number(), Type.Null()]), { minItems: 2, maxItems: 2 }),
]);

/** What narrows a list or an export: a keyword over the record's values, filters by field, and the order. */
const LIST_FILTER = {
  keyword: PAGING_QUERY.keyword,
  /** A field's `__vModel__`, or creatorTime / lastModifyTime; newest first when absent. */
  sidx: PAGING_QUERY.sidx,
  sort: PAGING_QUERY.sort,
  /** By `__vModel__`: only the form's own top-level fields. */
  filters: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), ONLINE_DEV_FILTER_VALUE, { maxProperties: 20 })),
};

/** `POST /api/visualdev/OnlineDev/{modelId}/List`. */
export const ONLINE_DEV_LIST_BODY = Type.Object(
  { ...LIST_FILTER, currentPage: PAGING_QUERY.currentPage, pageSize: PAGING_QUERY.pageSize },
  { additionalProperties: false },
);
export type OnlineDevListBody = Static<typeof ONLINE_DEV_LIST_BODY>;

/** `POST /api/visualdev/OnlineDev/{modelId}/Actions/ExportData`: the list's filter; the caller's visible fields. */
export const ONLINE_DEV_EXPORT_BODY = Type.Object(
  { ...LIST_FILTER, timeZone: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);
export type OnlineDevExportBody = Static<typeof ONLINE_DEV_EXPORT_BODY>;

/** `POST /api/visualdev/OnlineDev/batchDelete/{modelId}`. */
export const ONLINE_DEV_BATCH_DELETE_BODY = Type.Object(
  { ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 500 }) },
  { additionalProperties: false },
);

/**
 * A listed record: its fields by `__vModel__` (columns the caller may not see left out) beside the server's own.
 * Field keys are the form's, so the shape is open.
 */
export const ONLINE_DEV_ROW = Type.Object(
  {
    id: Type.String(),
    creatorUserId: Type.String(),
    creatorTime: Type.Number(),
    lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
    /**
     * What a person reads for the fields holding ids, by `__vModel__`: people, units, positions, roles, regions of an
     * address ('/' along a path), dictionary entries and options, a related record's shown field; several joined by
     * ', '. The fields themselves keep their ids. popupSelect is not here: its rows come from a data interface.
     */
    displayText: Type.Record(Type.String(), Type.String()),
  },
  { additionalProperties: true },
);
export type OnlineDevRow = Static<typeof ONLINE_DEV_ROW>;

/** One record for the edit and view forms (`GET .../{id}` and `.../{id}/DataChange`): `data` is its JSON text. */
export const ONLINE_DEV_RECORD = Type.Object({
  id: Type.String(),
  data: Type.String(),
  creatorUserId: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
});
export type OnlineDevRecord = Static<typeof ONLINE_DEV_RECORD>;

/** `GET /api/visualdev/OnlineDev/{modelId}/Config`: the released design and what the caller may do with it. */
export const ONLINE_DEV_CONFIG = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  /** The released design (JSON text `{ fields }`): what records are checked against. */
  formData: Type.String(),
  columnData: Type.String(),
  /** The page (type-3 menu) whose rights guard the records; '' when no page shows the form. */
  menuId: Type.String(),
  /** Buttons the caller holds: btn_add, btn_edit, btn_remove, btn_detail, btn_export. */
  buttons: Type.Array(Type.String()),
  /** Fields (`__vModel__`) the caller may not see as list columns or in an export. */
  hiddenColumns: Type.Array(Type.String()),
});
export type OnlineDevConfig = Static<typeof ONLINE_DEV_CONFIG>;

/** ExportData's answer: a one-minute signed link to the .xlsx. */
export const ONLINE_DEV_EXPORT = Type.Object({ url: Type.String(), name: Type.String() });
export type OnlineDevExport = Static<typeof ONLINE_DEV_EXPORT>;
