import { Type, type Static, type TSchema } from 'typebox';
import { MAX_TOPIC_LENGTH, MAX_TOPICS_PER_MESSAGE } from './hub';
import { UNREAD_COUNT } from './messages';

// The websocket hub's frames (contract section 4) as TypeBox schemas: the hub validates with them; the console and
// streams/ `import type` the Static types (a value import would bundle TypeBox into the first screens).

// Client -> server frames. Every one carries `method` and the session `token` (re-checked on every frame); a frame
// without a token uses the one the socket opened with.

const clientFrame = <M extends string, P extends Record<string, TSchema>>(method: M, fields: P) =>
  Type.Object({ method: Type.Literal(method), token: Type.Optional(Type.String()), ...fields });

const TOPIC_LIST = Type.Array(Type.String({ minLength: 1, maxLength: MAX_TOPIC_LENGTH }), {
  minItems: 1,
  maxItems: MAX_TOPICS_PER_MESSAGE,
});

export const CHAT_CONTENT_TYPE = Type.Union([
  Type.Literal('text'),
  Type.Literal('image'),
  Type.Literal('voice'),
  Type.Literal('video'),
  Type.Literal('file'),
]);
export type ChatContentType = Static<typeof CHAT_CONTENT_TYPE>;

export const ON_CONNECTION_FRAME = clientFrame('OnConnection', { mobileDevice: Type.Boolean(), systemId: Type.String() });
/**
 * Text content is a string; an image is `{name, width, height}` where name is the upload result. `clientMsgId` (Sluice's
 * addition) is the console's own id for the message: echoed in `sendMessage` and in an `error` refusing it, and a
 * resend with the same id (a retry after a dropped socket) is stored once.
 */
export const SEND_MESSAGE_FRAME = clientFrame('SendMessage', {
  toUserId: Type.String(),
  messageType: CHAT_CONTENT_TYPE,
  messageContent: Type.Unknown(),
  clientMsgId: Type.Optional(Type.String({ maxLength: 64 })),
});
/** `sort` is accepted as well as `sord`. */
export const MESSAGE_LIST_FRAME = clientFrame('MessageList', {
  toUserId: Type.String(),
  formUserId: Type.Optional(Type.String()),
  currentPage: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1 })),
  sord: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  keyword: Type.Optional(Type.String()),
  /** Sluice's addition: only messages sent before this time (epoch ms), for paging upward without offsets shifting. */
  before: Type.Optional(Type.Number()),
});
export const UPDATE_READ_MESSAGE_FRAME = clientFrame('UpdateReadMessage', { formUserId: Type.String() });
/** `since` maps a topic to the last seq the client holds: the hub replays what followed it. */
export const SUBSCRIBE_FRAME = clientFrame('Subscribe', {
  topics: TOPIC_LIST,
  since: Type.Optional(Type.Record(Type.String(), Type.Integer())),
});
export const UNSUBSCRIBE_FRAME = clientFrame('Unsubscribe', { topics: TOPIC_LIST });
/** The console's heartbeat; the hub answers `pong`. */
export const PING_FRAME = clientFrame('ping', {});

export type OnConnectionFrame = Static<typeof ON_CONNECTION_FRAME>;
export type SendMessageFrame = Static<typeof SEND_MESSAGE_FRAME>;
export type MessageListFrame = Static<typeof MESSAGE_LIST_FRAME>;
export type UpdateReadMessageFrame = Static<typeof UPDATE_READ_MESSAGE_FRAME>;
export type SubscribeFrame = Static<typeof SUBSCRIBE_FRAME>;
export type UnsubscribeFrame = Static<typeof UNSUBSCRIBE_FRAME>;
export type PingFrame = Static<typeof PING_FRAME>;
export type ClientFrame =
  OnConnectionFrame | SendMessageFrame | MessageListFrame | UpdateReadMessageFrame | SubscribeFrame | UnsubscribeFrame | PingFrame;
export type ClientMethod = ClientFrame['method'];
/** A client frame's fields besides `method` and `token`, as a sender passes them. */
export type ClientFrameBody<M extends ClientMethod> = Omit<Extract<ClientFrame, { method: M }>, 'method' | 'token'>;

// ---------------------------------------------------------------------------------------------------------------
// Server -> client frames.

const serverFrame = <M extends string, P extends Record<string, TSchema>>(method: M, fields: P) =>
  Type.Object({ method: Type.Literal(method), ...fields });

/** One live-feed event. `type` 'subscribed' and 'resync' position the topic at `seq`; 'error' carries `{code, msg}`. */
export const EVENT_FRAME = serverFrame('event', {
  topic: Type.String(),
  seq: Type.Optional(Type.Integer()),
  type: Type.String(),
  payload: Type.Unknown(),
  ts: Type.Number(),
});
export type EventFrame = Static<typeof EVENT_FRAME>;
/** The payload of an `event` frame whose type is 'error': the topic is unknown (400) or not the caller's (403). */
export const TOPIC_ERROR_PAYLOAD = Type.Object({ code: Type.Integer(), msg: Type.String() });
export type TopicErrorPayload = Static<typeof TOPIC_ERROR_PAYLOAD>;

