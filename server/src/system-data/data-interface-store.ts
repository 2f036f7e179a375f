import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { DataInterfaceTable } from '../db/tables/system-data';
import { refuse } from '../i18n/localized-error';
import { containsText } from '../shell/list-query';
import type { Paging } from '../shell/list-query';
import type { DataInterfaceBody, DataInterfaceItem, DataInterfaceParameter } from '../wire/data-interface';
import { auditTimes } from './system-data-rows';

export type DataInterfaceRow = Selectable<DataInterfaceTable>;

export function toDataInterfaceItem(row: DataInterfaceRow): DataInterfaceItem {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    categoryId: row.categoryId,
    dataType: row.dataType,
    dbLinkId: row.dbLinkId,
    query: row.query,
    path: row.path,
    requestMethod: row.requestMethod,
    requestParameters: row.requestParameters,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
    ...auditTimes(row),
  };
}

/** The stored parameter list; a row written by hand that no longer parses reads as none. */
export function storedParameters(row: Pick<DataInterfaceRow, 'requestParameters'>): DataInterfaceParameter[] {
  try {
    const parsed = JSON.parse(row.requestParameters) as unknown;
    return Array.isArray(parsed) ? (parsed as DataInterfaceParameter[]) : [];
  } catch {
    return [];
  }
}

export async function findDataInterface(db: Db, id: string): Promise<DataInterfaceRow | undefined> {
  return db.selectFrom('dataInterface').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function requireDataInterface(db: Db, id: string): Promise<DataInterfaceRow> {
  const row = await findDataInterface(db, id);
  if (!row) throw refuse('system-data.interface.missing');
  return row;
}

export interface DataInterfaceFilter {
  keyword?: string | undefined;
  categoryId?: string | undefined;
  dataType?: number | undefined;
  enabledOnly?: boolean;
}

export async function listDataInterfaces(db: Db, filter: DataInterfaceFilter, paging?: Paging) {
  let query = db.selectFrom('dataInterface');
  if (filter.keyword) {
    const keyword = filter.keyword;
    query = query.where((eb) => eb.or([containsText('full_name', keyword), containsText('en_code', keyword)]));
  }
  if (filter.categoryId) query = query.where('categoryId', '=', filter.categoryId);
  if (filter.dataType) query = query.where('dataType', '=', filter.dataType);
  if (filter.enabledOnly) query = query.where('enabledMark', '=', 1);
  const ordered = query.selectAll().orderBy('sortCode').orderBy('createdAt').orderBy('id');
  if (!paging) return { list: await ordered.execute(), total: -1 };
  const [list, count] = await Promise.all([
    ordered.limit(paging.pageSize).offset(paging.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(count.total) };
}

/** The stored columns of a body (the fence has already accepted it). */
export function dataInterfaceColumns(body: DataInterfaceBody, parameters: DataInterfaceParameter[]) {
  return {
    fullName: body.fullName.trim(),
    enCode: body.enCode,
    categoryId: body.categoryId ?? '',
    dataType: body.dataType,
    dbLinkId: body.dbLinkId ?? '0',
    query: body.query ?? '',
    path: body.path ?? '',
    requestMethod: body.requestMethod ?? 'GET',
    requestParameters: JSON.stringify(parameters),
    sortCode: body.sortCode ?? 0,
    enabledMark: body.enabledMark ?? 1,
    description: body.description ?? '',
  };
}

export async function codeTaken(db: Db, enCode: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('dataInterface').select('id').where('enCode', '=', enCode);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
