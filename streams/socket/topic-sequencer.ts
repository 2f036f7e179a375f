import type { TopicEvent } from './socket-types';

/** Out-of-order events kept while a gap is being replayed; past this the client asks for a full resync. */
export const MAX_PENDING_EVENTS = 500;

export interface SequencerResult {
  /** Events to deliver now, in seq order. */
  emit: TopicEvent[];
  /** A gap was found and no replay has been asked for yet: re-subscribe with `since = last`. */
  requestReplay: boolean;
  /** Too many events queued behind a gap: the sequencer has reset and the consumer must refetch. */
  overflow: boolean;
}

const NOTHING: SequencerResult = { emit: [], requestReplay: false, overflow: false };

/**
 * Puts one topic's events in seq order. Duplicates (seq <= last) are dropped, a gap holds later events back
 * until the replay fills it, and the first event after a reset sets the baseline.
 */
export class TopicSequencer {
  private lastSeq: number | null = null;
  private readonly pending = new Map<number, TopicEvent>();
  private awaitingReplay = false;

  /** The last seq delivered, which is what `since` must carry on a re-subscribe. */
  get last(): number | null {
    return this.lastSeq;
  }

  accept(event: TopicEvent): SequencerResult {
    if (this.lastSeq === null) {
      this.lastSeq = event.seq;
      return { emit: [event], requestReplay: false, overflow: false };
    }
    if (event.seq <= this.lastSeq || this.pending.has(event.seq)) return NOTHING;
    if (event.seq === this.lastSeq + 1) {
      this.lastSeq = event.seq;
      const emit = [event, ...this.drain()];
      if (this.pending.size === 0) this.awaitingReplay = false;
      return { emit, requestReplay: false, overflow: false };
    }
    this.pending.set(event.seq, event);
    if (this.pending.size > MAX_PENDING_EVENTS) {
      const newest = Math.max(...this.pending.keys());
      this.reset(newest);
      return { emit: [], requestReplay: false, overflow: true };
    }
    const requestReplay = !this.awaitingReplay;
    this.awaitingReplay = true;
    return { emit: [], requestReplay, overflow: false };
  }

  /**
   * The server's `subscribed` position. It sets the baseline of a fresh subscription, so even the first
   * event is checked for a gap; on a resume it equals `since` and changes nothing.
   */
  position(seq: number): void {
    if (this.lastSeq === null) this.lastSeq = seq;
  }

  /** After a server resync (or an overflow) the topic restarts at `seq`, or at the next event when unknown. */
  reset(seq: number | null): void {
    this.lastSeq = seq;
    this.pending.clear();
    this.awaitingReplay = false;
  }

  /** A re-subscribe with `since` was just sent (reconnect): it replays every gap, so one request covers all. */
  markReplayRequested(): void {
    this.awaitingReplay = this.pending.size > 0;
  }

  private drain(): TopicEvent[] {
    const out: TopicEvent[] = [];
    for (;;) {
      const next = this.pending.get((this.lastSeq ?? 0) + 1);
      if (!next) return out;
      this.pending.delete(next.seq);
      this.lastSeq = next.seq;
      out.push(next);
    }
  }
}
