/** TanStack Query keys of the work-order pages, in one place so invalidation can name them. */
export const WORK_ORDER_KEYS = {
  all: ['work-orders'] as const,
  orders: ['work-orders', 'orders'] as const,
  order: (id: string) => ['work-orders', 'order', id] as const,
  plans: ['work-orders', 'plans'] as const,
  plan: (id: string) => ['work-orders', 'plan', id] as const,
  jobClasses: (orderType: string | undefined) => ['work-orders', 'job-classes', orderType ?? ''] as const,
  forms: ['work-orders', 'forms'] as const,
  statistics: (query: object) => ['work-orders', 'statistics', query] as const,
  filling: (id: string) => ['work-orders', 'filling', id] as const,
  formConfig: (templateId: string) => ['work-orders', 'form-config', templateId] as const,
};