export const UNREAD_NUM = Type.Object({
  sendUserId: Type.String(),
  unreadNum: Type.Integer(),
  defaultMessage: Type.String(),
  defaultMessageType: CHAT_CONTENT_TYPE,
  defaultMessageTime: Type.Number(),
});
export const INIT_MESSAGE_FRAME = serverFrame('initMessage', {
  onlineUsers: Type.Array(Type.String()),
  unreadNums: Type.Array(UNREAD_NUM),
  unreadNoticeCount: Type.Integer(),
  unreadMessageCount: Type.Integer(),
  unreadSystemMessageCount: Type.Integer(),
  unreadScheduleCount: Type.Integer(),
  unreadTotalCount: Type.Integer(),
  userId: Type.String(),
});
export const RECEIVE_MESSAGE_FRAME = serverFrame('receiveMessage', {
  id: Type.Optional(Type.String()),
  formUserId: Type.String(),
  realName: Type.String(),
  account: Type.String(),
  headIcon: Type.String(),
  messageType: CHAT_CONTENT_TYPE,
  formMessage: Type.Unknown(),
  dateTime: Type.Number(),
  latestDate: Type.Number(),
});
export const SEND_MESSAGE_ECHO_FRAME = serverFrame('sendMessage', {
  id: Type.Optional(Type.String()),
  UserId: Type.String(),
  toUserId: Type.String(),
  toAccount: Type.String(),
  toRealName: Type.String(),
  toHeadIcon: Type.String(),
  messageType: CHAT_CONTENT_TYPE,
  toMessage: Type.Unknown(),
  dateTime: Type.Number(),
  latestDate: Type.Number(),
  /** The SendMessage's clientMsgId, when it had one. */
  clientMsgId: Type.Optional(Type.String()),
});
/**
 * Sluice's addition: `formUserId`'s messages to me were marked read (UpdateReadMessage from any of my consoles); sent
 * to every socket of mine, so the others clear that unread count at once.
 */
export const READ_MESSAGE_FRAME = serverFrame('readMessage', { formUserId: Type.String() });
export const CHAT_HISTORY_ITEM = Type.Object({
  id: Type.String(),
  sendUserId: Type.String(),
  receiveUserId: Type.String(),
  sendTime: Type.Number(),
  content: Type.String(),
  contentType: CHAT_CONTENT_TYPE,
  state: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export const MESSAGE_LIST_REPLY_FRAME = serverFrame('messageList', {
  toUserId: Type.Optional(Type.String()),
  list: Type.Array(CHAT_HISTORY_ITEM),
  pagination: Type.Object({ currentPage: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer() }),
  /** The request's `before`, when it had one (Sluice's addition). */
  before: Type.Optional(Type.Number()),
  /** The request's `keyword`, when it had one (Sluice's addition): the answer is a search, not the conversation's page. */
  keyword: Type.Optional(Type.String()),
});
export const ONLINE_FRAME = serverFrame('Online', { userId: Type.String() });
export const OFFLINE_FRAME = serverFrame('Offline', { userId: Type.String() });
export const MESSAGE_PUSH_FRAME = serverFrame('messagePush', {
  messageType: Type.Integer(),
  title: Type.String(),
  id: Type.String(),
  unreadNoticeCount: Type.Integer(),
  messageDefaultTime: Type.Number(),
  /** Sluice's addition: the receiver's unread messages per kind after this one. */
  unread: Type.Optional(UNREAD_COUNT),
});
/**
 * Sluice's extension: the user's unread messages per kind changed without a new message (read in another console,
 * read all, deleted, a notice revoked), sent to every open socket of that user so each bell follows at once.
 */
export const MESSAGE_COUNTS_FRAME = serverFrame('messageCounts', { unread: UNREAD_COUNT });
export const LOGOUT_FRAME = serverFrame('logout', { token: Type.String() });
export const CLOSE_SOCKET_FRAME = serverFrame('closeSocket', { code: Type.Optional(Type.Integer()), msg: Type.Optional(Type.String()) });
export const REFRESH_FRAME = serverFrame('refresh', { msg: Type.Optional(Type.String()) });
/** A command the hub could not carry out (bad fields, unknown method); `for` names the method. Sluice's addition. */
export const ERROR_FRAME = serverFrame('error', {
  code: Type.Integer(),
  msg: Type.String(),
  for: Type.Optional(Type.String()),
  /** The refused SendMessage's clientMsgId, when it had one. */
  clientMsgId: Type.Optional(Type.String()),
});
export const PONG_FRAME = serverFrame('pong', { ts: Type.Number() });

export type InitMessageFrame = Static<typeof INIT_MESSAGE_FRAME>;
export type ReceiveMessageFrame = Static<typeof RECEIVE_MESSAGE_FRAME>;
export type SendMessageEchoFrame = Static<typeof SEND_MESSAGE_ECHO_FRAME>;
export type MessageListReplyFrame = Static<typeof MESSAGE_LIST_REPLY_FRAME>;
export type ReadMessageFrame = Static<typeof READ_MESSAGE_FRAME>;
export type OnlineFrame = Static<typeof ONLINE_FRAME>;
export type OfflineFrame = Static<typeof OFFLINE_FRAME>;
export type MessagePushFrame = Static<typeof MESSAGE_PUSH_FRAME>;
export type MessageCountsFrame = Static<typeof MESSAGE_COUNTS_FRAME>;
export type LogoutFrame = Static<typeof LOGOUT_FRAME>;
export type CloseSocketFrame = Static<typeof CLOSE_SOCKET_FRAME>;
export type RefreshFrame = Static<typeof REFRESH_FRAME>;
export type ErrorFrame = Static<typeof ERROR_FRAME>;
export type PongFrame = Static<typeof PONG_FRAME>;
export type ServerFrame =
  | EventFrame
  | InitMessageFrame
  | ReceiveMessageFrame
  | SendMessageEchoFrame
  | MessageListReplyFrame
  | ReadMessageFrame
  | OnlineFrame
  | OfflineFrame
  | MessagePushFrame
  | MessageCountsFrame
  | LogoutFrame
  | CloseSocketFrame
  | RefreshFrame
  | ErrorFrame
  | PongFrame;
export type ServerMethod = ServerFrame['method'];
