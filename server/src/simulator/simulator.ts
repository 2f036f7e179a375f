import type { Db } from '../db/database';
import type { IngestService } from '../monitoring/ingest/ingest-service';
import type { ReadingInput } from '../monitoring/ingest/ingest-types';
import { findDemoPoint } from '../monitoring/demo-network';
import { DAY_MS, MINUTE_MS } from './calendar';
import { DamModel, excursionTargetOf, type SimPoint } from './dam-model';
import { DEMO_PROFILES, type PointProfile } from './demo-profiles';

export const DEFAULT_SIMULATOR_SEED = 20_261_122;

/** How often each kind reports once live: water, seepage and pressure every tick, GNSS and inclinometers slower. */
const LIVE_CADENCE_MS: Record<PointProfile['kind'], number> = {
  level: 0,
  rain: 0,
  seepage: 0,
  pressure: 0,
  gnss: 30_000,
  inclinometer: 60_000,
};

const BATCH = 10_000;

export interface SimulatorLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SimulatorOptions {
  db: Db;
  ingest: IngestService;
  log: SimulatorLog;
  seed?: number;
  /** Live period, ms (default 5 s). */
  tickMs?: number;
  /** History written on first start, days (default 90). */
  backfillDays?: number;
  /** Spacing of the history, ms (default 30 min). */
  backfillStepMs?: number;
  /** Rare excursions and glitches in the live stream (default on). */
  episodes?: boolean;
  now?: () => number;
}

/**
 * Drives the demo points (those whose code has a profile in demo-profiles.ts) through the ingest service.
 * On start it fills the history from each point's newest reading (90 days on a fresh database) without
 * notifying listeners, then streams a reading per point every tick, which alarms and the websocket hub see.
 */
export class DamSimulator {
  readonly model: DamModel;
  private readonly tickMs: number;
  private readonly backfillMs: number;
  private readonly stepMs: number;
  private readonly episodes: boolean;
  private readonly now: () => number;
  private readonly lastSample = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private work: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: SimulatorOptions) {
    this.model = new DamModel(options.seed ?? DEFAULT_SIMULATOR_SEED);
    this.tickMs = options.tickMs ?? 5_000;
    this.backfillMs = (options.backfillDays ?? 90) * DAY_MS;
    this.stepMs = options.backfillStepMs ?? 30 * MINUTE_MS;
    this.episodes = options.episodes ?? true;
    this.now = options.now ?? Date.now;
  }

  /** The enabled points the simulator drives, from the ingest service's point cache. */
  async points(): Promise<SimPoint[]> {
    const index = await this.options.ingest.points.resolve();
    const out: SimPoint[] = [];
    for (const point of index.byId.values()) {
      const profile = DEMO_PROFILES[point.code];
      if (!profile || !point.enabled) continue;
      const demo = findDemoPoint(point.code);
      out.push({
        id: point.id,
        code: point.code,
        profile,
        channels: point.channels,
        excursionTarget: excursionTargetOf(demo?.point.thresholds ?? []),
      });
    }
    return out.sort((a, b) => (a.code < b.code ? -1 : 1));
  }

  private toInput(point: SimPoint, t: number, previous: number, episodes: boolean): ReadingInput {
    const sample = this.model.sample(point, t, previous, { episodes });
    const input: ReadingInput = { pointId: point.id, ts: t, value: sample.value, quality: sample.quality };
    if (sample.values) input.values = sample.values;
    return input;
  }

  /**
   * Writes the history from each point's newest reading (or `backfillDays` ago) up to now on the backfill grid.
   * Returns how many readings were stored. History does not notify listeners: it is not news.
   */
  async backfill(): Promise<number> {
    const now = this.now();
    const points = await this.points();
    if (points.length === 0) return 0;
    const newest = new Map<string, number>();
    const rows = await this.options.db
      .selectFrom('latestReading')
      .select(['pointId', 'ts'])
      .where(
        'pointId',
        'in',
        points.map((p) => p.id),
      )
      .execute();
    for (const row of rows) newest.set(row.pointId, Number(row.ts));
    let stored = 0;
    let batch: ReadingInput[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const result = await this.options.ingest.ingest(batch, { notify: false, now });
      stored += result.accepted;
      batch = [];
      // Let requests in between batches: the server is already answering while the history fills.
      await new Promise((resolve) => setImmediate(resolve));
    };
    for (const point of points) {
      const from = Math.max(newest.get(point.id) ?? -Infinity, now - this.backfillMs);
      let previous = newest.get(point.id) ?? from - this.stepMs;
      for (let t = Math.floor(from / this.stepMs) * this.stepMs + this.stepMs; t <= now; t += this.stepMs) {
        batch.push(this.toInput(point, t, previous, false));
        previous = t;
        if (batch.length >= BATCH) {
          await flush();
          if (this.stopped) return stored;
        }
      }
      this.lastSample.set(point.id, previous);
    }
    await flush();
    return stored;
  }

  /** One live step: a reading for each point due at this tick, ingested and announced. Returns how many were stored. */
  async tick(): Promise<number> {
    const now = this.now();
    const t = Math.floor(now / this.tickMs) * this.tickMs;
    const inputs: ReadingInput[] = [];
    for (const point of await this.points()) {
      const last = this.lastSample.get(point.id) ?? t - this.tickMs;
      const cadence = Math.max(this.tickMs, LIVE_CADENCE_MS[point.profile.kind]);
      if (Math.floor(t / cadence) <= Math.floor(last / cadence)) continue;
      inputs.push(this.toInput(point, t, last, this.episodes));
      this.lastSample.set(point.id, t);
    }
    if (inputs.length === 0) return 0;
    const result = await this.options.ingest.ingest(inputs, { now });
    return result.accepted;
  }

  /** Backfills in the background, then ticks until `stop()`. */
  start(): void {
    if (this.timer || this.stopped) return;
    const started = this.now();
    this.work = this.backfill()
      .then((count) => this.options.log.info({ readings: count, ms: this.now() - started }, 'simulator history filled'))
      .catch((error: unknown) => this.options.log.error({ err: error }, 'simulator backfill failed'))
      .finally(() => this.schedule());
  }

  private schedule(): void {
    if (this.stopped) return;
    const delay = this.tickMs - (this.now() % this.tickMs);
    this.timer = setTimeout(() => {
      this.work = this.tick()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'simulator tick failed'))
        .finally(() => this.schedule());
    }, delay);
    this.timer.unref();
  }

  /** Stops ticking and waits for the step under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.work;
  }
}
