import type { Db } from '../db/database';
import { newId } from '../lib/ids';
import type { CockpitLayouts, CockpitWidget } from '../wire/cockpit';
import { cockpitDb, type CockpitLayoutRow } from './cockpit-table';

// The cockpit_layout table's reads and writes: plain functions on a Kysely handle. Who may do what is the routes' call.

export interface LayoutContent {
  name: string;
  widgets: CockpitWidget[];
  layouts: CockpitLayouts;
}

const contentColumns = (content: LayoutContent) => ({
  name: content.name,
  widgets: JSON.stringify(content.widgets),
  layouts: JSON.stringify(content.layouts),
});

/** The project's published default, if any. */
export async function findPublished(db: Db, projectId: string): Promise<CockpitLayoutRow | undefined> {
  return cockpitDb(db)
    .selectFrom('cockpitLayout')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('scope', '=', 'project')
    .executeTakeFirst();
}

/** One user's own layouts of a project, the most recently saved first. */
export async function listOwn(db: Db, projectId: string, ownerId: string): Promise<CockpitLayoutRow[]> {
  return cockpitDb(db)
    .selectFrom('cockpitLayout')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('ownerId', '=', ownerId)
    .where('scope', '=', 'user')
    .orderBy('updatedAt', 'desc')
    .orderBy('id')
    .execute();
}

export async function findLayout(db: Db, id: string): Promise<CockpitLayoutRow | undefined> {
  return cockpitDb(db).selectFrom('cockpitLayout').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertOwnLayout(db: Db, projectId: string, ownerId: string, content: LayoutContent): Promise<CockpitLayoutRow> {
  const now = Date.now();
  const row: CockpitLayoutRow = {
    id: newId(),
    projectId,
    ownerId,
    scope: 'user',
    ...contentColumns(content),
    createdAt: now,
    updatedAt: now,
  };
  await cockpitDb(db).insertInto('cockpitLayout').values(row).execute();
  return row;
}

export async function updateLayout(db: Db, row: CockpitLayoutRow, content: LayoutContent): Promise<CockpitLayoutRow> {
  const changed = { ...contentColumns(content), updatedAt: Date.now() };
  await cockpitDb(db).updateTable('cockpitLayout').set(changed).where('id', '=', row.id).execute();
  return { ...row, ...changed };
}

export async function deleteLayout(db: Db, id: string): Promise<void> {
  await cockpitDb(db).deleteFrom('cockpitLayout').where('id', '=', id).execute();
}

/** Withdraws the project's published default: the built-in layout is the default again. */
export async function unpublish(db: Db, projectId: string): Promise<void> {
  await cockpitDb(db).deleteFrom('cockpitLayout').where('projectId', '=', projectId).where('scope', '=', 'project').execute();
}

/**
 * Makes a copy of `source` the project's default, replacing the previous one in one transaction (the unique index
 * allows one per project). A copy, so the publisher's own layout stays his to edit without changing everyone's wall.
 */
export async function publishLayout(db: Db, source: CockpitLayoutRow, publisherId: string): Promise<CockpitLayoutRow> {
  const now = Date.now();
  const published: CockpitLayoutRow = {
    id: newId(),
    projectId: source.projectId,
    ownerId: publisherId,
    scope: 'project',
    name: source.name,
    widgets: source.widgets,
    layouts: source.layouts,
    createdAt: now,
    updatedAt: now,
  };
  await db.transaction().execute(async (trx) => {
    const tables = cockpitDb(trx);
    await tables.deleteFrom('cockpitLayout').where('projectId', '=', source.projectId).where('scope', '=', 'project').execute();
    await tables.insertInto('cockpitLayout').values(published).execute();
  });
  return published;
}
