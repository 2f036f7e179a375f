import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { BillRuleTable } from '../db/tables/system-data';
import { refuse } from '../i18n/localized-error';
import { containsText, type Paging } from '../shell/list-query';
import type { BillRuleBody, BillRuleItem } from '../wire/bill-rule';
import { auditTimes } from './system-data-rows';

export type BillRuleRow = Selectable<BillRuleTable>;

export function toBillRuleItem(row: BillRuleRow): BillRuleItem {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    prefix: row.prefix,
    dateFormat: row.dateFormat,
    digit: row.digit,
    startNumber: Number(row.startNumber),
    resetCycle: row.resetCycle,
    outputNumber: row.outputNumber,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
    ...auditTimes(row),
  };
}

export async function requireBillRule(db: Db, id: string): Promise<BillRuleRow> {
  const row = await db.selectFrom('billRule').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw refuse('system-data.bill.missing');
  return row;
}

export async function listBillRules(db: Db, keyword: string | undefined, paging?: Paging, enabledOnly = false) {
  let query = db.selectFrom('billRule');
  if (keyword) query = query.where((eb) => eb.or([containsText('full_name', keyword), containsText('en_code', keyword)]));
  if (enabledOnly) query = query.where('enabledMark', '=', 1);
  const ordered = query.selectAll().orderBy('sortCode').orderBy('createdAt').orderBy('id');
  if (!paging) return { list: await ordered.execute(), total: -1 };
  const [list, count] = await Promise.all([
    ordered.limit(paging.pageSize).offset(paging.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(count.total) };
}

export function billRuleColumns(body: BillRuleBody) {
  return {
    fullName: body.fullName.trim(),
    enCode: body.enCode,
    prefix: body.prefix ?? '',
    dateFormat: body.dateFormat,
    digit: body.digit,
    startNumber: body.startNumber,
    resetCycle: body.resetCycle,
    sortCode: body.sortCode ?? 0,
    enabledMark: body.enabledMark ?? 1,
    description: body.description ?? '',
  };
}

export async function billCodeTaken(db: Db, enCode: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('billRule').select('id').where('enCode', '=', enCode);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
