interface Sample {
  ts: number;
  value: number;
}

export interface RangeChange {
  /** How far the value moved within the window, always >= 0. */
  change: number;
  direction: 'rise' | 'fall';
}

/**
 * The lowest and highest value seen within a trailing time window, kept with two monotonic queues so memory stays
 * bounded by the number of distinct extremes, not the number of readings. Samples must arrive in time order.
 */
export class SlidingRange {
  private maxQueue: Sample[] = [];
  private minQueue: Sample[] = [];

  constructor(private windowMs: number) {}

  setWindow(windowMs: number): void {
    this.windowMs = windowMs;
  }

  /** How far `value` at `ts` lies from the extremes of the window before it; null when the window is empty. */
  changeAt(ts: number, value: number): RangeChange | null {
    this.expire(ts);
    const low = this.minQueue[0];
    const high = this.maxQueue[0];
    if (!low || !high) return null;
    const rise = value - low.value;
    const fall = high.value - value;
    return rise >= fall ? { change: Math.max(0, rise), direction: 'rise' } : { change: Math.max(0, fall), direction: 'fall' };
  }

  push(ts: number, value: number): void {
    while (this.maxQueue.length > 0 && (this.maxQueue[this.maxQueue.length - 1] as Sample).value <= value) this.maxQueue.pop();
    this.maxQueue.push({ ts, value });
    while (this.minQueue.length > 0 && (this.minQueue[this.minQueue.length - 1] as Sample).value >= value) this.minQueue.pop();
    this.minQueue.push({ ts, value });
  }

  private expire(now: number): void {
    const oldest = now - this.windowMs;
    while (this.maxQueue.length > 0 && (this.maxQueue[0] as Sample).ts < oldest) this.maxQueue.shift();
    while (this.minQueue.length > 0 && (this.minQueue[0] as Sample).ts < oldest) this.minQueue.shift();
  }
}
