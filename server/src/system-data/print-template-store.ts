import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { PrintTemplateTable } from '../db/tables/system-data';
import { refuse } from '../i18n/localized-error';
import { containsText, type Paging } from '../shell/list-query';
import type { PrintField, PrintTemplateBody, PrintTemplateItem } from '../wire/print-template';
import { sanitizeTemplate } from './print-sanitize';
import { auditTimes } from './system-data-rows';

export type PrintTemplateRow = Selectable<PrintTemplateTable>;

export function toPrintTemplateItem(row: PrintTemplateRow): PrintTemplateItem {
  const { createdAt: _c, updatedAt: _u, creatorUserId: _creator, ...rest } = row;
  return { ...rest, ...auditTimes(row) };
}

export async function requirePrintTemplate(db: Db, id: string): Promise<PrintTemplateRow> {
  const row = await db.selectFrom('printTemplate').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw refuse('system-data.print.missing');
  return row;
}

export interface PrintTemplateFilter {
  keyword?: string | undefined;
  category?: string | undefined;
  type?: number | undefined;
  enabledOnly?: boolean;
}

export async function listPrintTemplates(db: Db, filter: PrintTemplateFilter, paging?: Paging) {
  let query = db.selectFrom('printTemplate');
  const keyword = filter.keyword;
  if (keyword) query = query.where((eb) => eb.or([containsText('full_name', keyword), containsText('en_code', keyword)]));
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.enabledOnly) query = query.where('enabledMark', '=', 1);
  const ordered = query.selectAll().orderBy('sortCode').orderBy('createdAt').orderBy('id');
  if (!paging) return { list: await ordered.execute(), total: -1 };
  const [list, count] = await Promise.all([
    ordered.limit(paging.pageSize).offset(paging.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(count.total) };
}

export function printTemplateColumns(body: PrintTemplateBody) {
  return {
    fullName: body.fullName.trim(),
    enCode: body.enCode,
    category: body.category ?? '',
    type: body.type,
    printTemplate: sanitizeTemplate(body.printTemplate),
    sortCode: body.sortCode ?? 0,
    enabledMark: body.enabledMark ?? 1,
    description: body.description ?? '',
  };
}

export async function printCodeTaken(db: Db, enCode: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('printTemplate').select('id').where('enCode', '=', enCode);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The `{{ field }}` placeholders a template uses, in order of first use. */
export function templateFields(html: string): PrintField[] {
  const seen = new Map<string, PrintField>();
  for (const match of html.matchAll(/\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}/g)) {
    const field = match[1] as string;
    if (!seen.has(field)) seen.set(field, { field, fieldName: field });
  }
  return [...seen.values()];
}

/** A code for a copy that no template holds yet: `<code>_copy`, then `_copy2`, `_copy3`... */
export async function copyCode(db: Db, enCode: string): Promise<string> {
  const base = `${enCode.slice(0, 40)}_copy`;
  const taken = new Set(
    (await db.selectFrom('printTemplate').select('enCode').where('enCode', 'like', `${base}%`).execute()).map((row) => row.enCode),
  );
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}${n}`;
  return candidate;
}
