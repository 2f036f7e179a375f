import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/database';
import { ok } from '../lib/envelope';
import { currentUserId } from '../shell/current-user-id';
import { requireButton } from '../shell/permission-check';
import { EMPTY_ENVELOPE, JSON_FILE_RESPONSE, NO_BODY } from '../wire/envelope';

// The two calls every system-data record page repeats (seed 000 section 4): enable/disable by Actions/State and a
// one-record JSON export. Written once here, so their rights, refusals and file headers cannot drift apart.

const ID_PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** The system-data tables whose rows are switched on and off. */
export type SwitchableTable = 'billRule' | 'dataInterface' | 'dictionaryData' | 'printTemplate';

export interface StateRouteOptions {
  /** The page whose btn_edit the call needs. */
  menu: string;
  table: SwitchableTable;
  /** The row, or the area's "does not exist" refusal. */
  find: (db: Db, id: string) => Promise<{ id: string; enabledMark: number }>;
}

/** PUT `path` (with `:id`): flips the record between enabled and disabled; needs the page's btn_edit. */
export function stateRoute(app: FastifyInstance, path: string, options: StateRouteOptions): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .put(path, { schema: { params: ID_PARAMS, body: NO_BODY, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
      await requireButton(app.db, currentUserId(request), options.menu, 'btn_edit');
      const row = await options.find(app.db, request.params.id);
      await app.db
        .updateTable(options.table)
        .set({ enabledMark: row.enabledMark === 1 ? 0 : 1, updatedAt: Date.now() })
        .where('id', '=', row.id)
        .execute();
      return ok();
    });
}

export interface ExportRouteOptions<Row> {
  /** The page whose btn_export the call needs. */
  menu: string;
  find: (db: Db, id: string) => Promise<Row>;
  /** What the file holds: the record without what the server owns (id, times, counters). */
  toFile: (row: Row) => object;
}

/** GET `path` (with `:id`): the record as `<enCode>.json`, which the page's import (or another site) reads back. */
export function jsonExportRoute<Row extends { enCode: string }>(
  app: FastifyInstance,
  path: string,
  options: ExportRouteOptions<Row>,
): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(path, { schema: { params: ID_PARAMS, response: JSON_FILE_RESPONSE } }, async (request, reply) => {
      await requireButton(app.db, currentUserId(request), options.menu, 'btn_export');
      const row = await options.find(app.db, request.params.id);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${row.enCode.replace(/[^A-Za-z0-9._-]/g, '_')}.json"`)
        .send(JSON.stringify(options.toFile(row), null, 2));
    });
}
