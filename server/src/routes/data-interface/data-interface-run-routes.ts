import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, paged } from '../../lib/envelope';
import { refuse, reject } from '../../i18n/localized-error';
import { readPaging } from '../../shell/list-query';
import { runDataInterface } from '../../system-data/data-interface-run';
import { requireDataInterface, storedParameters } from '../../system-data/data-interface-store';
import { filterRows, rowsByIds, rowsOf } from '../../system-data/interface-rows';
import {
  DATA_INTERFACE_INFO_BODY,
  DATA_INTERFACE_LIST_BODY,
  DATA_INTERFACE_RESULT,
  DATA_INTERFACE_VALUES,
} from '../../wire/data-interface';
import { envelopeOf, pagedEnvelopeOf, listEnvelopeOf } from '../../wire/envelope';
import { canReadInterfaces, canUseButton, runContext } from './data-interface-access';

const ID_PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const ROW = Type.Record(Type.String(), Type.Unknown());

// Rights: Preview needs btn_preview; Action/List needs the page. Actions/Response, Actions/List and Actions/InfoByIds
// are what forms call to fill a popup select or a dynamic option list, on any page of any signed-in person, so they
// need only the session; they run enabled definitions only, behind the same fence, and are logged.

/** Running definitions: preview, response, the popup-select list and lookup by ids. */
export const dataInterfaceRunRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/system/DataInterface/:id/Actions/Preview',
    {
      schema: {
        params: ID_PARAMS,
        body: Type.Union([DATA_INTERFACE_VALUES, Type.Null()]),
        response: { 200: envelopeOf(DATA_INTERFACE_RESULT) },
      },
    },
    async (request) => {
      await canUseButton(app, request, 'btn_preview');
      const row = await requireDataInterface(app.db, request.params.id);
      // The body names the definition's parameters, which no schema can list: an undeclared one is refused as a
      // schema would refuse an unknown field.
      const declared = new Set(storedParameters(row).map((parameter) => parameter.field));
      const unknown = Object.keys(request.body ?? {}).find((name) => !declared.has(name));
      if (unknown !== undefined) throw reject('system-data.interface.parameter-unknown', { field: unknown });
      return ok(await runDataInterface(await runContext(app, request), row, request.body ?? {}, true));
    },
  );

  app.get(
    '/system/DataInterface/:id/Actions/Response',
    { schema: { params: ID_PARAMS, querystring: DATA_INTERFACE_VALUES, response: { 200: envelopeOf(DATA_INTERFACE_RESULT) } } },
    async (request) => {
      const row = await requireDataInterface(app.db, request.params.id);
      const { _t: _ignored, ...values } = request.query;
      return ok(await runDataInterface(await runContext(app, request), row, values));
    },
  );

  app.get(
    '/system/DataInterface/:id/Action/List',
    { schema: { params: ID_PARAMS, querystring: DATA_INTERFACE_VALUES, response: { 200: listEnvelopeOf(ROW) } } },
    async (request) => {
      await canReadInterfaces(app, request);
      const row = await requireDataInterface(app.db, request.params.id);
      const { _t: _ignored, ...values } = request.query;
      return ok({ list: rowsOf(await runDataInterface(await runContext(app, request), row, values)) });
    },
  );

  app.post(
    '/system/DataInterface/:id/Actions/List',
    { schema: { params: ID_PARAMS, body: DATA_INTERFACE_LIST_BODY, response: { 200: pagedEnvelopeOf(ROW) } } },
    async (request) => {
      const row = await requireDataInterface(app.db, request.params.id);
      const rows = rowsOf(await runDataInterface(await runContext(app, request), row, request.body.paramList ?? {}));
      const matching = filterRows(rows, request.body.keyword, request.body.relationField || undefined);
      const paging = readPaging(request.body);
      return paged(matching.slice(paging.offset, paging.offset + paging.pageSize), paging.currentPage, paging.pageSize, matching.length);
    },
  );

  app.post(
    '/system/DataInterface/:id/Actions/InfoByIds',
    { schema: { params: ID_PARAMS, body: DATA_INTERFACE_INFO_BODY, response: { 200: envelopeOf(Type.Array(ROW)) } } },
    async (request) => {
      const field = request.body.propsValue?.trim();
      if (!field) throw refuse('system-data.interface.props-value-required');
      const row = await requireDataInterface(app.db, request.params.id);
      const rows = rowsOf(await runDataInterface(await runContext(app, request), row, request.body.paramList ?? {}));
      return ok(rowsByIds(rows, field, request.body.ids));
    },
  );
};
