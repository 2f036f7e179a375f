/** The pages whose menus and buttons gate the work-order calls (server/src/seed/demo-menus.ts). */
export const WORK_ORDER_MENU = {
  orders: 'workOrder.list',
  statistics: 'workOrder.statistics',
  plans: 'workOrder.recurringTasks',
  jobClasses: 'workOrder.jobClassify',
} as const;
