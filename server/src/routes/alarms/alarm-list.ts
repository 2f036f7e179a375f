import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { Db } from '../../db/database';
import { cachedAnswer, projectScopedKey } from '../cached-answer';
import { ok, paged } from '../../lib/envelope';
import { ALARM_SORT_FIELDS, listAlarms } from '../../monitoring/alarms/alarm-queries';
import { summarizeAlarms } from '../../monitoring/alarms/alarm-summary';
import { DEFAULT_SEVERITY_NAMES } from '../../monitoring/alarms/severity';
import { loadSeverityNames } from '../../monitoring/alarms/severity-names-repo';
import { currentUserId } from '../../shell/current-user-id';
import { readKeyword, readPaging, readSort } from '../../shell/list-query';
import { ALARM_KIND, ALARM_STATE_FILTER, ALARM_VIEW } from '../../wire/alarm';
import { PAGING_QUERY, envelopeOf, pagedEnvelopeOf } from '../../wire/envelope';
import { readScope } from './alarm-scope';
import { ALARM_SUMMARY } from '../../wire/alarm-settings';

const ID = Type.String({ maxLength: 64 });
const LIST_QUERY = Type.Object({
  ...PAGING_QUERY,
  projectId: Type.Optional(ID),
  severity: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  state: Type.Optional(Type.Union([ALARM_STATE_FILTER, Type.Literal('')])),
  acknowledged: Type.Optional(
    Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0'), Type.Literal('')]),
  ),
  kind: Type.Optional(Type.Union([ALARM_KIND, Type.Literal('')])),
  pointId: Type.Optional(ID),
  damId: Type.Optional(ID),
  // Epoch ms, bounded by the largest date JavaScript holds: "1e400" coerces to Infinity, which a bare minimum lets through.
  raisedFrom: Type.Optional(Type.Integer({ minimum: 0, maximum: 8.64e15 })),
  raisedTo: Type.Optional(Type.Integer({ minimum: 0, maximum: 8.64e15 })),
});

function readAcknowledged(value: string | undefined): boolean | undefined {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

type AlarmPageQuery = Static<typeof LIST_QUERY> & { projectIds: readonly string[] };

/**
 * Alarm pages as sent, by the projects they cover and the query. The alarm engine writes the alarm table only when an
 * alarm changes state, and acknowledgements write it too, so an unchanged page is served from here. Bound: 500 pages,
 * none older than a minute.
 */
const alarmPage = cachedAnswer(
  {
    tables: ['alarm', 'monitoringPoint', 'alarmSeverityName'],
    maxEntries: 500,
    ttlMs: 60_000,
    identity: (query: AlarmPageQuery) => {
      const { _t: _cacheBuster, projectId: _project, projectIds, ...filters } = query;
      return projectScopedKey(projectIds, filters);
    },
  },
  async (db: Db, query: AlarmPageQuery) => {
    const paging = readPaging(query);
    const sort = readSort(query, ALARM_SORT_FIELDS, 'raisedAt', 'desc');
    const { list, total } = await listAlarms(
      db,
      {
        projectIds: query.projectIds,
        state: query.state || 'open',
        severity: query.severity,
        acknowledged: readAcknowledged(query.acknowledged),
        kind: query.kind || undefined,
        pointId: query.pointId || undefined,
        damId: query.damId || undefined,
        keyword: readKeyword(query.keyword),
        raisedFrom: query.raisedFrom,
        raisedTo: query.raisedTo,
      },
      { offset: paging.offset, limit: paging.pageSize, sort: sort.field, direction: sort.direction },
    );
    return paged(list, paging.currentPage, paging.pageSize, total);
  },
);

/**
 * GET /monitoring/alarms?projectId&severity&state&acknowledged&kind&pointId&damId&raisedFrom&raisedTo&keyword
 * &currentPage&pageSize&sidx&sort -> paged alarms, newest first. Without `state` it lists the open alarms (active,
 * or cleared and not yet acknowledged); `state=all` includes closed history.
 * GET /monitoring/alarms/summary?projectId -> open-alarm counts by severity and state for the top bar.
 */
export const alarmListRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/monitoring/alarms',
    { schema: { querystring: LIST_QUERY, response: { 200: pagedEnvelopeOf(ALARM_VIEW) } } },
    async (request, reply) => {
      const query = request.query;
      const projectIds = await readScope(app.db, currentUserId(request), query.projectId);
      return alarmPage(reply, app.db, { ...query, projectIds });
    },
  );

  app.get(
    '/monitoring/alarms/summary',
    {
      schema: {
        querystring: Type.Object({ projectId: Type.Optional(ID), _t: Type.Optional(Type.String({ maxLength: 20 })) }),
        response: { 200: envelopeOf(ALARM_SUMMARY) },
      },
    },
    async (request) => {
      const projectId = request.query.projectId?.trim() || undefined;
      const projectIds = await readScope(app.db, currentUserId(request), projectId);
      // Several projects may name their levels differently; the summary across them uses the default names.
      const names = projectId ? await loadSeverityNames(app.db, projectId) : DEFAULT_SEVERITY_NAMES.map((name) => ({ ...name }));
      return ok(await summarizeAlarms(app.db, projectIds, names));
    },
  );
};
