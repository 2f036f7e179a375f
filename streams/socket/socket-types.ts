/** `connecting` covers the first attempt and every reconnect; `auth-failed` is final (closeSocket or logout). */
export type SocketState = 'connecting' | 'open' | 'closed' | 'auth-failed';

/**
 * Anything shaped like the WHATWG WebSocket class: the browser's global, or the `ws` package in Node.
 * reconnecting-websocket recognises it by the static `CLOSING` constant.
 */
export interface WebSocketConstructor {
  new (url: string, protocols?: string | string[]): object;
  readonly CLOSING: number;
}

/** Any message from the server, parsed from JSON; `method` names it (initMessage, receiveMessage, event, ...). */
export interface ServerMessage {
  readonly method: string;
  readonly [field: string]: unknown;
}

/** One event of a live topic: `seq` increases by one per event within the topic. */
export interface TopicEvent {
  kind: 'event';
  topic: string;
  seq: number;
  type: string;
  payload: unknown;
  ts: number;
}

/**
 * The server could not replay a gap (or the client gave up waiting for it): consumers must refetch their
 * snapshot. `seq` is where the topic now stands, when the server said so.
 */
export interface TopicResync {
  kind: 'resync';
  topic: string;
  seq: number | null;
  reason: 'server' | 'gap-overflow';
}

export interface TopicError {
  kind: 'error';
  topic: string;
  code: number | null;
  message: string;
}

/**
 * The server has joined this socket to the topic (its answer to Subscribe); `seq` is where the topic stands.
 * Events published before it may be missing, so a consumer takes its snapshot after the first one.
 */
export interface TopicSubscribed {
  kind: 'subscribed';
  topic: string;
  seq: number;
}

export type TopicMessage = TopicEvent | TopicSubscribed | TopicResync | TopicError;
