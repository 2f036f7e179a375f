import { Type, type Static } from 'typebox';

// The message centre (contract section 6), written once: the routes validate and serialise with these schemas, the
// console `import type`s the Static types. Nothing here may import fastify, kysely or node.

/** 1 notice, 2 workflow, 3 system, 4 schedule, 5 form. */
export const MESSAGE_KIND = Type.Integer({ minimum: 1, maximum: 5 });

/** One message as the signed-in person sees it; `isRead` travels as '0' | '1'. */
export const MESSAGE_ITEM = Type.Object({
  id: Type.String(),
  title: Type.String(),
  type: MESSAGE_KIND,
  messageType: Type.Union([Type.Integer(), Type.Null()]),
  isRead: Type.Union([Type.Literal('0'), Type.Literal('1')]),
  /** Epoch ms of the first read, or null. */
  readTime: Type.Union([Type.Number(), Type.Null()]),
  creatorUserId: Type.String(),
  /** "realName/account", or '' for a system message. */
  creatorUser: Type.String(),
  lastModifyTime: Type.Number(),
  /** "realName/account" of who released a notice ('' otherwise), and when (JNPF 3.x clients read both). */
  releaseUser: Type.String(),
  releaseTime: Type.Union([Type.Number(), Type.Null()]),
  /** The workflow kind a workflow message points at (JNPF's flowType), null for other kinds. */
  flowType: Type.Union([Type.Integer(), Type.Null()]),
  /** JSON text of the message body. */
  bodyText: Type.String(),
  /** JSON text: [{ name, fileId, url }]. */
  files: Type.String(),
});
export type MessageItem = Static<typeof MESSAGE_ITEM>;

/** Unread messages per kind: the bell shows `total`. */
export const UNREAD_COUNT = Type.Object({
  total: Type.Integer(),
  notice: Type.Integer(),
  workflow: Type.Integer(),
  system: Type.Integer(),
  schedule: Type.Integer(),
  form: Type.Integer(),
});
export type UnreadCount = Static<typeof UNREAD_COUNT>;

/** POST /api/message/Actions/ReadAll: how many messages changed to read. */
export const READ_ALL_RESULT = Type.Object({ updated: Type.Integer() });

/** DELETE /api/message/Record: the caller's own copies to remove, ids joined by commas. */
export const DELETE_RECORDS_BODY = Type.Object(
  { ids: Type.String({ minLength: 1, maxLength: 20_000, pattern: '^[^,]+(,[^,]+)*$' }) },
  { additionalProperties: false },
);
export type DeleteRecordsBody = Static<typeof DELETE_RECORDS_BODY>;
export const DELETE_RECORDS_RESULT = Type.Object({ deleted: Type.Integer() });

/** An attachment as the single upload answers it (contract section 5). */
export const NOTICE_FILE = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    fileId: Type.String({ minLength: 1, maxLength: 255 }),
    /** The file API's own path or an http(s) address: never a javascript: or data: link. */
    url: Type.String({ minLength: 1, maxLength: 1_000, pattern: '^(/api/|https?://)' }),
    size: Type.Optional(Type.Integer({ minimum: 0 })),
    fileVersionId: Type.Optional(Type.String({ maxLength: 255 })),
  },
  { additionalProperties: false },
);
export type NoticeFile = Static<typeof NOTICE_FILE>;

/** Editor limit (spec 000 section 9 says 3000 for the visible text); the HTML around it gets generous room. */
export const NOTICE_CONTENT_MAX = 60_000;
export const NOTICE_FILES_MAX = 9;
const ID_LIST = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 5_000 });

/**
 * POST /api/message and PUT /api/message/{id}: a notice as its author writes it. `content` is HTML (sanitised on the
 * server); no addressee at all means everyone. Who wrote it, when and its state are the server's.
 */
export const NOTICE_BODY = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 100 }),
    content: Type.String({ maxLength: NOTICE_CONTENT_MAX }),
    files: Type.Array(NOTICE_FILE, { maxItems: NOTICE_FILES_MAX }),
    toUserIds: ID_LIST,
    toOrganizeIds: ID_LIST,
  },
  { additionalProperties: false },
);
export type NoticeBody = Static<typeof NOTICE_BODY>;

/** 0 draft, 1 released, 2 revoked. */
export const NOTICE_STATE = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);
export type NoticeState = Static<typeof NOTICE_STATE>;

/** A notice on the management page (GET /api/message/Notice, GET /api/message/{id}). */
export const NOTICE_ITEM = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** JSON text `{ content }` (HTML). */
  bodyText: Type.String(),
  files: Type.String(),
  enabledMark: NOTICE_STATE,
  creatorUser: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Number(),
  lastModifyUser: Type.String(),
  releaseUser: Type.String(),
  releaseTime: Type.Union([Type.Number(), Type.Null()]),
  toUserIds: Type.Array(Type.String()),
  toOrganizeIds: Type.Array(Type.String()),
  /** Receivers of the released notice, and how many of them have read it. */
  receiverCount: Type.Integer(),
  readCount: Type.Integer(),
});
export type NoticeItem = Static<typeof NOTICE_ITEM>;

/** GET /api/message/Notice: paging, a title keyword and the state ('' any). */
export const NOTICE_LIST_QUERY_FIELDS = {
  enabledMark: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('0'), Type.Literal('1'), Type.Literal('2')])),
};

/** PUT /api/message/{id}/Actions/Release: how many people received it. */
export const RELEASE_RESULT = Type.Object({ receivers: Type.Integer() });
