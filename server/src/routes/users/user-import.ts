import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid, ok } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { currentUserId } from '../../shell/current-user-id';
import { hashInitialPasswords, newInitialPassword } from '../../shell/initial-password';
import { USER_MENU_CODE } from '../../shell/menu-codes';
import { requireButton } from '../../shell/permission-check';
import { loadUserReferences } from '../../shell/user-references';
import { insertUsers, type NewUser } from '../../shell/user-store';
import { readImportFile } from './user-import-file';
import { IMPORT_ERRORS_LISTED, importFailureMessage, resolveImportRows } from './user-import-rows';
import { userMessagesFor, type UserMessages } from './user-messages';
import { userTransaction } from './user-transaction';
import { envelopeOf } from '../../wire/envelope';
import { USER_IMPORT_RESULT } from '../../wire/users';

const IMPORT_FILE_BYTES = 5 * 1024 * 1024;
const LIMITS = { fileSize: IMPORT_FILE_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 };

/** The one uploaded file (field `file`); other text fields are read and ignored. */
async function readUpload(request: FastifyRequest, messages: UserMessages): Promise<{ name: string; buffer: Buffer }> {
  if (!request.isMultipart()) throw invalid(messages.t('import-no-file'));
  let file: { name: string; buffer: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type !== 'file') continue;
      const buffer = await part.toBuffer();
      if (part.fieldname !== 'file' || file) throw invalid(messages.t('import-no-file'));
      file = { name: part.filename, buffer };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid(messages.t('import-too-large', { mb: IMPORT_FILE_BYTES / 1024 / 1024 }));
    if (code === 'FST_FILES_LIMIT_REACHED' || code === 'FST_FIELDS_LIMIT_REACHED' || code === 'FST_PARTS_LIMIT_REACHED') {
      throw invalid(messages.t('import-no-file'));
    }
    // Everything else here is the body not being multipart as it claims (busboy's "Boundary not found",
    // "Unexpected end of multipart data" carry no code): the client's fault, not a server error.
    throw invalid(messages.t('import-unreadable'));
  }
  if (!file) throw invalid(messages.t('import-no-file'));
  return file;
}

/**
 * POST /permission/Users/Actions/Import: multipart `file` (.xlsx or .csv, at most 5 MB and 5,000 rows). All or
 * nothing: every row is checked with the form's rules first; one bad row and nothing is written (401, every
 * failure listed with its row). Otherwise every user is created in one transaction, each with an initial password
 * that this answer shows once.
 */
export const userImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Another area may have registered multipart higher up; the limits travel with each request either way.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.post('/permission/Users/Actions/Import', { schema: { response: { 200: envelopeOf(USER_IMPORT_RESULT) } } }, async (request) => {
    const userId = currentUserId(request);
    await requireButton(app.db, userId, USER_MENU_CODE, 'btn_import');
    const messages = userMessagesFor(request);
    const rows = await readImportFile(await readUpload(request, messages), messages);
    const accounts = rows.map((row) => row.values.account?.trim() ?? '');
    const refs = await loadUserReferences(app.db, { accounts, userIds: [] });
    const { drafts, failures } = resolveImportRows(rows, refs, messages);
    if (failures.length > 0) {
      throw invalid(importFailureMessage(failures, messages), { errors: failures.slice(0, IMPORT_ERRORS_LISTED) });
    }
    const passwords = drafts.map(() => newInitialPassword());
    const hashes = await hashInitialPasswords(passwords);
    const createdAt = Date.now();
    const users: NewUser[] = drafts.map((draft, index) => ({ ...draft, id: newId(), passwordHash: hashes[index] as string, createdAt }));
    await userTransaction(
      app,
      messages,
      () => invalid(messages.t('import-account-race')),
      (trx) => insertUsers(trx, users),
    );
    request.log.info({ by: userId, created: users.length }, 'users imported');
    return ok(
      {
        created: users.length,
        users: users.map((user, index) => ({ account: user.account, initialPassword: passwords[index] as string })),
      },
      messages.t('imported', { count: users.length }),
    );
  });
};
