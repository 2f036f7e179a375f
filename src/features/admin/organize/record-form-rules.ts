import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { CODE_PATTERN } from '../../../../server/src/wire/validation';

// The rules units, positions and areas share, the same as the server's (server/src/routes/organize/record-rules.ts).
const NAME_FORBIDDEN = /[<>/\\"'`%;&|{}[\]^$#@!~*=+?]/;

export function nameRules(t: TFunction): Rule[] {
  return [
    { required: true, whitespace: true, message: t('admin.record.name-required') },
    {
      validator: async (_rule, value: string | undefined) =>
        value && NAME_FORBIDDEN.test(value) ? Promise.reject(new Error(t('admin.record.name-format'))) : undefined,
    },
  ];
}

/** The spec's code rule; a stored code that predates it stays accepted while unchanged. */
export function codeRules(t: TFunction, storedCode?: string): Rule[] {
  return [
    { required: true, whitespace: true, message: t('admin.record.code-required') },
    {
      validator: async (_rule, value: string | undefined) => {
        const code = value?.trim() ?? '';
        if (code === '' || code === storedCode || CODE_PATTERN.test(code)) return;
        throw new Error(t('admin.record.code-format'));
      },
    },
  ];
}
