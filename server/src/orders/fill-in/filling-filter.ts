import type { Db } from '../../db/database';

// Which fill-ins a caller sees: those of the projects he may see (order-access.ts scopedProjects), and his own that
// belong to no project; narrowed by form, order and status. The fill-in list and its export read the same rows
// (columns named with their table: the export joins the order).

export interface FillingFilter {
  templateId?: string;
  orderId?: string;
  fillingStatus?: number;
}

export function scopedFillings(db: Db, userId: string, projectIds: readonly string[], filter: FillingFilter) {
  let select = db
    .selectFrom('dataFilling')
    .where((eb) =>
      eb.or([
        ...(projectIds.length > 0 ? [eb('dataFilling.projectId', 'in', [...projectIds])] : []),
        eb.and([eb('dataFilling.projectId', 'is', null), eb('dataFilling.creatorUserId', '=', userId)]),
      ]),
    );
  if (filter.templateId) select = select.where('dataFilling.templateId', '=', filter.templateId);
  if (filter.orderId) select = select.where('dataFilling.orderId', '=', filter.orderId);
  if (filter.fillingStatus !== undefined) select = select.where('dataFilling.fillingStatus', '=', filter.fillingStatus);
  return select;
}
