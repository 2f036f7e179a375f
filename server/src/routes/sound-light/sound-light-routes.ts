import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cachedRead } from '../../db/cached-read';
import type { Db } from '../../db/database';
import { cachedAnswer } from '../cached-answer';
import { reject } from '../../i18n/localized-error';
import { requestLanguage } from '../../i18n/request-language';
import { translate } from '../../i18n/server-i18n';
import { ok } from '../../lib/envelope';
import { assertAlarmRead, assertAlarmWrite, assertAlarmWriteAnywhere } from '../../monitoring/alarms/alarm-permissions';
import { requireSoundLightRight } from '../../monitoring/alarms/alarm-setting-rights';
import {
  GLOBAL_SCOPE,
  hasUnacknowledgedActive,
  readChannelState,
  soundLightState,
  writeChannelState,
} from '../../monitoring/alarms/sound-light';
import { readLanguage, type ConsoleLanguage } from '../../monitoring/alarms/warn-attributes';
import { visibleProjectIds } from '../../monitoring/project-access';
import { currentUserId } from '../../shell/current-user-id';
import { writeOperationLog } from '../../shell/operation-log';
import { SOUND_LIGHT_REQUEST, SOUND_LIGHT_STATE } from '../../wire/alarm-settings';
import { envelopeOf } from '../../wire/envelope';

const PROJECT_QUERY = Type.Object({
  projectId: Type.Optional(Type.String({ maxLength: 64 })),
  _t: Type.Optional(Type.String({ maxLength: 20 })),
});

const RESPONSE = { 200: envelopeOf(SOUND_LIGHT_STATE) };

/** projectId from the query, or from a JSON body when the caller sent one there. */
function projectIdOf(query: { projectId?: string | undefined }, body: unknown): string | undefined {
  const fromBody = typeof body === 'object' && body !== null ? (body as { projectId?: unknown }).projectId : undefined;
  const raw = query.projectId ?? (typeof fromBody === 'string' ? fromBody : undefined);
  return raw?.trim() || undefined;
}

/** A person's interface language (the warning lists name point attributes in it). Bound: 2,000 people, 5 minutes. */
const readUserLanguage = cachedRead(
  { tables: ['users'], maxEntries: 2_000, ttlMs: 5 * 60_000 },
  async (db: Db, userId: string) => (await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst())?.language,
);

interface SoundLightQuery {
  projectIds: readonly string[];
  channelScope: string | null;
  language: ConsoleLanguage;
}

/**
 * The state as sent, by the projects it covers, the switch it reads and the language. Polled every 30 s by every
 * console; the alarm engine writes the alarm table only when an alarm changes, and the switches, severity names and
 * points retire it too. Bound: 500 answers, 1 minute.
 */
const soundLightAnswer = cachedAnswer(
  {
    tables: ['soundLight', 'alarm', 'monitoringPoint', 'alarmSeverityName'],
    maxEntries: 500,
    ttlMs: 60_000,
    identity: (query: SoundLightQuery) => JSON.stringify([[...query.projectIds].sort(), query.channelScope, query.language]),
  },
  async (db: Db, query: SoundLightQuery) => ok(await soundLightState(db, query.projectIds, query.channelScope, query.language)),
);

/**
 * The spec's sound-and-light calls (seed 000 sections 3, 4, 7.13; contract section 8), polled every 30 s.
 * GET .../querySoundLightAlarm[?projectId] -> `{ globalWarnState, globalWarnChannelState, waterQualityWarnList,
 * waterLevelWarnList, safetyWarnList }` (the third list is Sluice's: seepage, osmotic pressure, displacement).
 * POST .../updateSoundLightAlarm/{state}[?projectId] with state '1' (on) or '0' (off) sets the project's switch, or
 * the global one without projectId, and answers the new state.
 */
export const soundLightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function stateFor(userId: string, projectId: string | undefined) {
    if (projectId) await assertAlarmRead(app.db, userId, projectId);
    const projectIds = projectId ? [projectId] : await visibleProjectIds(app.db, userId);
    return { projectIds, channelScope: projectId ?? null, language: readLanguage(await readUserLanguage(app.db, userId)) };
  }

  app.get(
    '/deploy/alertConfiguration/querySoundLightAlarm',
    { schema: { querystring: PROJECT_QUERY, response: RESPONSE } },
    async (request, reply) =>
      soundLightAnswer(reply, app.db, await stateFor(currentUserId(request), projectIdOf(request.query, undefined))),
  );

  app.post(
    '/deploy/alertConfiguration/updateSoundLightAlarm/:state',
    {
      schema: {
        params: Type.Object({ state: Type.String({ maxLength: 20 }) }),
        querystring: PROJECT_QUERY,
        body: SOUND_LIGHT_REQUEST,
        response: RESPONSE,
      },
    },
    async (request) => {
      const { state } = request.params;
      if (state !== '1' && state !== '0') throw reject('alarms.sound-light-state');
      const userId = currentUserId(request);
      const projectId = projectIdOf(request.query, request.body);
      if (projectId) await assertAlarmWrite(app.db, userId, projectId);
      else {
        await assertAlarmWriteAnywhere(app.db, userId);
        await requireSoundLightRight(app.db, userId);
      }
      const on = state === '1' ? 1 : 0;
      await writeChannelState(app.db, projectId ?? GLOBAL_SCOPE, on, userId, Date.now());
      await writeOperationLog(app.db, request, {
        userId,
        action: 'alarm.sound-light',
        targetId: projectId ?? GLOBAL_SCOPE,
        projectId: projectId ?? null,
        detail: { state: on },
      });
      request.log.info({ userId, projectId: projectId ?? null, state: on }, 'sound-light switch changed');

      const scopeProjects = projectId ? [projectId] : (await app.db.selectFrom('project').select('id').execute()).map((row) => row.id);
      const change = {
        projectId: projectId ?? null,
        globalWarnState: (await hasUnacknowledgedActive(app.db, scopeProjects)) ? 1 : 0,
        globalWarnChannelState: await readChannelState(app.db, projectId ?? null),
      };
      try {
        app.bus.emit('sound-light.changed', change);
      } catch (error) {
        request.log.error({ err: error }, 'a sound-light.changed listener failed');
      }
      const switched = translate(requestLanguage(request), on === 1 ? 'alarms.sound-light-on' : 'alarms.sound-light-off');
      const scope = await stateFor(userId, projectId);
      return ok(await soundLightState(app.db, scope.projectIds, scope.channelScope, scope.language), switched);
    },
  );
};
