import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isAdministrator } from '../../auth/require-administrator';
import { revokeUserSessions } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { forbidden, invalid, notFound, ok } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { currentUserId } from '../../shell/current-user-id';
import { hashInitialPassword, newInitialPassword } from '../../shell/initial-password';
import { USER_MENU_CODE } from '../../shell/menu-codes';
import { deniedFormFields, keepDeniedFields, requireButton } from '../../shell/permission-check';
import { loadUserReferences, type UserReferences } from '../../shell/user-references';
import { countSubAccounts, deleteUser, insertUsers, loadStoredUser, updateUser, type UserDraft } from '../../shell/user-store';
import { EMPTY_DRAFT, USER_BODY, draftFromBody } from './user-body';
import { sentence, userMessagesFor, type UserMessages } from './user-messages';
import { ADMINISTRATOR_ROLE_CODE, administratorRoleIds, formatFailures, referenceFailures, throwIfFailed } from './user-rules';
import { userTransaction } from './user-transaction';
import { envelopeOf } from '../../wire/envelope';
import { USER_CREATED, USER_DELETE_MANY_REQUEST, USER_SAVED } from '../../wire/users';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

function accountTaken(messages: UserMessages, account: string) {
  const reason = sentence(messages.t('account-taken', { value: account }));
  return invalid(reason, { errors: [{ field: 'account', reason }] });
}

/**
 * The draft with the form fields the caller is not granted put back to `base` (the stored user, or the defaults of a
 * new one). Like a denied list column, which is left out rather than refused, a denied field is ignored, not refused:
 * the form shows it read-only and sends it back unchanged, so refusing would only break honest saves.
 */
async function withoutDeniedFields(db: Db, callerId: string, draft: UserDraft, base: UserDraft) {
  return keepDeniedFields(draft, base, await deniedFormFields(db, callerId, USER_MENU_CODE));
}

/** Checks a record against the rules and the database; returns what it was checked against. */
async function checkDraft(db: Db, messages: UserMessages, draft: UserDraft, selfId?: string): Promise<UserReferences> {
  throwIfFailed(messages, formatFailures(draft));
  const refs = await loadUserReferences(db, { accounts: [draft.account], userIds: draft.managerId ? [draft.managerId] : [] });
  throwIfFailed(messages, referenceFailures(draft, refs, selfId));
  return refs;
}

/** Whether the administrator roles among `before` and `after` differ (one granted or removed). */
function changesAdministratorRoles(refs: UserReferences, before: string[], after: string[]): boolean {
  const was = administratorRoleIds(refs, before);
  const will = administratorRoleIds(refs, after);
  return was.size !== will.size || [...was].some((id) => !will.has(id));
}

/** The stored user when `callerId` may delete them; the refusal otherwise (themselves, an administrator, sub-accounts). */
async function removableUser(db: Db, messages: UserMessages, callerId: string, id: string) {
  if (id === callerId) throw invalid(messages.t('delete-self'));
  const stored = await loadStoredUser(db, id);
  if (!stored) throw notFound(messages.t('no-user'));
  if (stored.isAdministrator === 1) throw invalid(messages.t('delete-admin'));
  const subAccounts = await countSubAccounts(db, id);
  if (subAccounts > 0) throw invalid(messages.t('delete-has-sub-accounts', { count: subAccounts }));
  if (stored.roleCodes.includes(ADMINISTRATOR_ROLE_CODE) && !(await isAdministrator(db, callerId))) {
    throw forbidden(messages.t('admin-role-by-admin'));
  }
  return stored;
}

/**
 * POST /permission/Users, PUT and DELETE /permission/Users/{id} (users-contract.md). Every write needs its button
 * on the user menu; only administrators touch administrator accounts and the administrator role, so holding
 * btn_edit never lets someone make themselves an administrator.
 */
