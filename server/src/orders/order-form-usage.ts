import type { Db } from '../db/database';
import { refuse } from '../i18n/localized-error';

// A work-order form (wovisualdev) that job classes, plans, orders or fill-ins name cannot be deleted (issue 14): they
// would open a form that no longer exists. The refusal says how many of each use it and names one, so a person knows
// what to change first.

const countOf = (rows: { n: number | string | bigint }) => Number(rows.n);

/** 400 naming what uses the work-order form `formId`; nothing when nothing does. */
export async function refuseDeletingUsedOrderForm(db: Db, formId: string): Promise<void> {
  const [classes, plans, orders, fillings] = await Promise.all([
    db
      .selectFrom('workOrderJobClass')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('fullName').as('example')])
      .where('templateId', '=', formId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('workOrderPlan')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('title').as('example')])
      .where('templateId', '=', formId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('workOrder')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('title').as('example')])
      .where('templateId', '=', formId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('dataFilling')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('templateId', '=', formId)
      .executeTakeFirstOrThrow(),
  ]);
  const counts = { classes: countOf(classes), plans: countOf(plans), orders: countOf(orders), fillings: countOf(fillings) };
  if (counts.classes + counts.plans + counts.orders + counts.fillings === 0) return;
  const example = [classes.example, plans.example, orders.example].find((name) => typeof name === 'string' && name !== '') ?? '—';
  throw refuse('work-orders.order-form.in-use', { ...counts, example: String(example) });
}
