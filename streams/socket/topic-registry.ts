import { MAX_TOPICS_PER_MESSAGE } from '../../server/src/wire/hub';
import type { ClientFrameBody } from '../../server/src/wire/hub-frames';
import { asTopicError, asTopicEvent, asTopicResync, asTopicSubscribed } from './parse-server-message';
import type { ServerMessage, TopicMessage } from './socket-types';
import { TopicSequencer } from './topic-sequencer';

type Send = <M extends 'Subscribe' | 'Unsubscribe'>(method: M, body: ClientFrameBody<M>) => boolean;

interface TopicEntry {
  readonly sequencer: TopicSequencer;
  readonly deliver: (message: TopicMessage) => void;
}

/**
 * The topics this socket is subscribed to, with each one's sequencer. It builds the `Subscribe` messages
 * (with `since` so the server replays what was missed) and routes incoming events, resyncs and errors.
 */
export class TopicRegistry {
  private readonly entries = new Map<string, TopicEntry>();

  constructor(private readonly send: Send) {}

  /** Registers a topic and subscribes to it if the socket is open; returns the matching removal. */
  add(topic: string, deliver: (message: TopicMessage) => void): () => void {
    const entry: TopicEntry = { sequencer: new TopicSequencer(), deliver };
    this.entries.set(topic, entry);
    this.send('Subscribe', { topics: [topic] });
    return () => {
      if (this.entries.get(topic) !== entry) return;
      this.entries.delete(topic);
      this.send('Unsubscribe', { topics: [topic] });
    };
  }

  /** On every (re)open: one Subscribe for all active topics, resuming each from its last seq. */
  resubscribeAll(): void {
    const all = [...this.entries.keys()];
    for (let start = 0; start < all.length; start += MAX_TOPICS_PER_MESSAGE) {
      const topics = all.slice(start, start + MAX_TOPICS_PER_MESSAGE);
      const since: Record<string, number> = {};
      for (const topic of topics) {
        const sequencer = this.entries.get(topic)?.sequencer;
        if (!sequencer) continue;
        if (sequencer.last !== null) since[topic] = sequencer.last;
        sequencer.markReplayRequested();
      }
      this.send('Subscribe', Object.keys(since).length > 0 ? { topics, since } : { topics });
    }
  }

  route(message: ServerMessage): void {
    const subscribed = asTopicSubscribed(message);
    if (subscribed) {
      const entry = this.entries.get(subscribed.topic);
      entry?.sequencer.position(subscribed.seq);
      entry?.deliver(subscribed);
      return;
    }
    const resync = asTopicResync(message);
    if (resync) {
      const entry = this.entries.get(resync.topic);
      entry?.sequencer.reset(resync.seq);
      entry?.deliver(resync);
      return;
    }
    const error = asTopicError(message);
    if (error) {
      this.entries.get(error.topic)?.deliver(error);
      return;
    }
    const event = asTopicEvent(message);
    const entry = event ? this.entries.get(event.topic) : undefined;
    if (!event || !entry) return;
    const result = entry.sequencer.accept(event);
    for (const ordered of result.emit) entry.deliver(ordered);
    if (result.requestReplay && entry.sequencer.last !== null) {
      this.send('Subscribe', { topics: [event.topic], since: { [event.topic]: entry.sequencer.last } });
    }
    if (result.overflow) {
      entry.deliver({ kind: 'resync', topic: event.topic, seq: entry.sequencer.last, reason: 'gap-overflow' });
    }
  }
}
