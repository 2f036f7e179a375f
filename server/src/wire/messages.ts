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
