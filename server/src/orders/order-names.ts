import type { Db } from '../db/database';

// Display names an order or plan shows beside its ids (project, people, job class, form), read in four queries for a
// whole page of rows. A name that no longer resolves shows as ''.

export interface NameLookup {
  project(id: string | null): string;
  user(id: string | null): string;
  jobClass(id: string | null): string;
  form(id: string | null): string;
}

interface NamedRefs {
  projectId: string | null;
  assigneeId?: string | null;
  creatorUserId?: string | null;
  categoryId?: string | null;
  templateId?: string | null;
}

const distinct = (values: (string | null | undefined)[]) => [...new Set(values.filter((value): value is string => !!value))];

async function namesOf(ids: string[], read: (ids: string[]) => Promise<{ id: string; name: string }[]>) {
  return new Map(ids.length === 0 ? [] : (await read(ids)).map((row) => [row.id, row.name]));
}

export async function lookupNames(db: Db, rows: readonly NamedRefs[]): Promise<NameLookup> {
  const [projects, users, classes, forms] = await Promise.all([
    namesOf(distinct(rows.map((row) => row.projectId)), (ids) =>
      db.selectFrom('project').select(['id', 'fullName as name']).where('id', 'in', ids).execute(),
    ),
    namesOf(distinct(rows.flatMap((row) => [row.assigneeId, row.creatorUserId])), (ids) =>
      db.selectFrom('users').select(['id', 'realName as name']).where('id', 'in', ids).execute(),
    ),
    namesOf(distinct(rows.map((row) => row.categoryId)), (ids) =>
      db.selectFrom('workOrderJobClass').select(['id', 'fullName as name']).where('id', 'in', ids).execute(),
    ),
    namesOf(distinct(rows.map((row) => row.templateId)), (ids) =>
      db.selectFrom('visualdevBase').select(['id', 'fullName as name']).where('id', 'in', ids).execute(),
    ),
  ]);
  const from = (map: Map<string, string>) => (id: string | null) => (id ? (map.get(id) ?? '') : '');
  return { project: from(projects), user: from(users), jobClass: from(classes), form: from(forms) };
}
