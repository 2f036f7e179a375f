import type { OrganizeIndex } from '../../shell/organize-tree';
import type { UserReferences } from '../../shell/user-references';
import type { UserDraft } from '../../shell/user-store';
import { invalid } from '../../lib/envelope';
import { ACCOUNT_CHARS, ACCOUNT_MAX, ACCOUNT_MIN, EMAIL_MAX, EMAIL_PATTERN, PHONE_PATTERN, REAL_NAME_MAX } from '../../wire/validation';
import { sentence, type MessageParams, type UserField, type UserMessageKey, type UserMessages } from './user-messages';

// The rules of one user record, shared by the form (POST/PUT) and every row of an import. The field rules the console
// checks too come from the wire (one e-mail pattern for both sides).
export const DESCRIPTION_MAX = 500;

export interface RuleFailure {
  field: UserField;
  key: UserMessageKey;
  params?: MessageParams;
}

const fail = (field: UserField, key: UserMessageKey, params: MessageParams = {}): RuleFailure => ({
  field,
  key,
  params: { field, ...params },
});

/** Trimmed text, or null when there is none. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Checks that need nothing but the record itself, in form order. */
export function formatFailures(draft: UserDraft): RuleFailure[] {
  const out: RuleFailure[] = [];
  if (draft.account === '') out.push(fail('account', 'required'));
  else if (draft.account.length < ACCOUNT_MIN || draft.account.length > ACCOUNT_MAX) {
    out.push(fail('account', 'length-range', { min: ACCOUNT_MIN, max: ACCOUNT_MAX }));
  } else if (!ACCOUNT_CHARS.test(draft.account)) out.push(fail('account', 'account-chars'));
  if (draft.realName === '') out.push(fail('realName', 'required'));
  else if (draft.realName.length > REAL_NAME_MAX) out.push(fail('realName', 'too-long', { max: REAL_NAME_MAX }));
  if (draft.mobilePhone !== null && !PHONE_PATTERN.test(draft.mobilePhone)) out.push(fail('mobilePhone', 'invalid'));
  if (draft.email !== null) {
    if (draft.email.length > EMAIL_MAX) out.push(fail('email', 'too-long', { max: EMAIL_MAX }));
    else if (!EMAIL_PATTERN.test(draft.email)) out.push(fail('email', 'invalid'));
  }
  if (draft.organizeId === '') out.push(fail('organizeId', 'required'));
  if (draft.enabledMark !== 0 && draft.enabledMark !== 1) out.push(fail('enabledMark', 'enabled-value'));
  if (draft.description !== null && draft.description.length > DESCRIPTION_MAX) {
    out.push(fail('description', 'too-long', { max: DESCRIPTION_MAX }));
  }
  return out;
}

/** Whether `departmentId` is a department somewhere under the company `organizeId`. */
function isDepartmentOf(index: OrganizeIndex, organizeId: string, departmentId: string): boolean {
  const node = index.byId.get(departmentId);
  return node?.category === 'department' && departmentId !== organizeId && index.descendantIds(organizeId).has(departmentId);
}

/**
 * Checks against what the database holds. `selfId` is the user being edited (undefined while creating): their own
 * account is not a clash and they cannot be their own manager.
 */
export function referenceFailures(draft: UserDraft, refs: UserReferences, selfId?: string): RuleFailure[] {
  const out: RuleFailure[] = [];
  const owner = refs.accountOwners.get(draft.account.toLowerCase());
  if (draft.account !== '' && owner !== undefined && owner !== selfId) out.push(fail('account', 'account-taken', { value: draft.account }));
  if (draft.organizeId !== '') {
    if (refs.index.byId.get(draft.organizeId)?.category !== 'company') out.push(fail('organizeId', 'not-company'));
    else if (draft.departmentId !== null && !isDepartmentOf(refs.index, draft.organizeId, draft.departmentId)) {
      out.push(fail('departmentId', refs.index.byId.has(draft.departmentId) ? 'not-under-company' : 'unknown'));
    }
  }
  if (draft.positionId !== null && !refs.positions.has(draft.positionId)) out.push(fail('positionId', 'unknown'));
  if (draft.roleIds.some((id) => !refs.roles.has(id))) out.push(fail('roleIds', 'unknown'));
  if (draft.managerId !== null) {
    if (draft.managerId === selfId) out.push(fail('managerId', 'manager-self'));
    else if (!refs.userIds.has(draft.managerId)) out.push(fail('managerId', 'unknown'));
  }
  return out;
}

/** One failure in the caller's language, as it stands alone in a message box. */
export function describeFailure(messages: UserMessages, failure: RuleFailure): string {
  return sentence(messages.t(failure.key, failure.params));
}

/**
 * Answers 401 when any rule failed: msg names the first field, `data.errors` lists every failure so a form can
 * mark each field.
 */
export function throwIfFailed(messages: UserMessages, failures: RuleFailure[]): void {
  const first = failures[0];
  if (!first) return;
  throw invalid(describeFailure(messages, first), {
    errors: failures.map((failure) => ({ field: failure.field, reason: describeFailure(messages, failure) })),
  });
}

/** Role enCode that makes an administrator's role (as in the demo seed and project-access.ts). */
export const ADMINISTRATOR_ROLE_CODE = 'administrator';

/** Which of these role ids are administrator roles. */
export function administratorRoleIds(refs: UserReferences, roleIds: string[]): Set<string> {
  return new Set(roleIds.filter((id) => refs.roles.get(id)?.enCode === ADMINISTRATOR_ROLE_CODE));
}
