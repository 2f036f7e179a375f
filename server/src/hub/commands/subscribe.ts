import { invalid } from '../../lib/envelope';
import { topicErrorFrame } from '../frames';
import { loadProjectScope } from '../project-scope';
import { decideTopicAccess, prepareTopicAccess } from '../topic-access';
import type { Command } from './command';

const MAX_TOPICS_PER_MESSAGE = 100;
const MAX_TOPIC_LENGTH = 200;

function readTopics(message: Record<string, unknown>): string[] {
  const topics = message.topics;
  if (!Array.isArray(topics) || topics.length === 0) throw invalid('topics must be a non-empty list of topic names');
  if (topics.length > MAX_TOPICS_PER_MESSAGE) throw invalid(`topics has more than ${MAX_TOPICS_PER_MESSAGE} items`);
  for (const topic of topics) {
    if (typeof topic !== 'string' || topic === '' || topic.length > MAX_TOPIC_LENGTH) throw invalid('topics must be a list of topic names');
  }
  return [...new Set(topics as string[])];
}

function readSince(message: Record<string, unknown>): Record<string, number> {
  const since = message.since;
  if (since === undefined || since === null) return {};
  if (typeof since !== 'object' || Array.isArray(since)) throw invalid('since must map topic names to seq numbers');
  const out: Record<string, number> = {};
  for (const [topic, value] of Object.entries(since as Record<string, unknown>)) {
    const seq = typeof value === 'string' && value !== '' ? Number(value) : value;
    if (typeof seq !== 'number' || !Number.isFinite(seq)) throw invalid(`since.${topic.slice(0, 100)} must be a number`);
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
      connection.sendFrame(topicErrorFrame(topic, access.code, access.msg, now));
    } else if (!connection.topics.has(topic) && connection.topics.size >= hub.options.maxTopicsPerConnection) {
      connection.sendFrame(
        topicErrorFrame(topic, 400, `A connection may follow at most ${hub.options.maxTopicsPerConnection} topics`, now),
      );
    } else {
      hub.topics.subscribe(connection, topic, Object.hasOwn(since, topic) ? since[topic] : undefined, now);
    }
  }
};

/** `Unsubscribe { topics }`: stops the live events; nothing is sent back. */
export const unsubscribe: Command = async ({ hub, connection, message }) => {
  for (const topic of readTopics(message)) hub.topics.unsubscribe(connection, topic);
};
