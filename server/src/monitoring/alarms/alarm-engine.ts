import type { Db, Dialect } from '../../db/database';
import type { ServerBus, StoredReading } from '../../lib/server-bus';
import { toAlarmDto } from './alarm-dto';
import { applyTransition, type AlarmChange, type Transition } from './alarm-store';
import { evaluatePoint } from './evaluate-point';
import { loadPointConfig, type PointConfig } from './point-config';
import { emptyState, loadOpenLevels, loadRange, newestBefore, type PointState } from './point-state';
import { scanPoints } from './point-scan';

/** The logger subset the engine uses (Fastify's logger fits). */
export interface EngineLog {
  error(details: object, message: string): void;
}

export interface AlarmEngineOptions {
  db: Db;
  dialect: Dialect;
  bus: ServerBus;
  /** Wall clock for stale detection and change times; tests pass a fake one. */
  clock?: () => number;
  log?: EngineLog;
}

export const STALE_CHECK_INTERVAL_MS = 30_000;
/**
 * Settings changed through the alarm API reach the engine at once; point renames, moves and edits made by another
 * process are picked up when a point's settings are this old.
 */
const CONFIG_MAX_AGE_MS = 5 * 60_000;

/**
 * Turns stored readings into alarms. It listens to `readings.stored`, judges each point's new readings in time
 * order against in-memory state (debounce counters, rate window, current levels) that it builds lazily from the
 * database, persists each point's changes in one transaction and then emits `alarm.changed`. A timer raises and
 * clears stale-data alarms. All work runs through one queue, so a point is never judged twice at once.
 */
export class AlarmEngine {
  private readonly db: Db;
  private readonly dialect: Dialect;
  private readonly bus: ServerBus;
  private readonly clock: () => number;
  private readonly log: EngineLog | undefined;
  private readonly states = new Map<string, PointState>();
  private queue: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | null = null;
  private listening = false;
  /** A scan already waiting in the queue makes the next tick a no-op, so a slow database cannot pile them up. */
  private scanPending: Promise<void> | null = null;
  private readonly onReadings = (readings: StoredReading[]): void => {
    void this.process(readings);
  };

  constructor(options: AlarmEngineOptions) {
    this.db = options.db;
    this.dialect = options.dialect;
    this.bus = options.bus;
    this.clock = options.clock ?? Date.now;
    this.log = options.log;
  }

  /** Subscribes to `readings.stored`. */
  start(): void {
    if (this.listening) return;
    this.bus.on('readings.stored', this.onReadings);
    this.listening = true;
  }

  /** Checks for silent points every `intervalMs` (30 s by default). */
  startStaleTimer(intervalMs = STALE_CHECK_INTERVAL_MS): void {
    this.stopStaleTimer();
    this.timer = setInterval(() => void this.checkStale(), intervalMs);
    this.timer.unref?.();
  }

  stopStaleTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Unsubscribes, stops the timer and waits for queued work to finish. */
  async stop(): Promise<void> {
    this.bus.off('readings.stored', this.onReadings);
    this.listening = false;
    this.stopStaleTimer();
    await this.idle();
  }

  /** Resolves once everything queued so far has been evaluated and persisted. */
  idle(): Promise<void> {
    return this.queue;
  }

  /** Evaluates a committed batch; resolves when its alarm changes are persisted and emitted. Never rejects. */
  process(readings: readonly StoredReading[]): Promise<void> {
    return this.enqueue(() => this.evaluate(readings));
  }

  /**
   * Raises stale alarms for silent points, clears them for points reporting again, and clears the alarms of points
   * whose checks were switched off. Runs on the timer; never rejects.
   */
  checkStale(): Promise<void> {
    this.scanPending ??= this.enqueue(async () => {
      this.scanPending = null;
      const now = this.clock();
      for (const change of await scanPoints(this.db, now)) {
        const pointId = change.config.owner.pointId;
        try {
          await this.persist(change.config, [change.transition]);
          const state = this.states.get(pointId);
          if (state) state.levels[change.transition.kind] = change.transition.to;
        } catch (error) {
          // One point's failure must not keep the others from being checked; the next scan retries it.
          this.log?.error({ err: error, pointId }, 'alarm scan failed for a point');
        }
      }
    });
    return this.scanPending;
  }

