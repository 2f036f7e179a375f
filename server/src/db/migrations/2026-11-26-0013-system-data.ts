import type { Kysely } from 'kysely';

// System data (issue 12): dictionaries, data interfaces with their call log, print templates and bill rules.
// Codes are unique where a caller addresses a record by code (a dictionary type, a data interface, a print template,
// a bill rule) and unique per type for dictionary entries. Dictionary entries keep their type (restrict): deleting a
// type that still has entries is refused by the service, and the foreign key keeps that true for any other writer.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dictionary_type')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('is_tree', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint')
    .execute();
  await db.schema
    .createTable('dictionary_data')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dictionary_type_id', 'text', (c) => c.notNull().references('dictionary_type.id').onDelete('restrict'))
    .addColumn('parent_id', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint')
    .addUniqueConstraint('dictionary_data_code_unique', ['dictionary_type_id', 'en_code'])
    .execute();

  await db.schema
    .createTable('data_interface')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('category_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('data_type', 'integer', (c) => c.notNull()) // 1 SQL, 2 static JSON, 3 HTTP
    .addColumn('db_link_id', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('query', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('request_method', 'text', (c) => c.notNull().defaultTo('GET'))
    .addColumn('request_parameters', 'text', (c) => c.notNull().defaultTo('[]')) // JSON list of parameters
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint')
    .execute();
  await db.schema
    .createTable('data_interface_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('interface_id', 'text', (c) => c.notNull().references('data_interface.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('invoked_at', 'bigint', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('ok', 'integer', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip_address', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('data_interface_log_interface_idx')
    .on('data_interface_log')
    .columns(['interface_id', 'invoked_at'])
    .execute();

  await db.schema
    .createTable('print_template')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1)) // 1 flow, 2 form (the cached lists of seed 000 section 3)
    .addColumn('print_template', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint')
    .execute();

  await db.schema
    .createTable('bill_rule')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date_format', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('digit', 'integer', (c) => c.notNull())
    .addColumn('start_number', 'bigint', (c) => c.notNull())
    .addColumn('reset_cycle', 'text', (c) => c.notNull().defaultTo('none'))
    // The last sequence issued and the reset period it was issued in (null: none issued yet); one UPDATE moves both.
    .addColumn('current_number', 'bigint')
    .addColumn('current_period', 'text')
    .addColumn('output_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['bill_rule', 'print_template', 'data_interface_log', 'data_interface', 'dictionary_data', 'dictionary_type']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
