import type { FastifyRequest } from 'fastify';
import type { AreaKey, MessageParams as CatalogueParams } from '../../i18n/catalogues';
import type { ServerLanguage } from '../../i18n/languages';
import { requestLanguage } from '../../i18n/request-language';
import { areaTranslator } from '../../i18n/server-i18n';

// The users-administration page shows these to the person at it, so they follow the console's language
// (Accept-Language) like the sign-in area does. The texts live in the `users` area of server/locales/*.json;
// {{field}} is a field label from `users.field`.

type MessageLanguage = ServerLanguage;

/** Keys of the `users` area, field labels and workbook texts aside. */
export type UserMessageKey = Exclude<AreaKey<'users'>, `field.${string}` | `sheet.${string}`>;

/** Wire names of the fields a user form or an import row carries; failures name one of them. */
export type UserField =
  | 'account'
  | 'realName'
  | 'mobilePhone'
  | 'email'
  | 'organizeId'
  | 'departmentId'
  | 'positionId'
  | 'roleIds'
  | 'managerId'
  | 'enabledMark'
  | 'sortCode'
  | 'description'
  | 'organize'
  | 'position';

/** Catalogue keys of the field labels; static so a catalogue check sees every one. */
const FIELD_KEYS = {
  account: 'field.account',
  realName: 'field.real-name',
  mobilePhone: 'field.mobile-phone',
  email: 'field.email',
  organizeId: 'field.organize-id',
  departmentId: 'field.department-id',
  positionId: 'field.position-id',
  roleIds: 'field.role-ids',
  managerId: 'field.manager-id',
  enabledMark: 'field.enabled-mark',
  sortCode: 'field.sort-code',
  description: 'field.description',
  organize: 'field.organize',
  position: 'field.position',
} as const satisfies Record<UserField, AreaKey<'users'>>;

export type MessageParams = CatalogueParams;

/** A message in one language; `field` in params is a UserField and is replaced by its label. */
export function userMessage(language: MessageLanguage, key: UserMessageKey, params: MessageParams = {}): string {
  const t = areaTranslator(language, 'users');
  const field = params.field;
  const filled = typeof field === 'string' && field in FIELD_KEYS ? { ...params, field: t(FIELD_KEYS[field as UserField]) } : params;
  return t(key, filled);
}

/** A message standing alone (not after "Row 3: "): English starts with a capital. */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface UserMessages {
  language: MessageLanguage;
  t: (key: UserMessageKey, params?: MessageParams) => string;
}

export function userMessagesFor(request: FastifyRequest): UserMessages {
  const language = requestLanguage(request);
  return { language, t: (key, params) => userMessage(language, key, params) };
}
