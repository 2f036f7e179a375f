import { isRecord, toFiniteNumber, toText } from '../lib/guards';
import { checkEventFrame, checkTopicErrorPayload } from '../protocol/wire-checks/hub-frames.generated';
import type { ServerMessage, TopicError, TopicEvent, TopicResync, TopicSubscribed } from './socket-types';

/** Parses one text frame; anything that is not a JSON object with a string `method` is dropped. */
export function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.method !== 'string') return null;
  return parsed as ServerMessage;
}

/** Event types that position or report on a topic instead of carrying data. */
const CONTROL_TYPES = new Set(['subscribed', 'resync', 'error']);

/**
 * A data event of a topic. Sluice's frames pass the wire schema (EVENT_FRAME) and are read as they are; another
 * server's are read field by field (numbers sent as text, no `ts`).
 */
export function asTopicEvent(message: ServerMessage): TopicEvent | null {
  if (message.method !== 'event' || CONTROL_TYPES.has(toText(message.type))) return null;
  if (checkEventFrame(message) && message.topic && message.seq !== undefined) {
    const { topic, seq, type, payload, ts } = message;
    return { kind: 'event', topic, seq, type, payload, ts };
  }
  const topic = toText(message.topic);
  const seq = toFiniteNumber(message.seq);
  if (!topic || seq === null || !Number.isInteger(seq)) return null;
  return {
    kind: 'event',
    topic,
    seq,
    type: toText(message.type),
    payload: message.payload,
    ts: toFiniteNumber(message.ts) ?? 0,
  };
}

/**
 * The hub answers each Subscribe with `event {type:'subscribed', seq}`: the seq the topic stands at, so
 * the next event is seq + 1 (with `since`, it is `since` and the replay follows).
 */
export function asTopicSubscribed(message: ServerMessage): TopicSubscribed | null {
  if (message.method !== 'event' || message.type !== 'subscribed') return null;
  const topic = toText(message.topic);
  const seq = toFiniteNumber(message.seq);
  return topic && seq !== null && Number.isInteger(seq) ? { kind: 'subscribed', topic, seq } : null;
}

/** Accepts both `{method:'resync', topic, seq?}` and an event whose type is `resync`. */
export function asTopicResync(message: ServerMessage): TopicResync | null {
  const isResync = message.method === 'resync' || (message.method === 'event' && message.type === 'resync');
  const topic = toText(message.topic);
  if (!isResync || !topic) return null;
  const seq = toFiniteNumber(message.seq);
  return { kind: 'resync', topic, seq: seq !== null && Number.isInteger(seq) ? seq : null, reason: 'server' };
}

/** Accepts `{method:'error', topic, code?, msg|message}` and an event whose type is `error`. Needs a topic. */
export function asTopicError(message: ServerMessage): TopicError | null {
  const isError = message.method === 'error' || (message.method === 'event' && message.type === 'error');
  const topic = toText(message.topic);
  if (!isError || !topic) return null;
  if (checkTopicErrorPayload(message.payload)) {
    return { kind: 'error', topic, code: message.payload.code, message: message.payload.msg || 'Topic error' };
  }
  const detail = isRecord(message.payload) ? message.payload : message;
  return {
    kind: 'error',
    topic,
    code: toFiniteNumber(detail.code),
    message: toText(detail.msg) || toText(detail.message) || 'Topic error',
  };
}
