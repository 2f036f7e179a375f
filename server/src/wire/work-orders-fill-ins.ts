import { Type, type Static } from 'typebox';
import { pagedQueryOf } from './envelope';
import { ASSESSMENT_ROW } from './visualdev';
import { ID, ID_FILTER, OPTIONAL_ID } from './work-orders-fields';

// Fill-in records of work orders (DataFilling, seed 001 sections 3, 4 and 7): an order's form filled in, saved in
// progress, then completed, and the patrol contents and assessment rows they start from. Statuses are FILLING_STATUS
// of work-orders-codes.ts. Nothing here may import fastify, kysely or node.

/** `POST /api/datafilling/DataFilling`: answers `msg` = the new id (seed 001 section 7), `data.id` too. */
export const FILLING_CREATE_BODY = Type.Object(
  {
    /** The work-order form (wovisualdev Base id). */
    templateId: ID,
    orderId: OPTIONAL_ID,
    projectId: OPTIONAL_ID,
    /** The console sends 0 (it opens the form next); 1 and 2 are taken too. */
    fillingStatus: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
  },
  { additionalProperties: false },
);
export type FillingCreateBody = Static<typeof FILLING_CREATE_BODY>;

/**
 * Saving a fill-in's content: `PUT /api/wovisualdev/OnlineDev/{templateId}/{fillingId}` (and
 * `POST /api/wovisualdev/OnlineDev/{templateId}` to create one with content). `data` is the record as JSON text keyed
 * by `__vModel__`; fillingStatus 1 in progress (drafts: required fields may be empty) or 2 completed (the full check,
 * signatures included). Once completed, patrol, maintenance and assessment values can no longer change.
 */
export const FILLING_SAVE_BODY = Type.Object(
  {
    data: Type.String({ minLength: 2, maxLength: 2_000_000 }),
    fillingStatus: Type.Union([Type.Literal(1), Type.Literal(2)]),
    /** POST only (a PUT keeps the record's). */
    orderId: OPTIONAL_ID,
    projectId: OPTIONAL_ID,
  },
  { additionalProperties: false },
);
export type FillingSaveBody = Static<typeof FILLING_SAVE_BODY>;

/** Fill-in status entry (seed 001 section 3): `GET /api/datafilling/DataFilling/fillingList/{orderId}` rows. */
export const FILLING_ENTRY = Type.Object({ id: Type.String(), templateId: Type.String(), fillingStatus: Type.Integer() });
export type FillingEntry = Static<typeof FILLING_ENTRY>;

/** One fill-in (`GET /api/datafilling/DataFilling/{id}`, `GET /api/wovisualdev/OnlineDev/{templateId}/{id}`). */
export const FILLING_RECORD = Type.Object({
  id: Type.String(),
  templateId: Type.String(),
  templateName: Type.String(),
  orderId: Type.Union([Type.String(), Type.Null()]),
  projectId: Type.Union([Type.String(), Type.Null()]),
  fillingStatus: Type.Integer(),
  /** The record as JSON text ('{}' before the first save). */
  data: Type.String(),
  creatorUserId: Type.String(),
  creatorUserName: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
});
export type FillingRecord = Static<typeof FILLING_RECORD>;

/** `GET /api/wovisualdev/OnlineDev/getDataFillingList`: paged fill-ins without their content. */
export const FILLING_LIST_QUERY = pagedQueryOf({
  templateId: ID_FILTER,
  orderId: ID_FILTER,
  projectId: ID_FILTER,
  fillingStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
});
export const FILLING_LIST_ITEM = Type.Omit(FILLING_RECORD, ['data']);
export type FillingListItem = Static<typeof FILLING_LIST_ITEM>;

/**
 * `POST /api/wovisualdev/OnlineDev/{templateId}/Actions/ExportData` (seed 001 section 7): the form's fill-ins the caller
 * may see, narrowed like the fill-in list, as .xlsx (the form's fields by label with names, not ids, then the order,
 * project, status, creator and time; dates in `timeZone`). Answers a one-minute signed link, as the OnlineDev export.
 */
export const FILLING_EXPORT_BODY = Type.Object(
  {
    orderId: ID_FILTER,
    projectId: ID_FILTER,
    fillingStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
    timeZone: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type FillingExportBody = Static<typeof FILLING_EXPORT_BODY>;
export const FILLING_EXPORT = Type.Object({ url: Type.String(), name: Type.String() });
export type FillingExport = Static<typeof FILLING_EXPORT>;

/** `GET /api/wovisualdev/OnlineDev/syncFormContent/{fillingId}`: the fill-in against the form's current release. */
export const FILLING_SYNC = Type.Object({
  id: Type.String(),
  templateId: Type.String(),
  fillingStatus: Type.Integer(),
  /** The released design (JSON text). */
  formData: Type.String(),
  /** The content with the keys the release no longer has dropped (JSON text). */
  data: Type.String(),
  /** Keys dropped. */
  dropped: Type.Array(Type.String()),
});
export type FillingSync = Static<typeof FILLING_SYNC>;

/** `GET /api/datafilling/DataFilling/getList`: the default assessment rows. */
export const DEFAULT_ASSESSMENT_ROWS = Type.Array(ASSESSMENT_ROW);

/** Patrol object tree node (seed 001 section 3), `GET /api/inspectioncontent/InspectionContent/{id}`. */
export const PATROL_OBJECT_NODE = Type.Cyclic(
  {
    PatrolObjectNode: Type.Object({
      inspectionName: Type.String(),
      selected: Type.Boolean(),
      remark: Type.String(),
      children: Type.Array(Type.Ref('PatrolObjectNode')),
    }),
  },
  'PatrolObjectNode',
);
export type PatrolObjectNode = Static<typeof PATROL_OBJECT_NODE>;
export const INSPECTION_CONTENT = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  projectId: Type.Union([Type.String(), Type.Null()]),
  list: Type.Array(PATROL_OBJECT_NODE),
});
export type InspectionContent = Static<typeof INSPECTION_CONTENT>;

/**
 * `GET /api/inspectioncontent/InspectionContent?keyword&projectId&currentPage&pageSize` (Sluice's addition: seed 001
 * names only the read by id): the patrol object trees a designer may name in a patrol-contents field
 * (`inspectionContentId`), the shared ones (no project) and those of the caller's projects, by name.
 */
export const INSPECTION_CONTENT_LIST_QUERY = pagedQueryOf({ projectId: ID_FILTER });
export const INSPECTION_CONTENT_ITEM = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  projectId: Type.Union([Type.String(), Type.Null()]),
  projectName: Type.String(),
  /** Top-level nodes: the contents a form starts from. */
  contentCount: Type.Integer(),
});
export type InspectionContentItem = Static<typeof INSPECTION_CONTENT_ITEM>;
