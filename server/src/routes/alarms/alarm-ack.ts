import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { missing } from '../../i18n/localized-error';
import { requestLanguage } from '../../i18n/request-language';
import { translate } from '../../i18n/server-i18n';
import { acknowledgeAlarm, readAckComment } from '../../monitoring/alarms/alarm-ack';
import { assertAlarmWrite } from '../../monitoring/alarms/alarm-permissions';
import { findAlarmRow, viewOfRow } from '../../monitoring/alarms/alarm-queries';
import { currentUserId } from '../../shell/current-user-id';
import { ALARM_VIEW } from '../../wire/alarm';
import { envelopeOf } from '../../wire/envelope';

const PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
// The 500-character limit applies to the trimmed text (readAckComment); the schema only stops abuse.
const BODY = Type.Object({ comment: Type.String({ maxLength: 4000 }) }, { additionalProperties: false });

/**
 * POST /monitoring/alarms/{id}/Actions/Ack `{ comment }` -> the acknowledged alarm. The comment is required
 * (trimmed, 1..500 characters); acknowledging twice answers 400; a viewer or non-member answers 403.
 */
export const alarmAckRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/monitoring/alarms/:id/Actions/Ack',
    { schema: { params: PARAMS, body: BODY, response: { 200: envelopeOf(ALARM_VIEW) } } },
    async (request) => {
      const userId = currentUserId(request);
      const existing = await findAlarmRow(app.db, request.params.id);
      if (!existing) throw missing('alarms.no-such-alarm');
      await assertAlarmWrite(app.db, userId, existing.projectId);
      const comment = readAckComment(request.body.comment);
      const user = await app.db.selectFrom('users').select(['id', 'realName']).where('id', '=', userId).executeTakeFirstOrThrow();
      const row = await acknowledgeAlarm(app.db, app.dialect, existing.id, { id: user.id, name: user.realName }, comment, Date.now());
      const alarm = await viewOfRow(app.db, row);
      try {
        app.bus.emit('alarm.changed', { type: 'acknowledged', alarm });
      } catch (error) {
        // The acknowledgement is committed; a faulty listener must not turn it into an error for the caller.
        request.log.error({ err: error }, 'an alarm.changed listener failed');
      }
      return ok(alarm, translate(requestLanguage(request), 'alarms.acknowledged'));
    },
  );
};
