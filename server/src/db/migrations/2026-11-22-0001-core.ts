import type { Kysely } from 'kysely';

// Identity, organisation, menus, permissions, sessions and sign-in bookkeeping.
// Ids are text, times are epoch ms (bigint), flags are integers 0/1: the same on SQLite and PostgreSQL.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('organize')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.notNull()) // '-1' for a root company
    .addColumn('category', 'text', (c) => c.notNull()) // 'company' | 'department'
    .addColumn('en_code', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('project')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organize_id', 'text', (c) => c.notNull().references('organize.id'))
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('project_type_id', 'text', (c) => c.notNull())
    .addColumn('group_name', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('position')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organize_id', 'text', (c) => c.notNull().references('organize.id'))
    .addColumn('en_code', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('role')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account', 'text', (c) => c.notNull().unique()) // sub-accounts: '<mobile>@<parent account>'
    .addColumn('parent_id', 'text') // set for a sub-account
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('mobile_phone', 'text')
    .addColumn('email', 'text')
    .addColumn('head_icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('organize_id', 'text', (c) => c.notNull().references('organize.id'))
    .addColumn('department_id', 'text', (c) => c.references('organize.id'))
    .addColumn('position_id', 'text', (c) => c.references('position.id'))
    .addColumn('password_hash', 'text', (c) => c.notNull()) // scrypt of the console's MD5 hex, per-user salt
    .addColumn('is_administrator', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('zh_CN'))
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('classic'))
    .addColumn('portal_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_mobile_idx').on('users').column('mobile_phone').execute();

  await db.schema
    .createTable('user_role')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'text', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_role_pk', ['user_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('project_member')
    .addColumn('project_id', 'text', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_manager', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('project_member_pk', ['project_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('menu')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.notNull()) // '-1' for top level
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'integer', (c) => c.notNull()) // 1..8, see contract section 3
    .addColumn('url_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link_target', 'text', (c) => c.notNull().defaultTo('_self'))
    .addColumn('property_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('project_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // Buttons, columns, form fields and resources that a menu page exposes to permissions.
  await db.schema
    .createTable('menu_element')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('menu_id', 'text', (c) => c.notNull().references('menu.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull()) // 'button' | 'column' | 'form' | 'resource'
    .addColumn('en_code', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('menu_element_code_uq', ['menu_id', 'kind', 'en_code'])
    .execute();

  // A role's grants: a menu (item_kind 'menu') or one of its elements (item_kind = element kind).
  await db.schema
    .createTable('role_grant')
    .addColumn('role_id', 'text', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('item_kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_grant_pk', ['role_id', 'item_kind', 'item_id'])
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique()) // sha256 of the opaque token
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoked_reason', 'text') // 'logout' | 'forced' | 'replaced'
    .addColumn('ip_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo('pc'))
    .execute();
  await db.schema.createIndex('session_user_idx').on('session').column('user_id').execute();

  await db.schema
    .createTable('login_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text')
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull()) // 'password' | 'sms' | 'scan'
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('login_log_user_idx').on('login_log').columns(['user_id', 'at']).execute();

  // Failure counters per account and per address ('account:<name>' / 'ip:<addr>').
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .execute();

  await db.schema
    .createTable('captcha')
    .addColumn('key', 'text', (c) => c.primaryKey()) // the console's timestamp
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sms_code')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('sms_code_mobile_idx').on('sms_code').columns(['mobile', 'created_at']).execute();

  // The embedded SMS provider's outbox: what would have been sent.
  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('scan_ticket')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'integer', (c) => c.notNull()) // 0 waiting, 1 scanned, 2 done, -1 expired
    .addColumn('user_id', 'text')
    .addColumn('token', 'text') // handed out once, then cleared
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute();

  await db.schema
    .createTable('sys_config')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('column_setting')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('module_id', 'text', (c) => c.notNull())
    .addColumn('field_list', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('column_setting_pk', ['user_id', 'module_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'column_setting',
    'sys_config',
    'scan_ticket',
    'sms_outbox',
    'sms_code',
    'captcha',
    'login_throttle',
    'login_log',
    'session',
    'role_grant',
    'menu_element',
    'menu',
    'project_member',
    'user_role',
    'users',
    'role',
    'position',
    'project',
    'organize',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
