import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { Database } from './schema';

export type TableName = keyof Database;

/** Any write this process sends (insert, update, delete, raw SQL that writes) changes the versions it touches. */
const RAW_WRITE = /^\s*(insert|update|delete|replace|upsert|merge|truncate|drop|alter)\b/i;
/**
 * On PostgreSQL another connection may read between a write and its transaction's commit and cache what it saw;
 * one more bump this long after the last write retires such an entry. SQLite runs on one connection, where a
 * transaction holds it to the end, so there the bump after the statement is already enough.
 */
const LATE_BUMP_MS = 1_000;

/** Table names as Kysely writes them before or after CamelCasePlugin: `role_grant` and `roleGrant` are one table. */
const normalise = (name: string) => name.replaceAll('_', '').toLowerCase();

function tablesIn(node: unknown, found: Set<string>): void {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const item of node) tablesIn(item, found);
    return;
  }
  const record = node as { kind?: string; table?: { identifier?: { name?: string } } };
  if (record.kind === 'TableNode' && typeof record.table?.identifier?.name === 'string') {
    found.add(normalise(record.table.identifier.name));
    return;
  }
  for (const value of Object.values(record)) tablesIn(value, found);
}

/** The tables a query writes, 'all' for raw SQL that writes (its tables are not parsed), null for a read. */
export function writtenTables(node: RootOperationNode): Set<string> | 'all' | null {
  const found = new Set<string>();
  switch (node.kind) {
    case 'InsertQueryNode':
      tablesIn(node.into, found);
      return found;
    case 'UpdateQueryNode':
      tablesIn(node.table, found);
      return found;
    case 'DeleteQueryNode':
      tablesIn(node.from, found);
      return found;
    case 'RawNode':
      return RAW_WRITE.test(node.sqlFragments[0] ?? '') ? 'all' : null;
    default:
      return null;
  }
}

/**
 * A Kysely plugin that counts the writes to each table, so caches of rarely changing tables (grants, menus, site
 * settings) know when to reload without being told by every route that writes. A cache stamps an entry with
 * `version(tables)` and trusts it while the version is unchanged. Queries sent as precompiled SQL
 * (`db.executeQuery(CompiledQuery.raw(...))`) bypass plugins: only the readings ingest does that, and no cache
 * watches the reading tables. Memory: one counter per table written, a fixed set.
 */
export class TableWrites implements KyselyPlugin {
  private readonly counters = new Map<string, number>();
  private everything = 0;
  private readonly pending = new WeakMap<object, Set<string> | 'all'>();
  private lateBump: NodeJS.Timeout | null = null;
  private readonly lateTables = new Set<string>();
  private lateAll = false;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(args.node);
    if (tables !== null && (tables === 'all' || tables.size > 0)) {
      this.bump(tables);
      this.pending.set(args.queryId, tables);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.pending.get(args.queryId);
    if (tables !== undefined) {
      this.bump(tables);
      this.scheduleLateBump(tables);
    }
    return args.result;
  }

  /** Changes whenever one of these tables is written; compare it, never compute with it. */
  version(tables: readonly TableName[]): number {
    let sum = this.everything;
    for (const table of tables) sum += this.counters.get(normalise(table)) ?? 0;
    return sum;
  }

  /** Stops the late bump timer (the database is closing). */
  dispose(): void {
    if (this.lateBump) clearTimeout(this.lateBump);
    this.lateBump = null;
  }

  private bump(tables: Set<string> | 'all'): void {
    if (tables === 'all') {
      this.everything += 1;
      return;
    }
    for (const table of tables) this.counters.set(table, (this.counters.get(table) ?? 0) + 1);
  }

  private scheduleLateBump(tables: Set<string> | 'all'): void {
    if (tables === 'all') this.lateAll = true;
    else for (const table of tables) this.lateTables.add(table);
    if (this.lateBump) return;
    this.lateBump = setTimeout(() => {
      this.lateBump = null;
      if (this.lateAll) this.bump('all');
      else this.bump(new Set(this.lateTables));
      this.lateAll = false;
      this.lateTables.clear();
    }, LATE_BUMP_MS);
    this.lateBump.unref();
  }
}

const registry = new WeakMap<object, TableWrites>();

/** Ties a database handle to its write counter (openDatabase does this). */
export function registerTableWrites(db: object, writes: TableWrites): void {
  registry.set(db, writes);
}

/** The write counter of a database handle; undefined for a transaction or a handle not made by openDatabase. */
export function tableWritesOf(db: object): TableWrites | undefined {
  return registry.get(db);
}
