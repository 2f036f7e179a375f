import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { displacementSeriesRoutes } from './displacement-series';
import { displacementStatisticsRoutes } from './displacement-statistics';
import { readingAreaRoutes } from './reading-routes';
import { seepageFlowRecordRoutes } from './seepage-flow-records';
import { seepageRecordRoutes } from './seepage-records';
import { seepageSeriesRoutes } from './seepage-series';
import { seepageStatisticsRoutes } from './seepage-statistics';

/** The dam monitoring calls of seed 001 section 7 (README.md beside this file lists them with their parameters). */
export const damMonitoringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(seepageRecordRoutes);
  await app.register(seepageFlowRecordRoutes);
  await app.register(seepageSeriesRoutes);
  await app.register(seepageStatisticsRoutes);
  await app.register(readingAreaRoutes);
  await app.register(displacementSeriesRoutes);
  await app.register(displacementStatisticsRoutes);
};