  /** Call after a point's thresholds or rule change: its settings are reloaded before its next reading. */
  invalidatePoint(pointId: string): void {
    const state = this.states.get(pointId);
    if (state) state.config = null;
  }

  /** Call after a project's severity names change. */
  invalidateProject(projectId: string): void {
    for (const state of this.states.values()) {
      if (state.config?.owner.projectId === projectId) state.config = null;
    }
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task).catch((error: unknown) => {
      this.log?.error({ err: error }, 'alarm engine task failed');
    });
    this.queue = run;
    return run;
  }

  private async evaluate(readings: readonly StoredReading[]): Promise<void> {
    const byPoint = new Map<string, StoredReading[]>();
    for (const reading of readings) {
      const list = byPoint.get(reading.pointId);
      if (list) list.push(reading);
      else byPoint.set(reading.pointId, [reading]);
    }
    for (const [pointId, list] of byPoint) {
      list.sort((a, b) => a.ts - b.ts);
      try {
        await this.evaluateOne(pointId, list);
      } catch (error) {
        // Memory may now be ahead of the database: forget the point so it is rebuilt from what was committed.
        this.states.delete(pointId);
        this.log?.error({ err: error, pointId }, 'alarm evaluation failed for a point');
      }
    }
  }

  private async evaluateOne(pointId: string, readings: StoredReading[]): Promise<void> {
    const state = await this.stateFor(pointId, readings);
    const config = state?.config;
    if (!state || !config) return;
    const { transitions, advanced } = evaluatePoint(state, config, readings);
    const now = this.clock();
    if (advanced && state.levels.stale > 0 && state.lastTs !== null && now - state.lastTs <= config.staleAfterMs) {
      state.levels.stale = 0;
      transitions.push({ kind: 'stale', to: 0, at: state.lastTs, value: null, threshold: null, direction: null, message: '' });
    }
    if (transitions.length > 0) await this.persist(config, transitions);
  }

  /** The point's state, hydrated on first use and its settings reloaded after an invalidation. */
  private async stateFor(pointId: string, batch: readonly StoredReading[]): Promise<PointState | null> {
    let state = this.states.get(pointId);
    if (!state) {
      const config = await loadPointConfig(this.db, pointId);
      if (!config) return null;
      state = emptyState(config.rule.debounceCount);
      state.config = config;
      state.configAt = this.clock();
      state.levels = await loadOpenLevels(this.db, pointId);
      state.lastTs = await newestBefore(
        this.db,
        pointId,
        batch.map((reading) => reading.ts),
      );
      this.states.set(pointId, state);
    } else if (!state.config || this.clock() - state.configAt > CONFIG_MAX_AGE_MS) {
      const config = await loadPointConfig(this.db, pointId);
      if (!config) {
        this.states.delete(pointId);
        return null;
      }
      state.config = config;
      state.configAt = this.clock();
      state.thresholdDebounce.setCount(config.rule.debounceCount);
      state.rateDebounce.setCount(config.rule.debounceCount);
    }
    await this.ensureRange(pointId, state, state.config as PointConfig);
    return state;
  }

  private async ensureRange(pointId: string, state: PointState, config: PointConfig): Promise<void> {
    if (config.rule.rateLimit === null || !config.active) {
      state.range = null;
      state.rangeWindowMs = null;
      return;
    }
    const windowMs = config.rule.rateWindowSeconds * 1000;
    if (state.range && state.rangeWindowMs === windowMs) return;
    state.range = await loadRange(this.db, pointId, state.lastTs, windowMs);
    state.rangeWindowMs = windowMs;
  }

  private async persist(config: PointConfig, transitions: readonly Transition[]): Promise<void> {
    const now = this.clock();
    const changes = await this.db.transaction().execute(async (trx) => {
      const done: AlarmChange[] = [];
      for (const transition of transitions) {
        const change = await applyTransition(trx, this.dialect, config.owner, transition, now);
        if (change) done.push(change);
      }
      return done;
    });
    for (const change of changes) {
      try {
        this.bus.emit('alarm.changed', { type: change.type, alarm: toAlarmDto(change.row, config.label, config.names) });
      } catch (error) {
        this.log?.error({ err: error }, 'an alarm.changed listener failed');
      }
    }
  }
}
