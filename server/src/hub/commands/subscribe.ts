import { reject } from '../../i18n/localized-error';
import { CODE } from '../../lib/envelope';
import { loadProjectScope } from '../project-scope';
import { decideTopicAccess, prepareTopicAccess } from '../topic-access';
import type { Command } from './command';

const MAX_TOPICS_PER_MESSAGE = 100;
const MAX_TOPIC_LENGTH = 200;

function readTopics(message: Record<string, unknown>): string[] {
  const topics = message.topics;
  if (!Array.isArray(topics) || topics.length === 0) throw reject('hub.topics-required');
  if (topics.length > MAX_TOPICS_PER_MESSAGE) throw reject('hub.topics-too-many', { max: MAX_TOPICS_PER_MESSAGE });
  for (const topic of topics) {
    if (typeof topic !== 'string' || topic === '' || topic.length > MAX_TOPIC_LENGTH) throw reject('hub.topics-names');
  }
  return [...new Set(topics as string[])];
}

function readSince(message: Record<string, unknown>): Record<string, number> {
  const since = message.since;
  if (since === undefined || since === null) return {};
  if (typeof since !== 'object' || Array.isArray(since)) throw reject('hub.since-map');
  const out: Record<string, number> = {};
  for (const [topic, value] of Object.entries(since as Record<string, unknown>)) {
    const seq = typeof value === 'string' && value !== '' ? Number(value) : value;
    if (typeof seq !== 'number' || !Number.isFinite(seq)) throw reject('hub.since-number', { topic: topic.slice(0, 100) });
    out[topic] = seq;
  }
  return out;
}

/** `Subscribe { topics, since? }`: per topic, `subscribed` (+ replay), `resync`, or an `error` event. */
export const subscribe: Command = async ({ hub, connection, message }) => {
  const topics = readTopics(message);
  const since = readSince(message);
  connection.scope = await loadProjectScope(hub.db, connection.userId);
  await prepareTopicAccess(hub, topics);
  if (!connection.open) return;
  // From here on nothing awaits: each replay and the join to the live set happen with no event in between.
  const now = Date.now();
  for (const topic of topics) {
    const access = decideTopicAccess(hub, connection.scope, topic);
    if (!access.ok) {
      hub.topics.unsubscribe(connection, topic, now);
      connection.sendTopicError(topic, access, now);
    } else if (!connection.topics.has(topic) && connection.topics.size >= hub.options.maxTopicsPerConnection) {
      const max = hub.options.maxTopicsPerConnection;
      connection.sendTopicError(topic, { code: CODE.BAD_REQUEST, key: 'hub.topic-limit', params: { max } }, now);
    } else {
      hub.topics.subscribe(connection, topic, Object.hasOwn(since, topic) ? since[topic] : undefined, now);
    }
  }
};

/** `Unsubscribe { topics }`: stops the live events; nothing is sent back. */
export const unsubscribe: Command = async ({ hub, connection, message }) => {
  for (const topic of readTopics(message)) hub.topics.unsubscribe(connection, topic);
};
