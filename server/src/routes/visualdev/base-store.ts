import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { VisualdevBaseTable } from '../../db/tables/forms';
import { missing } from '../../i18n/localized-error';
import type { Paging } from '../../shell/list-query';
import { containsText } from '../../shell/list-query';
import type { VisualdevBaseBody, VisualdevBaseDetail, VisualdevBaseItem } from '../../wire/visualdev';
import type { OrderType } from '../../wire/work-orders-codes';
import type { FormKind } from '../../forms/form-kind';

// Form definitions (visualdev_base) as plain functions over a Kysely handle. One table holds both families: forms
// (kind 'form', /api/visualdev/Base) and work-order forms (kind 'workOrder', /api/wovisualdev/Base); each family sees
// only its own rows.

export type VisualdevBaseRow = Selectable<VisualdevBaseTable>;
type BaseItem = VisualdevBaseItem & { orderType: OrderType | null };

const nullableTime = (value: number | null) => (value === null ? null : Number(value));

export function toBaseItem(row: VisualdevBaseRow): BaseItem {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    category: row.category,
    description: row.description,
    sortCode: Number(row.sortCode),
    state: row.releasedFormData === null ? 0 : 1,
    changedSinceRelease: row.releasedFormData !== null && row.releasedFormData !== row.formData,
    creatorUserId: row.creatorUserId,
    creatorTime: Number(row.createdAt),
    lastModifyTime: nullableTime(row.updatedAt),
    releaseTime: nullableTime(row.releasedAt),
    // Written only through WO_FORM_BODY, whose schema admits the four kinds.
    orderType: row.orderType as OrderType | null,
  };
}

export const toBaseDetail = (row: VisualdevBaseRow): VisualdevBaseDetail & BaseItem => ({
  ...toBaseItem(row),
  formData: row.formData,
  columnData: row.columnData,
});

/** The columns a body sets (create and edit alike). */
export function baseColumns(body: VisualdevBaseBody & { orderType?: OrderType | null | undefined }) {
  return {
    orderType: body.orderType ?? null,
    fullName: body.fullName.trim(),
    enCode: body.enCode,
    category: body.category ?? '',
    description: body.description ?? '',
    sortCode: body.sortCode ?? 0,
    formData: body.formData,
    columnData: body.columnData ?? '',
  };
}

export async function listBases(
  db: Db,
  kind: FormKind,
  filter: { keyword?: string | undefined; category?: string | undefined },
  paging: Paging,
) {
  let query = db.selectFrom('visualdevBase').where('kind', '=', kind);
  const { keyword, category } = filter;
  if (keyword) query = query.where((eb) => eb.or([containsText('full_name', keyword), containsText('en_code', keyword)]));
  if (category) query = query.where('category', '=', category);
  const [list, count] = await Promise.all([
    query.selectAll().orderBy('sortCode').orderBy('createdAt').orderBy('id').limit(paging.pageSize).offset(paging.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(count.total) };
}

/** The definition, or 404. */
export async function requireBase(db: Db, id: string, kind: FormKind): Promise<VisualdevBaseRow> {
  const row = await db.selectFrom('visualdevBase').selectAll().where('id', '=', id).where('kind', '=', kind).executeTakeFirst();
  if (!row) throw missing('forms.base.not-found');
  return row;
}

export async function baseCodeTaken(db: Db, enCode: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('visualdevBase').select('id').where('enCode', '=', enCode);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
