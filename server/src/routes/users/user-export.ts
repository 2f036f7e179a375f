import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { refuse } from '../../i18n/localized-error';
import { badRequest } from '../../lib/envelope';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../../monitoring/local-time';
import { currentUserId } from '../../shell/current-user-id';
import { USER_MENU_CODE } from '../../shell/menu-codes';
import { loadOrganizeIndex } from '../../shell/organize-tree';
import { deniedColumns, requireButton } from '../../shell/permission-check';
import { countUsers, listUsers } from '../../shell/user-directory';
import { resolveUserFilter } from './user-filter';
import { NO_BODY } from '../../wire/envelope';
import { USER_EXPORT_REQUEST, XLSX_RESPONSE } from '../../wire/users';
import { userMessagesFor } from './user-messages';
import { EXPORT_COLUMNS, sheetText } from './user-sheet-columns';
import { exportWorkbook, templateWorkbook } from './user-workbooks';

/** An export covers at most this many people; more answers 400 asking for a narrower filter. */
export const EXPORT_MAX_ROWS = 50_000;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends an .xlsx as a download: an ASCII name for old clients, the localized one (RFC 5987) for the rest. */
function sendXlsx(reply: FastifyReply, buffer: Buffer, asciiName: string, localizedName: string) {
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${asciiName}.xlsx"; filename*=UTF-8''${encodeURIComponent(localizedName)}.xlsx`)
    .header('cache-control', 'no-store')
    .send(buffer);
}

/**
 * POST /permission/Users/Actions/Export (the directory as .xlsx, only the columns the caller may see) and
 * POST /permission/Users/Actions/ImportTemplate. A refusal answers the JSON envelope, which the console's download
 * helper reads as a failure.
 */
export const userExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/permission/Users/Actions/Export',
    { schema: { body: USER_EXPORT_REQUEST, response: XLSX_RESPONSE } },
    async (request, reply) => {
      const userId = currentUserId(request);
      await requireButton(app.db, userId, USER_MENU_CODE, 'btn_export');
      const { language, t } = userMessagesFor(request);
      const body = request.body;
      const timeZone = body.timeZone?.trim() || DEFAULT_TIME_ZONE;
      if (!isValidTimeZone(timeZone)) throw refuse('validation.time-zone', { zone: timeZone.slice(0, 64) });
      const denied = await deniedColumns(app.db, userId, USER_MENU_CODE);
      const filter = await resolveUserFilter(app.db, body, denied);
      const total = await countUsers(app.db, filter);
      if (total > EXPORT_MAX_ROWS) throw badRequest(t('export-too-many', { max: EXPORT_MAX_ROWS.toLocaleString('en-US') }));
      const [{ list }, index] = await Promise.all([
        listUsers(app.db, { ...filter, paging: { currentPage: 1, pageSize: EXPORT_MAX_ROWS, offset: 0 } }),
        loadOrganizeIndex(app.db, { enabledOnly: false }),
      ]);
      const columns = EXPORT_COLUMNS.filter((column) => !denied.has(column));
      const buffer = await exportWorkbook({ language, columns, rows: list, index, timeZone });
      request.log.info({ by: userId, rows: list.length }, 'users exported');
      return sendXlsx(reply, buffer, sheetText('sheet.file.export', 'en'), sheetText('sheet.file.export', language));
    },
  );

  app.post('/permission/Users/Actions/ImportTemplate', { schema: { body: NO_BODY, response: XLSX_RESPONSE } }, async (request, reply) => {
    const userId = currentUserId(request);
    await requireButton(app.db, userId, USER_MENU_CODE, 'btn_import');
    const { language } = userMessagesFor(request);
    const [index, position] = await Promise.all([
      loadOrganizeIndex(app.db, { enabledOnly: true }),
      app.db.selectFrom('position').select('fullName').where('enabledMark', '=', 1).orderBy('sortCode').orderBy('id').executeTakeFirst(),
    ]);
    // The example names a real unit and position of this site, so it can be copied as it is.
    const company = index.roots()[0];
    const unit = company ? (index.children(company.id).find((child) => child.category === 'department') ?? company) : undefined;
    const buffer = await templateWorkbook(language, { organize: unit ? index.pathName(unit.id) : '', position: position?.fullName ?? '' });
    return sendXlsx(reply, buffer, sheetText('sheet.file.template', 'en'), sheetText('sheet.file.template', language));
  });
};
