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
 *
 * A topic has state only while someone follows it and for the replay window after the last one leaves; events on a
 * topic without state go nowhere and cost nothing. When a topic's state is created again its counter starts above
 * every seq it handed out before (see `startFor`), so a console holding an old seq is answered with `resync`.
 */
export class TopicBroker {
  /**
   * Bound: topics with a subscriber (at most maxTopicsPerConnection per socket, each a topic that names something that
   * exists) plus those abandoned less than the replay window ago; `prune` frees the rest.
   */
  private readonly topics = new Map<string, TopicState>();
  /** The highest seq of any topic whose state was freed: a topic created again starts no lower. */
  private freedHighWater: number;

  constructor(
    private readonly startSeq: number,
    private readonly limits: TopicLogLimits,
  ) {
    this.freedHighWater = startSeq;
  }

  /**
   * Publishes one event: one seq, one serialisation, every subscriber allowed to see `projectId`. Returns the seq, or
   * null when nobody follows the topic and nobody left it recently (nothing is sent or kept).
   */
  publish(topic: string, type: string, payload: unknown, projectId: string | null, now = Date.now()): number | null {
    const state = this.topics.get(topic);
    if (!state) return null;
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
   * can no longer be replayed (too old, or a seq from a previous run or an earlier life of the topic).
   */
  subscribe(connection: HubConnection, topic: string, since: number | undefined, now = Date.now()): void {
    const state = this.state(topic, now);
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

  /** Ages out old events and frees the state of topics nobody has followed for longer than the replay window. */
  prune(now = Date.now()): void {
    for (const [topic, state] of this.topics) {
      if (state.subscribers.size === 0 && now - state.abandonedAt > this.limits.maxAgeMs) {
        this.freedHighWater = Math.max(this.freedHighWater, state.log.seq);
        this.topics.delete(topic);
      } else {
        state.log.prune(now);
      }
    }
  }

  /** The topic's current seq; for a topic without state, the seq it would start at now. */
  seqOf(topic: string, now = Date.now()): number {
    return this.topics.get(topic)?.log.seq ?? this.startFor(now);
  }

  /** Topics holding state (followed, or left within the replay window). */
  get size(): number {
    return this.topics.size;
  }

  /**
   * Where a newly created topic's counter starts: its creation time in epoch ms, never below the boot time nor a seq
   * a freed topic reached. Seqs grow by one per event, so while a topic averages under 1,000
   * events a second its seqs stay below the clock, and an earlier life's seq is always below a later life's start.
   */
  private startFor(now: number): number {
    return Math.max(this.startSeq, now, this.freedHighWater);
  }

  private state(topic: string, now: number): TopicState {
    let state = this.topics.get(topic);
    if (!state) {
      state = { log: new TopicLog(this.startFor(now), this.limits), subscribers: new Set(), abandonedAt: Number.NEGATIVE_INFINITY };
      this.topics.set(topic, state);
    }
    return state;
  }
}
