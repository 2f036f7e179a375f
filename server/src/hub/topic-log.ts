/** One published event, serialised once and shared by every subscriber and every replay. */
export interface TopicEntry {
  seq: number;
  /** Server time of publication, epoch ms. */
  at: number;
  /** The project the event belongs to; subscribers who cannot see it never receive it. null: everyone. */
  projectId: string | null;
  /** The complete `event` frame as UTF-8, ready for `ws.send`. */
  frame: Buffer;
}

export interface TopicLogLimits {
  /** Most events kept for replay. */
  capacity: number;
  /** Oldest event kept for replay, ms. */
  maxAgeMs: number;
}

export type ReplayPlan = { kind: 'replay'; entries: TopicEntry[] } | { kind: 'resync'; current: number };

/**
 * A topic's sequence counter and its replay ring.
 *
 * The counter starts at the hub's boot time (epoch ms) and grows by one per event, so a client holding a seq from an
 * earlier run holds a number below this run's oldest, and asking to resume from it gets a resync, never someone
 * else's events. The ring keeps the newest `capacity` events no older than `maxAgeMs`.
 */
export class TopicLog {
  // Allocated on the first retained event: most topics (one per monitoring point) never need it.
  private ring: (TopicEntry | undefined)[] = [];
  private head = 0;
  private size = 0;
  private seqValue: number;

  constructor(
    startSeq: number,
    private readonly limits: TopicLogLimits,
  ) {
    this.seqValue = startSeq;
  }

  /** The seq of the newest event (the start value before any). */
  get seq(): number {
    return this.seqValue;
  }

  /** Takes the next seq, serialises the frame with it (`build`) and keeps it for replay. */
  append(build: (seq: number) => Buffer, projectId: string | null, at: number): TopicEntry {
    this.seqValue += 1;
    const entry: TopicEntry = { seq: this.seqValue, at, projectId, frame: build(this.seqValue) };
    if (this.ring.length === 0) this.ring = new Array<TopicEntry | undefined>(this.limits.capacity);
    const tail = (this.head + this.size) % this.limits.capacity;
    this.ring[tail] = entry;
    if (this.size < this.limits.capacity) this.size += 1;
    else this.head = (this.head + 1) % this.limits.capacity;
    this.prune(at);
    return entry;
  }

  /** Counts an event nobody can receive or resume (no subscribers, none recently): no frame, nothing kept. */
  skip(): number {
    this.seqValue += 1;
    this.clear();
    return this.seqValue;
  }

  /** Drops events older than the age limit. */
  prune(now: number): void {
    const oldestAllowed = now - this.limits.maxAgeMs;
    while (this.size > 0) {
      const first = this.ring[this.head];
      if (first && first.at >= oldestAllowed) break;
      this.ring[this.head] = undefined;
      this.head = (this.head + 1) % this.limits.capacity;
      this.size -= 1;
    }
  }

  clear(): void {
    if (this.ring.length === 0) return;
    this.ring = [];
    this.head = 0;
    this.size = 0;
  }

  get retained(): number {
    return this.size;
  }

  /**
   * What a client that has seen every event up to `since` needs: the events after it, in order, or a resync when the
   * ring no longer holds all of them or `since` is ahead of this run (a seq from a previous boot that happened to
   * run further).
   */
  planReplay(since: number): ReplayPlan {
    const current = this.seqValue;
    if (!Number.isSafeInteger(since) || since > current) return { kind: 'resync', current };
    if (since === current) return { kind: 'replay', entries: [] };
    const first = this.size > 0 ? this.ring[this.head] : undefined;
    if (!first || since < first.seq - 1) return { kind: 'resync', current };
    const entries: TopicEntry[] = [];
    for (let offset = since - first.seq + 1; offset < this.size; offset += 1) {
      const entry = this.ring[(this.head + offset) % this.limits.capacity];
      if (entry) entries.push(entry);
    }
    return { kind: 'replay', entries };
  }
}
