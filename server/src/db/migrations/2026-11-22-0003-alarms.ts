import { sql, type Kysely } from 'kysely';

// The alarm engine: per-point thresholds and rule settings, per-project severity names, alarms with their log,
// and the sound-and-light switch. Runs after 0002-monitoring, whose monitoring_point rows these hang off.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alarm_severity_name')
    .addColumn('project_id', 'text', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('severity', 'integer', (c) => c.notNull()) // 1..4, 4 most serious
    .addColumn('code', 'text', (c) => c.notNull()) // blue | yellow | orange | red by default
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('alarm_severity_name_pk', ['project_id', 'severity'])
    .execute();

  await db.schema
    .createTable('point_threshold')
    .addColumn('point_id', 'text', (c) => c.notNull().references('monitoring_point.id').onDelete('cascade'))
    .addColumn('severity', 'integer', (c) => c.notNull())
    .addColumn('upper', 'double precision')
    .addColumn('lower', 'double precision')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addPrimaryKeyConstraint('point_threshold_pk', ['point_id', 'severity'])
    .execute();

  // One row only when a point departs from the defaults (see server/docs/alarms.md).
  await db.schema
    .createTable('point_alarm_rule')
    .addColumn('point_id', 'text', (c) => c.primaryKey().references('monitoring_point.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('debounce_count', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('hysteresis_mode', 'text', (c) => c.notNull().defaultTo('absolute')) // 'absolute' | 'fraction'
    .addColumn('hysteresis', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('rate_limit', 'double precision') // null: no rate-of-change alarm
    .addColumn('rate_window_seconds', 'integer', (c) => c.notNull().defaultTo(3600))
    .addColumn('rate_severity', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('stale_after_seconds', 'integer') // null: 3 x the expected interval, or 15 min
    .addColumn('stale_severity', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();

  await db.schema
    .createTable('alarm')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('point_id', 'text', (c) => c.notNull().references('monitoring_point.id').onDelete('cascade'))
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('dam_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // 'threshold' | 'rate' | 'stale'
    .addColumn('severity', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull()) // 'active' | 'cleared'
    .addColumn('acknowledged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('value', 'double precision')
    .addColumn('threshold', 'double precision') // the limit crossed (for rate alarms: the change limit)
    .addColumn('direction', 'text') // 'upper' | 'lower' | 'rise' | 'fall' | null
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('raised_at', 'bigint', (c) => c.notNull())
    .addColumn('cleared_at', 'bigint')
    .addColumn('closed_at', 'bigint') // set once cleared and acknowledged; null while the alarm needs attention
    .addColumn('ack_by_user_id', 'text')
    .addColumn('ack_by', 'text')
    .addColumn('ack_at', 'bigint')
    .addColumn('ack_comment', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // At most one open alarm per point and kind: the engine relies on it and a race cannot break it.
  await db.schema
    .createIndex('alarm_open_uq')
    .on('alarm')
    .columns(['point_id', 'kind'])
    .unique()
    .where(sql.ref('closed_at'), 'is', null)
    .execute();
  await db.schema.createIndex('alarm_project_raised_idx').on('alarm').columns(['project_id', 'raised_at']).execute();
  await db.schema.createIndex('alarm_project_closed_idx').on('alarm').columns(['project_id', 'closed_at']).execute();

  await db.schema
    .createTable('alarm_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('alarm_id', 'text', (c) => c.notNull().references('alarm.id').onDelete('cascade'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('severity', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('acknowledged', 'integer', (c) => c.notNull())
    .addColumn('value', 'double precision')
    .addColumn('user_id', 'text')
    .addColumn('user_name', 'text')
    .addColumn('comment', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('alarm_log_alarm_idx').on('alarm_log').columns(['alarm_id', 'revision']).execute();

  // The sound-and-light switch: scope 'global' or a project id.
  await db.schema
    .createTable('sound_light')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('channel_state', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['sound_light', 'alarm_log', 'alarm', 'point_alarm_rule', 'point_threshold', 'alarm_severity_name']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
