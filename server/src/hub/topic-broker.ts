import type { HubConnection } from './connection';
import { eventFrame, positionFrame } from './frames';
import { scopeAllows } from './project-scope';
import { TopicLog, type TopicLogLimits } from './topic-log';

interface TopicState {
  log: TopicLog;
  subscribers: Set<HubConnection>;
  /** When the last subscriber left; the ring is kept this long after so a reconnecting console can resume. */
  abandonedAt: number;
}

/**
 * Topics, their subscribers and their replay rings. Everything here is synchronous: between reading the ring for a
 * replay and joining the live set no event can be published, so a resume has neither gaps nor duplicates.
 */
export class TopicBroker {
  private readonly topics = new Map<string, TopicState>();

  constructor(
    private readonly startSeq: number,
    private readonly limits: TopicLogLimits,
  ) {}

  /** Publishes one event: one seq, one serialisation, every subscriber allowed to see `projectId`. */
  publish(topic: string, type: string, payload: unknown, projectId: string | null, now = Date.now()): number {
    const state = this.state(topic);
    const retain = state.subscribers.size > 0 || now - state.abandonedAt <= this.limits.maxAgeMs;
    if (!retain) return state.log.skip();
    const entry = state.log.append((seq) => eventFrame(topic, seq, type, payload, now), projectId, now);
    for (const connection of state.subscribers) {
      if (scopeAllows(connection.scope, projectId)) connection.deliverLive(entry.frame);
    }
    return entry.seq;
  }

  /**
   * Joins `topic`. Without `since` the client gets `subscribed` with the current seq; with `since` it gets
   * `subscribed` at `since` followed by every retained event after it, or `resync` at the current seq when the gap
   * can no longer be replayed (too old, or a seq from a previous run).
   */
  subscribe(connection: HubConnection, topic: string, since: number | undefined, now = Date.now()): void {
    const state = this.state(topic);
    if (since === undefined) {
      connection.sendFrame(positionFrame(topic, 'subscribed', state.log.seq, now));
    } else {
      const plan = state.log.planReplay(since);
      if (plan.kind === 'resync') {
        connection.sendFrame(positionFrame(topic, 'resync', plan.current, now));
      } else {
        connection.sendFrame(positionFrame(topic, 'subscribed', since, now));
        for (const entry of plan.entries) {
          if (scopeAllows(connection.scope, entry.projectId)) connection.sendFrame(entry.frame);
        }
      }
    }
    state.subscribers.add(connection);
    connection.topics.add(topic);
  }

  unsubscribe(connection: HubConnection, topic: string, now = Date.now()): void {
    connection.topics.delete(topic);
    const state = this.topics.get(topic);
    if (!state || !state.subscribers.delete(connection)) return;
    if (state.subscribers.size === 0) state.abandonedAt = now;
  }

  dropConnection(connection: HubConnection, now = Date.now()): void {
    for (const topic of [...connection.topics]) this.unsubscribe(connection, topic, now);
  }

  /** Ages out old events and frees the rings of topics nobody has wanted for longer than the replay window. */
  prune(now = Date.now()): void {
    for (const state of this.topics.values()) {
      if (state.subscribers.size === 0 && now - state.abandonedAt > this.limits.maxAgeMs) state.log.clear();
      else state.log.prune(now);
    }
  }

  seqOf(topic: string): number {
    return this.topics.get(topic)?.log.seq ?? this.startSeq;
  }

  // A topic's counter lives for the whole run even when its ring is empty: restarting it would hand a resuming
  // client another event under a seq it has already seen.
  private state(topic: string): TopicState {
    let state = this.topics.get(topic);
    if (!state) {
      state = { log: new TopicLog(this.startSeq, this.limits), subscribers: new Set(), abandonedAt: Number.NEGATIVE_INFINITY };
      this.topics.set(topic, state);
    }
    return state;
  }
}
