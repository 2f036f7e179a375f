import type { FastifyInstance } from 'fastify';
import { alarmAckRoute } from './alarm-ack';
import { alarmDetailRoute } from './alarm-detail';
import { alarmListRoute } from './alarm-list';
import { alarmRulesRoute } from './alarm-rules';
import { severityNamesRoute } from './severity-names';
import { thresholdsRoute } from './thresholds';

/**
 * The alarm API (contract section 8 and server/docs/alarms.md). Needs `alarmEnginePlugin` registered first,
 * so settings changes can reach the engine.
 */
export async function alarmRoutes(app: FastifyInstance): Promise<void> {
  await app.register(thresholdsRoute);
  await app.register(alarmRulesRoute);
  await app.register(alarmListRoute);
  await app.register(alarmDetailRoute);
  await app.register(alarmAckRoute);
  await app.register(severityNamesRoute);
}
