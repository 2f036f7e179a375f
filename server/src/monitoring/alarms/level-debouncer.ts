/**
 * Debounce for a level that moves in steps: a change is confirmed only when the last `count` readings all lie
 * on the same side of the current level. It then moves to the level all of them reached: the least severe of
 * them going up, the most severe going down, so one spike never decides the outcome.
 */
export class LevelDebouncer {
  private recent: number[] = [];

  constructor(private count: number) {}

  setCount(count: number): void {
    this.count = Math.max(1, count);
    if (this.recent.length > this.count) this.recent = this.recent.slice(-this.count);
  }

  /** Feeds one observed level; returns the confirmed level (the current one when nothing is confirmed). */
  next(observed: number, current: number): number {
    this.recent.push(observed);
    if (this.recent.length > this.count) this.recent.shift();
    if (this.recent.length < this.count) return current;
    if (this.recent.every((level) => level > current)) return Math.min(...this.recent);
    if (this.recent.every((level) => level < current)) return Math.max(...this.recent);
    return current;
  }

  reset(): void {
    this.recent = [];
  }
}
