import type { Db } from '../db/database';
import { missing, refuse, reject } from '../i18n/localized-error';
import type { OrderType } from '../wire/work-orders-codes';

// What an order or a plan names, judged against the database before anything is written: the job class (of the
// same kind), the work-order form (released), the assignee (enabled, and a member of the project unless an
// administrator). When only the class is named, its form is the order's.

export interface OrderReferences {
  orderType: OrderType;
  categoryId?: string | null | undefined;
  templateId?: string | null | undefined;
  projectId: string;
  assigneeId?: string | null | undefined;
}

export interface CheckedReferences {
  categoryId: string | null;
  templateId: string | null;
  assigneeId: string | null;
}

/** The released work-order form with this id; 404 unknown (or a plain form), 400 never released. */
export async function requireOrderForm(db: Db, templateId: string) {
  const form = await db
    .selectFrom('visualdevBase')
    .select(['id', 'fullName', 'enCode', 'releasedFormData', 'orderType'])
    .where('id', '=', templateId)
    .where('kind', '=', 'workOrder')
    .executeTakeFirst();
  if (!form) throw missing('work-orders.order.unknown-template');
  if (form.releasedFormData === null) throw refuse('work-orders.order.template-not-released', { name: form.fullName });
  return form;
}

export async function checkOrderReferences(db: Db, body: OrderReferences): Promise<CheckedReferences> {
  let templateId = body.templateId || null;
  const categoryId = body.categoryId || null;
  if (categoryId) {
    const jobClass = await db
      .selectFrom('workOrderJobClass')
      .select(['fullName', 'orderType', 'templateId'])
      .where('id', '=', categoryId)
      .executeTakeFirst();
    if (!jobClass) throw reject('work-orders.order.unknown-class');
    if (jobClass.orderType !== body.orderType) throw reject('work-orders.order.class-type-mismatch', { name: jobClass.fullName });
    templateId ??= jobClass.templateId;
  }
  if (templateId) await requireOrderForm(db, templateId);
  const assigneeId = body.assigneeId || null;
  if (assigneeId) {
    const user = await db.selectFrom('users').select(['isAdministrator', 'enabledMark']).where('id', '=', assigneeId).executeTakeFirst();
    if (!user || user.enabledMark !== 1) throw reject('work-orders.order.unknown-assignee');
    const member = await db
      .selectFrom('projectMember')
      .select('userId')
      .where('userId', '=', assigneeId)
      .where('projectId', '=', body.projectId)
      .executeTakeFirst();
    if (!member && user.isAdministrator !== 1) throw reject('work-orders.order.assignee-not-member');
  }
  return { categoryId, templateId, assigneeId };
}
