import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { missing } from '../../i18n/localized-error';
import { listAlarmLog } from '../../monitoring/alarms/alarm-log-repo';
import { assertAlarmRead } from '../../monitoring/alarms/alarm-permissions';
import { getAlarmView } from '../../monitoring/alarms/alarm-queries';
import { loadSeverityNames } from '../../monitoring/alarms/severity-names-repo';
import { currentUserId } from '../../shell/current-user-id';
import { ALARM_LOG_ENTRY, ALARM_VIEW } from '../../wire/alarm';
import { envelopeOf } from '../../wire/envelope';

const PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const DETAIL_RESPONSE = { 200: envelopeOf(ALARM_VIEW) };
const LOG_RESPONSE = { 200: envelopeOf(Type.Object({ list: Type.Array(ALARM_LOG_ENTRY) })) };

/**
 * GET /monitoring/alarms/{id} -> the alarm. GET /monitoring/alarms/{id}/log -> `data.list` of every change in the
 * order it happened: `{ id, at, action, severity, severityName, state, acknowledged, value, userId, userName, comment, revision }`.
 */
export const alarmDetailRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/monitoring/alarms/:id', { schema: { params: PARAMS, response: DETAIL_RESPONSE } }, async (request) => {
    const alarm = await getAlarmView(app.db, request.params.id);
    if (!alarm) throw missing('alarms.no-such-alarm');
    await assertAlarmRead(app.db, currentUserId(request), alarm.projectId);
    return ok(alarm);
  });

  app.get('/monitoring/alarms/:id/log', { schema: { params: PARAMS, response: LOG_RESPONSE } }, async (request) => {
    const alarm = await getAlarmView(app.db, request.params.id);
    if (!alarm) throw missing('alarms.no-such-alarm');
    await assertAlarmRead(app.db, currentUserId(request), alarm.projectId);
    return ok({ list: await listAlarmLog(app.db, alarm.id, await loadSeverityNames(app.db, alarm.projectId)) });
  });
};
