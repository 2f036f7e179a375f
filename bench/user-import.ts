// Issue 12, "Measure": importing 10,000 people. One server on its own SQLite file, seeded, then stopped and filled
// with USER_IMPORT_PEOPLE people (default 100,000, the size the user list is measured at; bench/support/
// user-population.ts), then started again. USER_IMPORT_ROWS people (default 10,000) go through the real import call
// in .xlsx files filled from the server's own template, at most 5,000 rows each (the server's limit), timed from
// sending each file to its parsed answer. Baseline, measured in the same run: the very rows the import stored,
// inserted by better-sqlite3 into a copy of the database taken before the import, in one transaction through a
// prepared statement, with one password hash for all (no checks, no parsing, no hashing): what writing the rows alone
// costs. Prints rows/s of both and their ratio.
// BENCH_PORT (default 8782), BENCH_SERVER=source and BENCH_NODE_ARGS as for every bench.
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { hashPassword, md5Hex } from '../server/src/auth/passwords';
import { newId } from '../server/src/lib/ids';
import { report } from './support/report';
import { ensureServerBuilt, signIn, startServer, tempDbPath } from './support/server-process';
import { importPlaces, importWorkbook, uploadImport } from './support/user-import-file';
import { insertPeople } from './support/user-population';

const PORT = Number(process.env.BENCH_PORT ?? 8782);
const PEOPLE = Number(process.env.USER_IMPORT_PEOPLE ?? 100_000);
const IMPORT_ROWS = Number(process.env.USER_IMPORT_ROWS ?? 10_000);
const FILE_ROWS = 5_000;
const ADMIN_PASSWORD = process.env.SLUICE_ADMIN_PASSWORD ?? 'Sluice2026admin';

const COLUMNS = ['account', 'real_name', 'mobile_phone', 'email', 'organize_id', 'department_id', 'position_id', 'enabled_mark'];

/** The stored rows of the imported people, to write again as the baseline. */
function importedRows(dbPath: string, since: number): Record<string, unknown>[] {
  const sqlite = new SQLite(dbPath, { readonly: true });
  try {
    return sqlite.prepare(`select ${COLUMNS.join(', ')} from users where created_at >= ? order by account`).all(since) as Record<
      string,
      unknown
    >[];
  } finally {
    sqlite.close();
  }
}

/** Inserts `rows` into the users table of `dbPath` in one transaction; answers the time taken in ms. */
async function plainInsert(dbPath: string, rows: Record<string, unknown>[]): Promise<number> {
  const passwordHash = await hashPassword(md5Hex('Sluice2026bench'), 1024);
  const sqlite = new SQLite(dbPath);
  try {
    const insert = sqlite.prepare(
      `insert into users (id, ${COLUMNS.join(', ')}, password_hash, sort_code, created_at)
       values (?, ${COLUMNS.map(() => '?').join(', ')}, ?, 0, ?)`,
    );
    const started = performance.now();
    sqlite.transaction(() => {
      const now = Date.now();
      for (const row of rows) insert.run(newId(), ...COLUMNS.map((column) => row[column]), passwordHash, now);
    })();
    return performance.now() - started;
  } finally {
    sqlite.close();
  }
}

ensureServerBuilt();
const dbPath = tempDbPath('user-import');
const figures: Record<string, number | string> = {};
let failed = false;

const seeding = await startServer({ port: PORT, dbPath });
await seeding.stop();
if (PEOPLE > 0) await insertPeople(dbPath, PEOPLE);
const baselinePath = dbPath.replace(/\.db$/, '-baseline.db');
fs.copyFileSync(dbPath, baselinePath);

const server = await startServer({ port: PORT, dbPath });
const importStarted = Date.now();
let importMs = 0;
let created = 0;
try {
  const headers = { Authorization: await signIn(server.url, 'admin', ADMIN_PASSWORD), 'jnpf-origin': 'pc' };
  const places = importPlaces(dbPath);
  for (let first = 0; first < IMPORT_ROWS; first += FILE_ROWS) {
    const rows = Math.min(FILE_ROWS, IMPORT_ROWS - first);
    // Numbered after the inserted people, so no account is taken.
    const file = await importWorkbook(server.url, headers, places, PEOPLE + first, rows);
    const answer = await uploadImport(server.url, headers, file, `users-${first}.xlsx`);
    if (answer.code !== 200) throw new Error(`import answered ${answer.code}: ${answer.msg}`);
    figures[`file ${first / FILE_ROWS + 1}: rows / KB / ms`] = `${rows} / ${Math.round(file.length / 1024)} / ${Math.round(answer.ms)}`;
    importMs += answer.ms;
    created += answer.created;
  }
} finally {
  await server.stop();
}
if (created !== IMPORT_ROWS) failed = true;

const rows = importedRows(dbPath, importStarted);
const insertMs = await plainInsert(baselinePath, rows);
const importRate = created / (importMs / 1000);
const insertRate = rows.length / (insertMs / 1000);
figures['people already there'] = PEOPLE;
figures['import: people created'] = created;
figures['import: total ms'] = Math.round(importMs);
figures['import: rows/s'] = Math.round(importRate);
figures['baseline plain insert: rows / ms'] = `${rows.length} / ${Math.round(insertMs)}`;
figures['baseline plain insert: rows/s'] = Math.round(insertRate);
figures['import / plain insert (rows/s ratio)'] = Number((importRate / insertRate).toFixed(3));
figures['database file'] = dbPath;
report('user-import', figures);
process.exitCode = failed ? 1 : 0;
