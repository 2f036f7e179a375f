import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { Db } from '../../db/database';
import { cachedAnswer, projectScopedKey } from '../cached-answer';
import { ID_TEXT, QUERY_TEXT } from '../../monitoring/request-schemas';
import { POINT_TYPES } from '../../db/tables/monitoring';
import { ok, paged } from '../../lib/envelope';
import { toPointDto } from '../../monitoring/point-dto';
import { POINT_SORT_FIELDS, countPoints, listPoints, type PointFilter, type PointSortField } from '../../monitoring/point-queries';
import { currentUserId } from '../../shell/current-user-id';
import { readKeyword, readSort } from '../../shell/list-query';
import { projectsInScope } from '../../monitoring/projects-in-scope';
import { envelopeOf } from '../../wire/envelope';
import { POINT_LIST } from '../../wire/monitoring-point';

/** The spec's point pickers ask for page size 99999 (seed 001 section 9). */
const PAGE_SIZE_MAX = 100_000;

const Query = Type.Object({
  projectId: Type.Optional(ID_TEXT),
  organizationId: Type.Optional(ID_TEXT),
  damId: Type.Optional(ID_TEXT),
  type: Type.Optional(Type.Union(POINT_TYPES.map((type) => Type.Literal(type)))),
  enabledMark: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  keyword: Type.Optional(QUERY_TEXT),
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  // pageNum is the form-field picker's name for currentPage; its answer also carries rows and total.
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX })),
  sidx: Type.Optional(Type.String({ maxLength: 50 })),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('')])),
  _t: Type.Optional(Type.String({ maxLength: 20 })),
});

const SORTABLE = Object.keys(POINT_SORT_FIELDS) as PointSortField[];

type PointPageQuery = Static<typeof Query> & { projectIds: readonly string[] };

/**
 * Point pages as sent, by the projects they cover and the query. Points, dams and projects change rarely (their
 * writes retire the pages at once); the newest readings shown beside each point are written by the ingest without
 * the write counter (db/table-writes.ts), so a page is kept at most one second: its latest values are never older
 * than that, and the live values reach the console through the point topics anyway. Bound: 500 pages.
 */
const pointPage = cachedAnswer(
  {
    tables: ['monitoringPoint', 'dam', 'project', 'latestReading'],
    maxEntries: 500,
    ttlMs: 1_000,
    identity: (query: PointPageQuery) => {
      const { _t: _cacheBuster, projectId: _project, organizationId: _organisation, projectIds, ...filters } = query;
      return projectScopedKey(projectIds, filters);
    },
  },
  async (db: Db, query: PointPageQuery) => {
    const filter: PointFilter = {
      projectIds: query.projectIds,
      damId: query.damId || undefined,
      type: query.type,
      keyword: readKeyword(query.keyword),
      enabledMark: query.enabledMark,
    };
    const { field, direction } = readSort(query, SORTABLE, 'sortCode');
    const page = query.currentPage ?? query.pageNum;
    if (page === undefined) {
      const rows = await listPoints(db, filter, { sort: field, order: direction });
      return ok({ list: rows.map(toPointDto) });
    }
    const pageSize = query.pageSize ?? 20;
    const [total, rows] = await Promise.all([
      countPoints(db, filter),
      listPoints(db, filter, { sort: field, order: direction, offset: (page - 1) * pageSize, limit: pageSize }),
    ]);
    const list = rows.map(toPointDto);
    if (query.currentPage === undefined) {
      return ok({ list, rows: list, total, pagination: { currentPage: page, pageSize, total } });
    }
    return paged(list, page, pageSize, total);
  },
);

/** `GET /api/deploy/monitoringPointManagement/list`: the points of a project (or of every visible project). */
export const pointListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/deploy/monitoringPointManagement/list',
    { schema: { querystring: Query, response: { 200: envelopeOf(POINT_LIST) } } },
    async (request, reply) => {
      const query = request.query;
      const projectIds = await projectsInScope(app.db, currentUserId(request), query);
      return pointPage(reply, app.db, { ...query, projectIds });
    },
  );
};
