import { describe, expect, it } from 'vitest';
import EN from '../../../server/locales/en.json';
import ZH_CN from '../../../server/locales/zh-CN.json';
import ZH_TW from '../../../server/locales/zh-TW.json';
import { translate } from '../../../server/src/i18n/server-i18n';

/** Every text of a catalogue by its dotted key. */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (value !== null && typeof value === 'object') for (const [inner, text] of leaves(value, `${prefix}${key}.`)) found.set(inner, text);
    else found.set(`${prefix}${key}`, value);
  }
  return found;
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

const CATALOGUES = { 'zh-CN': leaves(ZH_CN), 'zh-TW': leaves(ZH_TW), en: leaves(EN) };

describe('server message catalogues', () => {
  it('hold the same keys in zh-CN, zh-TW and en', () => {
    const reference = [...CATALOGUES['zh-CN'].keys()].sort();
    expect(reference.length).toBeGreaterThan(100);
    expect([...CATALOGUES['zh-TW'].keys()].sort()).toEqual(reference);
    expect([...CATALOGUES.en.keys()].sort()).toEqual(reference);
  });

  it('hold a non-empty text with the same placeholders for every key in every language', () => {
    for (const [key, text] of CATALOGUES['zh-CN']) {
      for (const language of ['zh-TW', 'en'] as const) {
        const other = CATALOGUES[language].get(key);
        expect(typeof other === 'string' && other.trim() !== '', `${language} ${key}`).toBe(true);
        expect(placeholders(other), `${language} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('use kebab-case keys', () => {
    for (const key of CATALOGUES['zh-CN'].keys()) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)+$/);
  });

  it('keep the spec fixed Chinese messages verbatim in zh-CN', () => {
    expect(translate('zh-CN', 'sign-in.mobile-format')).toBe('请正确输入您的手机号');
  });

  it('fill placeholders in the language asked for', () => {
    expect(translate('en', 'sign-in.account-locked', { minutes: 7 })).toBe(
      'Too many failed sign-ins: the account is locked, try again in 7 minutes',
    );
    expect(translate('zh-TW', 'sign-in.sms-wait', { seconds: 30 })).toBe('請 30 秒後再取得驗證碼');
    expect(translate('zh-CN', 'users.imported', { count: 3 })).toBe('成功导入 3 个用户');
  });

  it('leave a value that looks like a placeholder or a nested key as the caller wrote it', () => {
    expect(translate('en', 'users.account-taken', { value: '{{field}} $t(users.created)' })).toBe(
      'Account {{field}} $t(users.created) already exists',
    );
  });
});
