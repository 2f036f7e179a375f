import { Type, type Static } from 'typebox';

// The chat's REST calls (contract section 4; the messages themselves travel on the websocket, wire/hub.ts), written
// once. Nothing here may import fastify, kysely or node.

/** One line of GET /api/permission/Users/ImUser: someone the caller can write to. */
export const CHAT_CONTACT = Type.Object({
  id: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  headIcon: Type.String(),
  /** The department's name, or ''. */
  department: Type.String(),
});
export type ChatContact = Static<typeof CHAT_CONTACT>;

/** One line of GET /api/message/imreply: a conversation, keyed by the other person. */
export const CHAT_CONVERSATION = Type.Object({
  /** The other person's user id. */
  id: Type.String(),
  realName: Type.String(),
  account: Type.String(),
  headIcon: Type.String(),
  latestMessage: Type.String(),
  latestDate: Type.Number(),
  unreadMessage: Type.Integer(),
  /** The latest message's content type: text, image, voice, file... */
  messageType: Type.String(),
});
export type ChatConversation = Static<typeof CHAT_CONVERSATION>;
