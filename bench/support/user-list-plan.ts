import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../../server/src/db/schema';
import { listUsers } from '../../server/src/shell/user-directory';
import { median } from './median';

// Where the user list's time goes in the database: the server's own listUsers (shell/user-directory.ts) run in this
// process on the bench's SQLite file (read-only, beside the running server), each statement it sends timed and
// shown with SQLite's plan. The HTTP figures include this plus the route, the permission checks and the wire.

export interface StatementCost {
  sql: string;
  parameters: readonly unknown[];
  /** Median over the runs, ms. */
  ms: number;
  plan: string[];
}

export interface ListCost {
  /** Median of the whole listUsers call, ms. */
  totalMs: number;
  total: number;
  statements: StatementCost[];
}

/** The first page (20, the directory's default order) as an administrator (data scope 'all') sees it, `runs` times. */
export async function userListCost(dbPath: string, keyword: string | undefined, runs: number): Promise<ListCost> {
  const sqlite = new SQLite(dbPath, { readonly: true });
  const timings = new Map<string, { parameters: readonly unknown[]; ms: number[] }>();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
    log: (event) => {
      if (event.level !== 'query') return;
      const entry = timings.get(event.query.sql) ?? { parameters: event.query.parameters, ms: [] };
      entry.ms.push(event.queryDurationMillis);
      timings.set(event.query.sql, entry);
    },
  });
  try {
    const totals: number[] = [];
    let total = 0;
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      const page = await listUsers(db, {
        keyword,
        searchMobile: true,
        sort: { field: 'sortCode', direction: 'asc' },
        paging: { currentPage: 1, pageSize: 20, offset: 0 },
      });
      totals.push(performance.now() - started);
      total = page.total;
    }
    const statements = [...timings].map(([sql, { parameters, ms }]) => ({
      sql,
      parameters,
      ms: median(ms),
      plan: (sqlite.prepare(`explain query plan ${sql}`).all(...(parameters as unknown[])) as { detail: string }[]).map(
        (row) => row.detail,
      ),
    }));
    return { totalMs: median(totals), total, statements };
  } finally {
    await db.destroy();
  }
}

/** The costs as report lines: one per statement (its median and its start) and its plan beneath. */
export function describeCost(label: string, cost: ListCost): string[] {
  const lines = [`${label}: listUsers median ${cost.totalMs.toFixed(1)} ms, ${cost.total} matching`];
  for (const statement of cost.statements) {
    lines.push(`  ${statement.ms.toFixed(1)} ms  ${statement.sql.replace(/\s+/g, ' ').slice(0, 110)}...`);
    for (const step of statement.plan) lines.push(`      ${step}`);
  }
  return lines;
}
