import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { ACCOUNT_PATTERN, EMAIL_PATTERN, PHONE_PATTERN } from '../../../../server/src/wire/validation';
import type { UserFormField } from './user-form-model';

/** The user form's checks, the same the server makes, so most mistakes are caught before a round trip. */
export function userFormRules(t: TFunction): Partial<Record<UserFormField, FormRule[]>> {
  return {
    account: [
      { required: true, whitespace: true, message: t('admin.user-form.account-required') },
      // Spaces around the account are dropped when it is sent; only those inside it are wrong.
      { pattern: ACCOUNT_PATTERN, transform: (value?: string) => value?.trim(), message: t('admin.user-form.account-invalid') },
    ],
    realName: [
      { required: true, whitespace: true, message: t('admin.user-form.real-name-required') },
      { max: 50, message: t('admin.user-form.real-name-long', { max: 50 }) },
    ],
    mobilePhone: [{ pattern: PHONE_PATTERN, transform: (value?: string) => value?.trim(), message: t('common.validation.phone') }],
    email: [{ pattern: EMAIL_PATTERN, transform: (value?: string) => value?.trim(), message: t('admin.user-form.email-invalid') }],
    organizeId: [{ required: true, message: t('admin.user-form.organize-required') }],
  };
}
