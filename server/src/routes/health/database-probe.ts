import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A health check must answer even when the database does not: past this the database counts as unreachable. */
const PROBE_TIMEOUT_MS = 1_000;
/** Checks within this long of the last one reuse its answer, so polling the health route never loads the database. */
const REUSE_MS = 1_000;

export interface DatabaseHealth {
  reachable: boolean;
  latencyMs: number;
  error?: string;
}

/** `select 1` with a timeout; the last answer is reused for a second and concurrent checks share one query. */
export function createDatabaseProbe(db: Db, now: () => number = Date.now) {
  let last: { at: number; health: DatabaseHealth } | null = null;
  let pending: Promise<DatabaseHealth> | null = null;

  async function probe(): Promise<DatabaseHealth> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
    });
    try {
      await Promise.race([sql`select 1`.execute(db), timeout]);
      return { reachable: true, latencyMs: performance.now() - started };
    } catch (error) {
      // Only the driver's own sentence: no stack, no connection string.
      const reason = error instanceof Error ? error.message.split('\n')[0]?.slice(0, 200) : 'unknown error';
      return { reachable: false, latencyMs: performance.now() - started, error: reason ?? 'unknown error' };
    } finally {
      clearTimeout(timer);
    }
  }

  return async function check(): Promise<DatabaseHealth> {
    if (last && now() - last.at < REUSE_MS) return last.health;
    pending ??= probe()
      .then((health) => {
        last = { at: now(), health };
        return health;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
