import type { Db } from '../../db/database';
import type { FillingRecord } from '../../wire/work-orders-fill-ins';
import { lookupNames } from '../order-names';
import type { FillingRow } from './filling-access';

export async function toFillingRecord(db: Db, row: FillingRow): Promise<FillingRecord> {
  const names = await lookupNames(db, [{ projectId: null, templateId: row.templateId, creatorUserId: row.creatorUserId }]);
  return {
    id: row.id,
    templateId: row.templateId,
    templateName: names.form(row.templateId),
    orderId: row.orderId,
    projectId: row.projectId,
    fillingStatus: Number(row.fillingStatus),
    data: row.data,
    creatorUserId: row.creatorUserId,
    creatorUserName: names.user(row.creatorUserId),
    creatorTime: Number(row.createdAt),
    lastModifyTime: row.updatedAt === null ? null : Number(row.updatedAt),
  };
}
