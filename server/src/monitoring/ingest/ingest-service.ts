import type { Db } from '../../db/database';
import type { ServerBus, StoredReading } from '../../lib/server-bus';
import { PointCache } from '../point-cache';
import { INGEST_LIMITS, type IngestResult, type ReadingInput, type Rejection, type ValidReading } from './ingest-types';
import { isRejection, validateReading, type ValidateContext } from './validate-reading';
import { insertReadings, isSqlite, upsertLatest } from './write-readings';

export interface IngestOptions {
  /**
   * Called with the projects of the valid readings before anything is written; throw (e.g. a 403 AppError)
   * to refuse the whole batch.
   */
  authorize?: (projectIds: ReadonlySet<string>) => void | Promise<void>;
  /** When true, one rejected reading means nothing is stored. Default false: valid readings are stored. */
  atomic?: boolean;
  /** Emit `readings.stored` after the commit. Default true; the simulator's history backfill turns it off. */
  notify?: boolean;
  /** Reads text times in this zone instead of each point's dam time zone. */
  timeZone?: string;
  now?: number;
}

/** The logger subset ingest uses (Fastify's logger fits). */
export interface ErrorLog {
  error(details: object, message: string): void;
}

export interface IngestService {
  readonly points: PointCache;
  /**
   * Validates and stores a batch: valid readings go in one transaction (idempotent on point and time), bad ones
   * are reported per reading and stored nowhere. After the commit, emits `readings.stored` once with the new rows.
   */
  ingest(inputs: readonly ReadingInput[], options?: IngestOptions): Promise<IngestResult>;
}

interface ValidationPass {
  valid: ValidReading[];
  rejected: Rejection[];
  rejectedCount: number;
  unknownPoints: number;
}

function validateAll(inputs: readonly ReadingInput[], context: ValidateContext): ValidationPass {
  const pass: ValidationPass = { valid: [], rejected: [], rejectedCount: 0, unknownPoints: 0 };
  for (let position = 0; position < inputs.length; position += 1) {
    const result = validateReading(inputs[position] as ReadingInput, position, context);
    if (!isRejection(result)) {
      pass.valid.push(result);
      continue;
    }
    pass.rejectedCount += 1;
    if (result.reason.startsWith('unknown monitoring point')) pass.unknownPoints += 1;
    if (pass.rejected.length < INGEST_LIMITS.listedRejections) pass.rejected.push(result);
  }
  return pass;
}

function byPointThenTime(a: ValidReading, b: ValidReading): number {
  if (a.point.id !== b.point.id) return a.point.id < b.point.id ? -1 : 1;
  return a.ts - b.ts || a.index - b.index;
}

function toStored(row: ValidReading): StoredReading {
  const stored: StoredReading = {
    pointId: row.point.id,
    damId: row.point.damId,
    projectId: row.point.projectId,
    ts: row.ts,
    value: row.value,
    quality: row.quality,
  };
  if (row.values) stored.values = row.values;
  return stored;
}

/**
 * The one ingest path: the readings route, file imports, the simulator and the benchmark all call it.
 * Validation uses the in-memory point cache, so per-batch work is O(batch) plus O(points touched).
 */
export function createIngestService(db: Db, bus: ServerBus, options: { points?: PointCache; log?: ErrorLog } = {}): IngestService {
  const points = options.points ?? new PointCache(db);
  const sqlite = isSqlite(db);

  async function ingest(inputs: readonly ReadingInput[], opts: IngestOptions = {}): Promise<IngestResult> {
    const now = opts.now ?? Date.now();
    let pass = validateAll(inputs, { points: await points.resolve(), now, timeZone: opts.timeZone });
    if (pass.unknownPoints > 0) {
      const fresher = await points.reloadAfterMiss();
      if (fresher) pass = validateAll(inputs, { points: fresher, now, timeZone: opts.timeZone });
    }
    const { valid, rejected, rejectedCount } = pass;
    const outcome = { received: inputs.length, rejected, rejectedCount };
    if (valid.length === 0 || (opts.atomic && rejectedCount > 0)) {
      return { ...outcome, accepted: 0, duplicates: 0, committed: false };
    }
    if (opts.authorize) await opts.authorize(new Set(valid.map((row) => row.point.projectId)));

    valid.sort(byPointThenTime);
    const unique: ValidReading[] = [];
    for (const row of valid) {
      const last = unique[unique.length - 1];
      if (!last || last.point.id !== row.point.id || last.ts !== row.ts) unique.push(row);
    }
    const stored = await db.transaction().execute(async (trx) => {
      const fresh = await insertReadings(trx, sqlite, unique);
      await upsertLatest(trx, sqlite, fresh, now);
      return fresh;
    });
    if (stored.length > 0 && opts.notify !== false) {
      // Listeners must not throw, but a faulty one must not turn a committed batch into an error either.
      try {
        bus.emit('readings.stored', stored.map(toStored));
      } catch (error) {
        options.log?.error({ err: error }, 'a readings.stored listener failed');
      }
    }
    return { ...outcome, accepted: stored.length, duplicates: valid.length - stored.length, committed: true };
  }

  return { points, ingest };
}
