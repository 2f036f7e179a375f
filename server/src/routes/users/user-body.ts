import { Type, type Static } from 'typebox';
import type { UserDraft } from '../../shell/user-store';
import { optionalText } from './user-rules';

// The schema bounds the shape and size; user-rules.ts gives the precise limits in the caller's language.
const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/** POST and PUT /permission/Users. Other keys the console sends along (id, names) are ignored. */
export const USER_BODY = Type.Object({
  account: Type.String({ maxLength: 200 }),
  realName: Type.String({ maxLength: 200 }),
  mobilePhone: OptionalText(50),
  email: OptionalText(200),
  organizeId: Type.String({ maxLength: 64 }),
  departmentId: OptionalText(64),
  positionId: OptionalText(64),
  roleIds: Type.Optional(Type.Union([Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 }), Type.Null()])),
  managerId: OptionalText(64),
  enabledMark: Type.Integer({ minimum: 0, maximum: 1 }),
  sortCode: Type.Optional(Type.Union([Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 }), Type.Null()])),
  description: OptionalText(2000),
});

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
    roleIds: body.roleIds === undefined ? base.roleIds : [...new Set((body.roleIds ?? []).map((id) => id.trim()).filter((id) => id !== ''))],
    managerId: text(body.managerId, base.managerId),
    enabledMark: body.enabledMark,
    sortCode: body.sortCode === undefined ? base.sortCode : (body.sortCode ?? 0),
    description: text(body.description, base.description),
  };
}
