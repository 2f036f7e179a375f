// The websocket hub's names (contract section 4), written once for the server, streams/ and src/; the frames are in
// hub-frames.ts. Nothing here may import fastify, kysely or node, nor typebox: the console bundles this file into
// its first screens, and TypeBox schemas are kept by the bundler even when nothing reads them.

/** Where the hub listens. The spec's `<SOCKET_PATH>/<urlencoded token>` form stays accepted for compatible clients. */
export const SOCKET_PATH = '/api/message/websocket';

/**
 * The console never puts its token in the socket URL (URLs reach logs). It offers two subprotocols:
 * SOCKET_PROTOCOL, which the server selects and echoes, and TOKEN_PROTOCOL_PREFIX + base64url(token), which carries the
 * token in the `Sec-WebSocket-Protocol` request header and is never echoed.
 */
export const SOCKET_PROTOCOL = 'sluice.v1';
export const TOKEN_PROTOCOL_PREFIX = 'sluice.token.';

// A subprotocol is an RFC 7230 token: the raw session token ("bearer ...", a space) cannot be one, base64url can.
const toBase64Url = (base64: string) => base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The token subprotocol for a session token: TOKEN_PROTOCOL_PREFIX + base64url(UTF-8 token). */
export function tokenProtocol(token: string): string {
  const bytes = new TextEncoder().encode(token);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return TOKEN_PROTOCOL_PREFIX + toBase64Url(btoa(binary));
}

/** The subprotocols a console offers for one connection attempt (the token may change between attempts). */
export const socketProtocols = (token: string): string[] => [SOCKET_PROTOCOL, tokenProtocol(token)];

/**
 * Close codes 4000-4999 are the hub's: 4000 + the envelope code, so 4600/4601/4602 read like the REST session codes
 * (expired, signed in elsewhere, invalid) and end the session even when the `closeSocket` before them was lost.
 */
export const closeCodeFor = (code: number): number => (code >= 0 && code < 1000 ? 4000 + code : 4000);
export const SESSION_CLOSE_CODES: readonly number[] = [closeCodeFor(600), closeCodeFor(601), closeCodeFor(602)];

// ---------------------------------------------------------------------------------------------------------------
// Chat limits, shared by the hub (which refuses past them) and the console's composer (which stops before them).

/** A chat text message holds at most this many characters (after trimming, not only spaces). */
export const MAX_CHAT_TEXT_LENGTH = 5000;
/** A SendMessage `clientMsgId` (the console's own id for a message it is sending): 1..64 of `[A-Za-z0-9_-]`. */
export const CLIENT_MSG_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

// ---------------------------------------------------------------------------------------------------------------
// Topics (Sluice's live feeds on the same socket).

/** At most this many topics in one Subscribe or Unsubscribe, each at most MAX_TOPIC_LENGTH characters. */
export const MAX_TOPICS_PER_MESSAGE = 100;
export const MAX_TOPIC_LENGTH = 200;

/** A project or point id inside a topic name: the server's own ids (newId) or seeded codes. */
export const TOPIC_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The live-feed topics of contract section 4, parsed. */
export type TopicRef =
  | { kind: 'alarms-all' }
  | { kind: 'alarms'; projectId: string }
  | { kind: 'monitoring'; projectId: string }
  | { kind: 'point'; pointId: string }
  | { kind: 'weather'; projectId: string }
  | { kind: 'sound-light' };

/** Topic names, built in one place: `TOPIC.alarms(projectId)`. */
export const TOPIC = {
  alarmsAll: 'alarms',
  alarms: (projectId: string) => `alarms/${projectId}`,
  monitoring: (projectId: string) => `monitoring/${projectId}`,
  point: (pointId: string) => `monitoring/point/${pointId}`,
  weather: (projectId: string) => `weather/${projectId}`,
  soundLight: 'sound-light',
} as const;

/** null when the name is not one of the topics the hub serves. */
export function parseTopic(name: string): TopicRef | null {
  if (name === TOPIC.alarmsAll) return { kind: 'alarms-all' };
  if (name === TOPIC.soundLight) return { kind: 'sound-light' };
  const parts = name.split('/');
  if (parts.length === 3 && parts[0] === 'monitoring' && parts[1] === 'point' && TOPIC_ID_PATTERN.test(parts[2] ?? '')) {
    return { kind: 'point', pointId: parts[2] as string };
  }
  if (parts.length !== 2) return null;
  const [area, id] = parts as [string, string];
  if (!TOPIC_ID_PATTERN.test(id)) return null;
  if (area === 'alarms') return { kind: 'alarms', projectId: id };
  if (area === 'monitoring') return { kind: 'monitoring', projectId: id };
  if (area === 'weather') return { kind: 'weather', projectId: id };
  return null;
}
