import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, paged } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { refuse } from '../../i18n/localized-error';
import { readKeyword, readPaging } from '../../shell/list-query';
import { checkDefinition } from '../../system-data/data-interface-definition';
import {
  codeTaken,
  dataInterfaceColumns,
  listDataInterfaces,
  requireDataInterface,
  storedParameters,
  toDataInterfaceItem,
} from '../../system-data/data-interface-store';
import { uniqueOr } from '../../system-data/system-data-rows';
import { DATA_INTERFACE_BODY, DATA_INTERFACE_ITEM, DATA_INTERFACE_PARAMETER } from '../../wire/data-interface';
import { CACHE_BUSTER_QUERY, EMPTY_ENVELOPE, PAGING_QUERY, envelopeOf, listEnvelopeOf, pagedEnvelopeOf } from '../../wire/envelope';
import { DATA_INTERFACE_MENU, canReadInterfaces, canUseButton } from './data-interface-access';
import { stateRoute } from '../../system-data/record-action-routes';

const ID_PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const LIST_QUERY = Type.Object({
  ...PAGING_QUERY,
  categoryId: Type.Optional(Type.String({ maxLength: 64 })),
  dataType: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('1'), Type.Literal('2'), Type.Literal('3')])),
});
const SELECTOR_ITEM = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  categoryId: Type.String(),
  dataType: Type.Integer(),
});

/** Definitions: list, selector, one, create, update, delete, enable/disable, parameters (seed 000 section 7.5). */
export const dataInterfaceCrudRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/DataInterface',
    { schema: { querystring: LIST_QUERY, response: { 200: pagedEnvelopeOf(DATA_INTERFACE_ITEM) } } },
    async (request) => {
      await canReadInterfaces(app, request);
      const paging = readPaging(request.query);
      const dataType = request.query.dataType ? Number(request.query.dataType) : undefined;
      const filter = { keyword: readKeyword(request.query.keyword), categoryId: request.query.categoryId || undefined, dataType };
      const { list, total } = await listDataInterfaces(app.db, filter, paging);
      return paged(list.map(toDataInterfaceItem), paging.currentPage, paging.pageSize, total);
    },
  );

  // The pickers' lists: enabled definitions only, unpaged.
  for (const path of ['/system/DataInterface/Selector', '/system/DataInterface/getList']) {
    app.get(
      path,
      { schema: { querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: listEnvelopeOf(SELECTOR_ITEM) } } },
      async (request) => {
        await canReadInterfaces(app, request);
        const { list } = await listDataInterfaces(app.db, { enabledOnly: true });
        return ok({ list: list.map(({ id, fullName, enCode, categoryId, dataType }) => ({ id, fullName, enCode, categoryId, dataType })) });
      },
    );
  }

  for (const path of ['/system/DataInterface/:id', '/system/DataInterface/:id/Action/Info']) {
    app.get(
      path,
      { schema: { params: ID_PARAMS, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(DATA_INTERFACE_ITEM) } } },
      async (request) => {
        await canReadInterfaces(app, request);
        return ok(toDataInterfaceItem(await requireDataInterface(app.db, request.params.id)));
      },
    );
  }

  app.get(
    '/system/DataInterface/GetParam/:id',
    {
      schema: {
        params: ID_PARAMS,
        querystring: Type.Object(CACHE_BUSTER_QUERY),
        response: { 200: envelopeOf(Type.Array(DATA_INTERFACE_PARAMETER)) },
      },
    },
    async (request) => {
      await canReadInterfaces(app, request);
      return ok(storedParameters(await requireDataInterface(app.db, request.params.id)));
    },
  );

  app.post(
    '/system/DataInterface',
    { schema: { body: DATA_INTERFACE_BODY, response: { 200: envelopeOf(Type.String()) } } },
    async (request) => {
      const userId = await canUseButton(app, request, 'btn_add');
      const parameters = await checkDefinition(request.body, app.dialect, app.config.dataInterfaceFence);
      if (await codeTaken(app.db, request.body.enCode)) throw refuse('system-data.interface.code-taken');
      const id = newId();
      await uniqueOr('system-data.interface.code-taken', () =>
        app.db
          .insertInto('dataInterface')
          .values({ id, ...dataInterfaceColumns(request.body, parameters), creatorUserId: userId, createdAt: Date.now(), updatedAt: null })
          .execute(),
      );
      return ok(id);
    },
  );

  app.put(
    '/system/DataInterface/:id',
    { schema: { params: ID_PARAMS, body: DATA_INTERFACE_BODY, response: { 200: EMPTY_ENVELOPE } } },
    async (request) => {
      await canUseButton(app, request, 'btn_edit');
      await requireDataInterface(app.db, request.params.id);
      const parameters = await checkDefinition(request.body, app.dialect, app.config.dataInterfaceFence);
      if (await codeTaken(app.db, request.body.enCode, request.params.id)) throw refuse('system-data.interface.code-taken');
      await uniqueOr('system-data.interface.code-taken', () =>
        app.db
          .updateTable('dataInterface')
          .set({ ...dataInterfaceColumns(request.body, parameters), updatedAt: Date.now() })
          .where('id', '=', request.params.id)
          .execute(),
      );
      return ok();
    },
  );

  app.delete('/system/DataInterface/:id', { schema: { params: ID_PARAMS, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    await canUseButton(app, request, 'btn_remove');
    await requireDataInterface(app.db, request.params.id);
    await app.db.deleteFrom('dataInterface').where('id', '=', request.params.id).execute();
    return ok();
  });

  stateRoute(app, '/system/DataInterface/:id/Actions/State', {
    menu: DATA_INTERFACE_MENU,
    table: 'dataInterface',
    find: requireDataInterface,
  });
};
