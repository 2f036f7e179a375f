import type { Kysely } from 'kysely';

// Indexes for the filters and orders of the common lists and of the per-request access checks, so their cost stays
// flat as the tables grow: the user directory (company or department, then sort order), the point list (project, then
// sort order), the open-alarm list (project, open, newest first), the projects of a member, and a page's elements.
const INDEXES: { name: string; table: string; columns: string[] }[] = [
  { name: 'users_organize_idx', table: 'users', columns: ['organize_id'] },
  { name: 'users_department_idx', table: 'users', columns: ['department_id'] },
  { name: 'users_sort_idx', table: 'users', columns: ['sort_code', 'id'] },
  { name: 'monitoring_point_project_sort_idx', table: 'monitoring_point', columns: ['project_id', 'sort_code', 'code'] },
  { name: 'alarm_project_open_raised_idx', table: 'alarm', columns: ['project_id', 'closed_at', 'raised_at'] },
  { name: 'project_member_user_idx', table: 'project_member', columns: ['user_id'] },
  { name: 'menu_element_menu_idx', table: 'menu_element', columns: ['menu_id', 'sort_code'] },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [...INDEXES].reverse()) await db.schema.dropIndex(index.name).ifExists().execute();
}
