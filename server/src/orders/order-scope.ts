import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import { dataScopeOf, inDataScope } from '../shell/data-scope';
import { WORK_ORDER_MENU } from './work-order-menus';

// The administration's data scopes (shell/data-scope.ts: self, department, department and below, organisation, all)
// on orders and plans, inside the project membership order-access.ts checks: the order list's scope
// (workOrder.list) for orders, the recurring-tasks page's (workOrder.recurringTasks) for plans. An order or plan is
// the user's own when he created it or it is assigned to him; it belongs to its creator's unit (his department, or
// his company when he has none), read from the creator's record so a plan's orders follow the plan's creator.

type ScopedTable = 'workOrder' | 'workOrderPlan';

const MENU_OF: Record<ScopedTable, string> = { workOrder: WORK_ORDER_MENU.orders, workOrderPlan: WORK_ORDER_MENU.plans };

function creatorUnit(table: ScopedTable) {
  return sql<
    string | null
  >`(select coalesce(${sql.ref('scopeCreator.departmentId')}, ${sql.ref('scopeCreator.organizeId')}) from ${sql.table('users')} as ${sql.id('scopeCreator')} where ${sql.ref('scopeCreator.id')} = ${sql.ref(`${table}.creatorUserId`)})`;
}

/** A where-condition keeping the orders (or plans) of `table` the user's data scope covers. */
export async function orderScopeCondition(db: Db, userId: string, table: ScopedTable): Promise<RawBuilder<SqlBool>> {
  const scope = await dataScopeOf(db, userId, MENU_OF[table]);
  const covered = inDataScope(scope, { user: `${table}.creatorUserId`, organize: creatorUnit(table) });
  if (scope.scope === 'all') return covered;
  return sql<SqlBool>`(${covered} or ${sql.ref(`${table}.assigneeId`)} = ${userId})`;
}

/** Whether the user's data scope covers the order (or plan) with this id. */
export async function inOrderScope(db: Db, userId: string, table: ScopedTable, id: string): Promise<boolean> {
  const condition = await orderScopeCondition(db, userId, table);
  const row = await db.selectFrom(table).select('id').where('id', '=', id).where(condition).executeTakeFirst();
  return row !== undefined;
}
