import type { Paged } from '../../../../server/src/wire/envelope';
import type { JobClass, JobClassBody } from '../../../../server/src/wire/work-orders-job-classes';
import { http } from '../../../lib/api-client';

// The job-classification templates' calls (server/src/routes/work-orders/job-classes/), paths written once.
const JOB_CLASS = '/api/BusWorkOrderJobClassify/BusWorkOrderJobClassify';
const oneJobClass = (id: string) => `${JOB_CLASS}/${encodeURIComponent(id)}`;

export const JOB_CLASS_KEYS = {
  all: ['work-orders', 'job-classes'] as const,
  page: (currentPage: number, pageSize: number) => ['work-orders', 'job-classes', 'page', currentPage, pageSize] as const,
};

export const jobClassApi = {
  page: (currentPage: number, pageSize: number) => http.get<Paged<JobClass>>(`${JOB_CLASS}/listIncludeSafe`, { currentPage, pageSize }),
  create: (body: JobClassBody) => http.post<string>(JOB_CLASS, body),
  update: (id: string, body: JobClassBody) => http.put<null>(oneJobClass(id), body),
  remove: (id: string) => http.delete<null>(oneJobClass(id)),
};
