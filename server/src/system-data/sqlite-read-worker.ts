import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { refuse } from '../i18n/localized-error';

// better-sqlite3 runs a statement synchronously and cannot interrupt it, so a SQLite file database is read in a
// worker thread holding its own connection opened { readonly: true }: the main thread answers "timed out" after the
// limit and terminates the worker. (V8 stops the worker at the next return from SQLite, not mid-step: a statement
// still running finishes its step in the background; the fence's allow-lists keep such statements rare.)

const BETTER_SQLITE = createRequire(import.meta.url).resolve('better-sqlite3');

// Plain JavaScript evaluated by the worker: the same text works under tsx, vitest and a bundle.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.modulePath);
let db;
try {
  db = new Database(workerData.path, { readonly: true, fileMustExist: true });
  db.pragma('query_only = ON');
  const rows = db.prepare(workerData.text).all(...workerData.values);
  parentPort.postMessage({ rows });
} catch (error) {
  parentPort.postMessage({ error: String(error && error.message || error) });
} finally {
  if (db) db.close();
}
`;

export interface SqliteRead {
  path: string;
  text: string;
  values: unknown[];
  timeoutMs: number;
}

/** Runs one checked SELECT against a SQLite file in a read-only connection of its own, stopping it after timeoutMs. */
export function readSqliteFile(read: SqliteRead): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { modulePath: BETTER_SQLITE, path: read.path, text: read.text, values: read.values },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(refuse('system-data.fence.timeout', { ms: read.timeoutMs }));
    }, read.timeoutMs);
    worker.once('message', (message: { rows?: Record<string, unknown>[]; error?: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (message.rows) resolve(message.rows);
      else reject(refuse('system-data.fence.sql-failed', { reason: message.error ?? '' }));
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(refuse('system-data.fence.sql-failed', { reason: error.message }));
    });
  });
}
