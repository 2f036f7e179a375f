import type { Kysely } from 'kysely';

// Manual dam records (seed 001 section 7, workSeepage and workSeepageFlow): what an observer reads off a piezometer
// tube or a weir by hand, beside the automatic readings. One row per observation; the recorder and the times are the
// server's. The point's project and dam are copied in, so lists filter by project without a join per row.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dam_seepage_record')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('dam_id', 'text', (c) => c.notNull().references('dam.id').onDelete('cascade'))
    .addColumn('point_id', 'text', (c) => c.notNull().references('monitoring_point.id').onDelete('cascade'))
    .addColumn('observed_at', 'bigint', (c) => c.notNull())
    .addColumn('water_level', 'double precision') // m above the datum (tube reading)
    .addColumn('pressure', 'double precision') // kPa
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recorder_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dam_seepage_record_project_idx').on('dam_seepage_record').columns(['project_id', 'observed_at']).execute();
  await db.schema.createIndex('dam_seepage_record_point_idx').on('dam_seepage_record').columns(['point_id', 'observed_at']).execute();

  await db.schema
    .createTable('dam_seepage_flow_record')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('dam_id', 'text', (c) => c.notNull().references('dam.id').onDelete('cascade'))
    .addColumn('point_id', 'text', (c) => c.notNull().references('monitoring_point.id').onDelete('cascade'))
    .addColumn('observed_at', 'bigint', (c) => c.notNull())
    .addColumn('flow', 'double precision', (c) => c.notNull()) // L/s
    .addColumn('weir_head', 'double precision') // mm over the weir crest
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recorder_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dam_seepage_flow_record_project_idx')
    .on('dam_seepage_flow_record')
    .columns(['project_id', 'observed_at'])
    .execute();
  await db.schema
    .createIndex('dam_seepage_flow_record_point_idx')
    .on('dam_seepage_flow_record')
    .columns(['point_id', 'observed_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dam_seepage_flow_record').ifExists().execute();
  await db.schema.dropTable('dam_seepage_record').ifExists().execute();
}
