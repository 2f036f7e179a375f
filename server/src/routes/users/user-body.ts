import type { Static } from 'typebox';
import { USER_REQUEST } from '../../wire/users';
import type { UserDraft } from '../../shell/user-store';
import { optionalText } from './user-rules';

/** POST and PUT /permission/Users: the wire's request (server/src/wire/users.ts). */
export const USER_BODY = USER_REQUEST;

export type UserBody = Static<typeof USER_BODY>;

export const EMPTY_DRAFT: UserDraft = {
  account: '',
  realName: '',
  mobilePhone: null,
  email: null,
  organizeId: '',
  departmentId: null,
  positionId: null,
  roleIds: [],
  managerId: null,
  enabledMark: 1,
  sortCode: 0,
  description: null,
};

/**
 * The record a save asks for. An optional field left out keeps `base` (the stored user on PUT, so a form that does
 * not show a field, e.g. a hidden column, does not wipe it); null or '' clears it.
 */
export function draftFromBody(body: UserBody, base: UserDraft): UserDraft {
  const text = (value: string | null | undefined, kept: string | null) => (value === undefined ? kept : optionalText(value));
  return {
    account: body.account.trim(),
    realName: body.realName.trim(),
    mobilePhone: text(body.mobilePhone, base.mobilePhone),
    email: text(body.email, base.email),
    organizeId: body.organizeId.trim(),
    departmentId: text(body.departmentId, base.departmentId),
    positionId: text(body.positionId, base.positionId),
    roleIds:
      body.roleIds === undefined ? base.roleIds : [...new Set((body.roleIds ?? []).map((id) => id.trim()).filter((id) => id !== ''))],
    managerId: text(body.managerId, base.managerId),
    enabledMark: body.enabledMark,
    sortCode: body.sortCode === undefined ? base.sortCode : (body.sortCode ?? 0),
    description: text(body.description, base.description),
  };
}
