import { SqliteAdapter, sql, type Kysely } from 'kysely';

// The monitoring model: dams (and sluice/weir stations) owned by projects, their monitoring points, the readings
// and the newest reading per point. Thresholds and alarms live in 0003-alarms.
export async function up(db: Kysely<any>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  await db.schema
    .createTable('dam')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dam_type', 'text', (c) => c.notNull()) // earth-rockfill | concrete-gravity | arch | sluice | weir
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    // Characteristic levels in metres above the datum; null where a structure has none.
    .addColumn('crest_elevation', 'double precision')
    .addColumn('crest_length', 'double precision')
    .addColumn('max_height', 'double precision')
    .addColumn('normal_pool_level', 'double precision')
    .addColumn('flood_limit_level', 'double precision')
    .addColumn('design_flood_level', 'double precision')
    .addColumn('check_flood_level', 'double precision')
    .addColumn('dead_level', 'double precision')
    .addColumn('total_capacity', 'double precision') // million m3
    // The loggers' clock: local times in imported files are read in this zone.
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Asia/Shanghai'))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dam_project_idx').on('dam').column('project_id').execute();

  await db.schema
    .createTable('monitoring_point')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('dam_id', 'text', (c) => c.notNull().references('dam.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    // water-level | rainfall | seepage-flow | osmotic-pressure | surface-displacement | deep-displacement
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('instrument', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'text', (c) => c.notNull())
    // JSON list of the named values a reading may carry: [{ key, label, unit, depth? }]; '[]' for single-value points.
    .addColumn('channels', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('elevation', 'double precision')
    .addColumn('section', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    // The instrument's measuring range: readings outside it are stored with quality 1 (suspect).
    .addColumn('range_min', 'double precision')
    .addColumn('range_max', 'double precision')
    .addColumn('interval_seconds', 'integer', (c) => c.notNull().defaultTo(300))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('monitoring_point_project_type_idx').on('monitoring_point').columns(['project_id', 'type']).execute();
  await db.schema.createIndex('monitoring_point_dam_idx').on('monitoring_point').column('dam_id').execute();

  // The primary key is the idempotency key and the "range per point" index at once. On SQLite the table is
  // clustered on it (WITHOUT ROWID), so a range read is one sequential scan. No foreign key: the point cache
  // validates every row before insert, and a per-row key check cost up to a third of insert throughput.
  const reading = db.schema
    .createTable('reading')
    .addColumn('point_id', 'text', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('values_json', 'text') // JSON object of channel values, null for single-value points
    .addColumn('quality', 'integer', (c) => c.notNull().defaultTo(0)) // 0 good, 1 suspect, 2 bad
    .addPrimaryKeyConstraint('reading_pk', ['point_id', 'ts']);
  await (isSqlite ? reading.modifyEnd(sql`without rowid`) : reading).execute();

  // The newest reading per point, so "latest for every point" costs O(points) whatever the history holds.
  await db.schema
    .createTable('latest_reading')
    .addColumn('point_id', 'text', (c) => c.primaryKey().references('monitoring_point.id').onDelete('cascade'))
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('values_json', 'text')
    .addColumn('quality', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['latest_reading', 'reading', 'monitoring_point', 'dam']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
