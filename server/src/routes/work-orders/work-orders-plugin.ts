import type { FastifyPluginAsync } from 'fastify';
import { woVisualdevBaseRoutes } from '../visualdev/base-routes';
import { workOrderEngineRoutes } from './engine/engine-routes';
import { fillingExportRoutes } from './filling/filling-export-routes';
import { fillingRoutes } from './filling/filling-routes';
import { woOnlineDevRoutes } from './filling/wo-online-dev-routes';
import { inspectionRoutes } from './inspection/inspection-routes';
import { jobClassRoutes } from './job-classes/job-class-routes';
import { orderManageRoutes } from './manage/order-manage-routes';
import { orderReportRoutes } from './manage/order-report-routes';
import { planRoutes } from './plans/plan-routes';
import { questionTypeRoutes } from './question-types/question-type-routes';
import { questionRoutes } from './questions/question-routes';

/** Every work-order area (issue 14 items 4 and 5), one plugin per API family; all need a session (register.ts). */
export const workOrdersRoutes: FastifyPluginAsync = async (app) => {
  await app.register(woVisualdevBaseRoutes);
  await app.register(woOnlineDevRoutes);
  await app.register(fillingExportRoutes);
  await app.register(workOrderEngineRoutes);
  await app.register(orderManageRoutes);
  await app.register(orderReportRoutes);
  await app.register(planRoutes);
  await app.register(jobClassRoutes);
  await app.register(questionTypeRoutes);
  await app.register(questionRoutes);
  await app.register(fillingRoutes);
  await app.register(inspectionRoutes);
};
