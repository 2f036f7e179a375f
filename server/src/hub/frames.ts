// Server -> client messages that are not chat: control, heartbeat and the live-feed `event` frame.
import type { MessageKey, MessageParams } from '../i18n/catalogues';

/**
 * What the hub tells the person behind a socket (a refusal, an error, why the session ended): a code and a catalogue
 * phrase, put into the socket's language by the connection that sends it (`HubConnection.say`).
 */
export interface HubNotice {
  code: number;
  key: MessageKey;
  params?: MessageParams;
}

export function eventFrame(topic: string, seq: number, type: string, payload: unknown, ts: number): Buffer {
  return Buffer.from(JSON.stringify({ method: 'event', topic, seq, type, payload, ts }));
}

/** `subscribed` and `resync` carry the seq the client is now positioned at; the next event is seq + 1. */
export function positionFrame(topic: string, type: 'subscribed' | 'resync', seq: number, ts: number): Buffer {
  return eventFrame(topic, seq, type, {}, ts);
}

/** A topic the caller may not have (403) or that does not exist (400): no seq, no data. */
export function topicErrorFrame(topic: string, code: number, msg: string, ts: number): Buffer {
  return Buffer.from(JSON.stringify({ method: 'event', topic, type: 'error', payload: { code, msg }, ts }));
}

export function closeSocketMessage(code: number, msg: string) {
  return { method: 'closeSocket', code, msg };
}

export function logoutMessage(token: string) {
  return { method: 'logout', token };
}

/** A command the hub could not carry out (bad fields, unknown method): Sluice's addition to the protocol. */
export function errorMessage(code: number, msg: string, forMethod?: string) {
  return forMethod === undefined ? { method: 'error', code, msg } : { method: 'error', code, msg, for: forMethod };
}

export function pongMessage(ts: number) {
  return { method: 'pong', ts };
}
