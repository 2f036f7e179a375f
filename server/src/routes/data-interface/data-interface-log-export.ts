import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { paged } from '../../lib/envelope';
import { readPaging } from '../../shell/list-query';
import { requireDataInterface, toDataInterfaceItem } from '../../system-data/data-interface-store';
import { DATA_INTERFACE_LOG_ITEM } from '../../wire/data-interface';
import { PAGING_QUERY, pagedEnvelopeOf } from '../../wire/envelope';
import { DATA_INTERFACE_MENU, canReadInterfaces } from './data-interface-access';
import { jsonExportRoute } from '../../system-data/record-action-routes';

const ID_PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** The call log (newest first) and the export of a definition as a JSON file. */
export const dataInterfaceLogExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/DataInterfaceLog/:id',
    { schema: { params: ID_PARAMS, querystring: Type.Object(PAGING_QUERY), response: { 200: pagedEnvelopeOf(DATA_INTERFACE_LOG_ITEM) } } },
    async (request) => {
      await canReadInterfaces(app, request);
      await requireDataInterface(app.db, request.params.id);
      const paging = readPaging(request.query);
      const base = app.db.selectFrom('dataInterfaceLog').where('interfaceId', '=', request.params.id);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('invokedAt', 'desc').orderBy('id', 'desc').limit(paging.pageSize).offset(paging.offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const list = rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        account: row.account,
        invokTime: Number(row.invokedAt),
        invokWasteTime: row.durationMs,
        invokType: row.ok === 1 ? 'ok' : 'error',
        error: row.error,
        invokIp: row.ipAddress,
      }));
      return paged(list, paging.currentPage, paging.pageSize, Number(count.total));
    },
  );

  jsonExportRoute(app, '/system/DataInterface/:id/Action/Export', {
    menu: DATA_INTERFACE_MENU,
    find: requireDataInterface,
    toFile: (row) => {
      const { id: _id, creatorTime: _created, lastModifyTime: _modified, ...definition } = toDataInterfaceItem(row);
      return definition;
    },
  });
};
