import type { Kysely } from 'kysely';

// Work orders (issue 14): work-order forms share visualdev_base (kind 'workOrder'), job classes, question types,
// plans, orders with their status history, fill-in records, reported questions and patrol object trees.
// An order a plan created is unique per (plan, occurrence): the scheduler inserts ignoring a duplicate, so a restart or
// a second server never creates one twice.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('visualdev_base')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('form'))
    .execute();
  await db.schema.alterTable('visualdev_base').addColumn('order_type', 'text').execute();

  await db.schema
    .createTable('work_order_job_class')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('order_type', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text')
    .addColumn('is_safe', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('project_type_id', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint')
    .execute();

  await db.schema
    .createTable('work_order_question_type')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('classify_id', 'text')
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('work_order_plan')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('order_type', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text')
    .addColumn('template_id', 'text')
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('urgency', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('assignee_id', 'text')
    .addColumn('begin_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('schedule_detail', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    // Occurrences beginning up to here exist: the scheduler's cursor (the unique key below is what prevents twins).
    .addColumn('created_until', 'bigint')
    .addColumn('creator_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('stopped_at', 'bigint')
    .execute();
  await db.schema.createIndex('work_order_plan_state').on('work_order_plan').columns(['state', 'created_until']).execute();

  await db.schema
    .createTable('work_order')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('order_type', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text')
    .addColumn('template_id', 'text')
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('urgency', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('assignee_id', 'text')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('plan_id', 'text')
    // The plan's own begin of this occurrence; editOrderPlan moves begin_time, never this.
    .addColumn('occurrence_begin', 'bigint')
    .addColumn('begin_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint')
    .execute();
  await db.schema.createIndex('work_order_occurrence').on('work_order').columns(['plan_id', 'occurrence_begin']).unique().execute();
  await db.schema.createIndex('work_order_list').on('work_order').columns(['project_id', 'begin_time', 'id']).execute();
  await db.schema.createIndex('work_order_begin').on('work_order').columns(['begin_time', 'id']).execute();

  await db.schema
    .createTable('work_order_status_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('from_status', 'integer', (c) => c.notNull())
    .addColumn('to_status', 'integer', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('work_order_status_log_order').on('work_order_status_log').columns(['order_id', 'created_at']).execute();

  await db.schema
    .createTable('data_filling')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('template_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('project_id', 'text')
    .addColumn('filling_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('creator_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint')
    .execute();
  await db.schema.createIndex('data_filling_order').on('data_filling').columns(['order_id', 'template_id']).execute();
  await db.schema.createIndex('data_filling_template').on('data_filling').columns(['template_id', 'created_at']).execute();

  await db.schema
    .createTable('work_order_question')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('question_type_id', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('creator_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('work_order_question_project').on('work_order_question').columns(['project_id', 'created_at']).execute();

  await db.schema
    .createTable('inspection_content')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text')
    // The patrol object tree as JSON text: [{ inspectionName, selected, remark, children }].
    .addColumn('tree', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'inspection_content',
    'work_order_question',
    'data_filling',
    'work_order_status_log',
    'work_order',
    'work_order_plan',
    'work_order_question_type',
    'work_order_job_class',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('visualdev_base').dropColumn('order_type').execute();
  await db.schema.alterTable('visualdev_base').dropColumn('kind').execute();
}