export const userWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/permission/Users', { schema: { body: USER_BODY, response: { 200: envelopeOf(USER_CREATED) } } }, async (request) => {
    const userId = currentUserId(request);
    await requireButton(app.db, userId, USER_MENU_CODE, 'btn_add');
    const messages = userMessagesFor(request);
    const { body: draft, kept } = await withoutDeniedFields(app.db, userId, draftFromBody(request.body, EMPTY_DRAFT), EMPTY_DRAFT);
    if (kept.length > 0) request.log.info({ by: userId, ignored: kept }, 'denied user form fields ignored');
    const refs = await checkDraft(app.db, messages, draft);
    if (changesAdministratorRoles(refs, [], draft.roleIds) && !(await isAdministrator(app.db, userId))) {
      throw forbidden(messages.t('admin-role-by-admin'));
    }
    const initialPassword = newInitialPassword();
    const passwordHash = await hashInitialPassword(initialPassword);
    const id = newId();
    await userTransaction(
      app,
      messages,
      () => accountTaken(messages, draft.account),
      async (trx) => {
        await insertUsers(trx, [{ ...draft, id, passwordHash, createdAt: Date.now() }]);
      },
    );
    request.log.info({ userId: id, account: draft.account, by: userId }, 'user created');
    return ok({ id, initialPassword }, messages.t('created'));
  });

  app.put(
    '/permission/Users/:id',
    { schema: { params: Params, body: USER_BODY, response: { 200: envelopeOf(USER_SAVED) } } },
    async (request) => {
      const userId = currentUserId(request);
      await requireButton(app.db, userId, USER_MENU_CODE, 'btn_edit');
      const messages = userMessagesFor(request);
      const { id } = request.params;
      const stored = await loadStoredUser(app.db, id);
      if (!stored) throw notFound(messages.t('no-user'));
      const administrator = await isAdministrator(app.db, userId);
      if (stored.isAdministrator === 1 && !administrator) throw forbidden(messages.t('admin-account-by-admin'));
      const { body: draft, kept } = await withoutDeniedFields(app.db, userId, draftFromBody(request.body, stored), stored);
      if (kept.length > 0) request.log.info({ userId: id, by: userId, ignored: kept }, 'denied user form fields ignored');
      const refs = await checkDraft(app.db, messages, draft, id);
      const self = id === userId;
      if (self && draft.enabledMark === 0) throwIfFailed(messages, [{ field: 'enabledMark', key: 'self-disable' }]);
      if (self && administratorRoleIds(refs, stored.roleIds).size > administratorRoleIds(refs, draft.roleIds).size) {
        throwIfFailed(messages, [{ field: 'roleIds', key: 'self-admin-role' }]);
      }
      if (!administrator && changesAdministratorRoles(refs, stored.roleIds, draft.roleIds))
        throw forbidden(messages.t('admin-role-by-admin'));
      const disabling = stored.enabledMark === 1 && draft.enabledMark === 0;
      await userTransaction(
        app,
        messages,
        () => accountTaken(messages, draft.account),
        async (trx) => {
          await updateUser(trx, id, draft);
          if (disabling) await revokeUserSessions(trx, id, 'forced');
        },
      );
      // After the commit, so a socket is never closed for a change that was rolled back.
      if (disabling) app.hub.disconnectUser(id, 'forced');
      request.log.info({ userId: id, account: draft.account, by: userId, disabled: disabling }, 'user updated');
      return ok({ id }, messages.t('updated'));
    },
  );

  app.delete('/permission/Users/:id', { schema: { params: Params, response: { 200: envelopeOf(Type.Null()) } } }, async (request) => {
    const userId = currentUserId(request);
    await requireButton(app.db, userId, USER_MENU_CODE, 'btn_remove');
    const messages = userMessagesFor(request);
    const { id } = request.params;
    const stored = await removableUser(app.db, messages, userId, id);
    await app.db.transaction().execute(async (trx) => deleteUser(trx, id));
    app.hub.disconnectUser(id, 'forced');
    request.log.info({ userId: id, account: stored.account, by: userId }, 'user deleted');
    return ok(null, messages.t('deleted'));
  });

  // Several at once (JNPF 3.x): every one is checked first, then all go in one transaction, so a refusal deletes none.
  app.post(
    '/permission/Users/deleteUsers',
    { schema: { body: USER_DELETE_MANY_REQUEST, response: { 200: envelopeOf(Type.Null()) } } },
    async (request) => {
      const userId = currentUserId(request);
      await requireButton(app.db, userId, USER_MENU_CODE, 'btn_remove');
      const messages = userMessagesFor(request);
      const ids = [...new Set(request.body.ids)];
      for (const id of ids) await removableUser(app.db, messages, userId, id);
      await app.db.transaction().execute(async (trx) => {
        for (const id of ids) await deleteUser(trx, id);
      });
      for (const id of ids) app.hub.disconnectUser(id, 'forced');
      request.log.info({ userIds: ids, by: userId }, 'users deleted');
      return ok(null, messages.t('deleted'));
    },
  );
};
