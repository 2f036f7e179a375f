import type { Db } from '../db/database';
import type { PointChannel, PointType } from '../db/tables/monitoring';
import { parseChannels } from './point-channels';

/** What ingest needs to know about a point, held in memory so validating a row costs one map lookup. */
export interface CachedPoint {
  id: string;
  code: string;
  name: string;
  projectId: string;
  damId: string;
  type: PointType;
  unit: string;
  channels: PointChannel[];
  channelKeys: ReadonlySet<string>;
  rangeMin: number | null;
  rangeMax: number | null;
  enabled: boolean;
  /** The dam's time zone: local times in files are read in it. */
  timeZone: string;
}

export interface PointIndex {
  byId: ReadonlyMap<string, CachedPoint>;
  byCode: ReadonlyMap<string, CachedPoint>;
}

export interface PointCacheOptions {
  /** Reload at least this often, so points changed by another process show up. */
  maxAgeMs?: number;
  /** A lookup that misses reloads, but not more often than this (unknown ids must not hammer the database). */
  missReloadMs?: number;
  now?: () => number;
}

async function loadIndex(db: Db): Promise<PointIndex> {
  const rows = await db
    .selectFrom('monitoringPoint')
    .innerJoin('dam', 'dam.id', 'monitoringPoint.damId')
    .select([
      'monitoringPoint.id',
      'monitoringPoint.code',
      'monitoringPoint.name',
      'monitoringPoint.projectId',
      'monitoringPoint.damId',
      'monitoringPoint.type',
      'monitoringPoint.unit',
      'monitoringPoint.channels',
      'monitoringPoint.rangeMin',
      'monitoringPoint.rangeMax',
      'monitoringPoint.enabledMark',
      'dam.timeZone',
    ])
    .execute();
  const byId = new Map<string, CachedPoint>();
  const byCode = new Map<string, CachedPoint>();
  for (const row of rows) {
    const channels = parseChannels(row.channels);
    const point: CachedPoint = {
      id: row.id,
      code: row.code,
      name: row.name,
      projectId: row.projectId,
      damId: row.damId,
      type: row.type,
      unit: row.unit,
      channels,
      channelKeys: new Set(channels.map((channel) => channel.key)),
      rangeMin: row.rangeMin,
      rangeMax: row.rangeMax,
      enabled: row.enabledMark === 1,
      timeZone: row.timeZone,
    };
    byId.set(point.id, point);
    byCode.set(point.code, point);
  }
  return { byId, byCode };
}

/**
 * In-memory index of every monitoring point with its dam's time zone. Loaded lazily, reloaded after
 * `invalidate()` (called on every point change), when older than `maxAgeMs`, and on a miss at most every
 * `missReloadMs`. The whole table is small (thousands of rows), so one query reloads it.
 */
export class PointCache {
  private index: PointIndex | null = null;
  private loadedAt = 0;
  private loading: Promise<PointIndex> | null = null;
  private generation = 0;
  private readonly maxAgeMs: number;
  private readonly missReloadMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: PointCacheOptions = {},
  ) {
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.missReloadMs = options.missReloadMs ?? 2_000;
    this.now = options.now ?? Date.now;
  }

  invalidate(): void {
    this.index = null;
    this.generation += 1;
  }

  /** The index, reloaded first when invalidated or older than `maxAgeMs`. */
  async resolve(): Promise<PointIndex> {
    return this.index && this.now() - this.loadedAt < this.maxAgeMs ? this.index : this.reload();
  }

  /**
   * After a lookup missed: a fresh index when the last load is older than `missReloadMs` (a point may just have
   * been added), otherwise null, so a stream of unknown ids costs at most one query per interval.
   */
  async reloadAfterMiss(): Promise<PointIndex | null> {
    if (this.index && this.now() - this.loadedAt < this.missReloadMs) return null;
    return this.reload();
  }

  private reload(): Promise<PointIndex> {
    // Concurrent callers share one query; a load that an invalidate() overtook is used once but not kept.
    const generation = this.generation;
    this.loading ??= loadIndex(this.db)
      .then((index) => {
        if (generation === this.generation) {
          this.index = index;
          this.loadedAt = this.now();
        }
        return index;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
