import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { message } from '../../../server/src/auth/sign-in-messages';
import { requestLanguage } from '../../../server/src/i18n/request-language';

const withLanguage = (value: string | undefined) =>
  ({ headers: value === undefined ? {} : { 'accept-language': value } }) as unknown as FastifyRequest;

describe('sign-in message language', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-TW,zh;q=0.9', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh_CN', 'zh-CN'],
    ['fr-FR,en;q=0.5,zh;q=0.8', 'zh-CN'],
    ['de-DE', 'zh-CN'],
  ])('Accept-Language %s reads as %s', (header, expected) => {
    expect(requestLanguage(withLanguage(header))).toBe(expected);
  });

  it('fills placeholders', () => {
    expect(message('en', 'account-locked', { minutes: 7 })).toBe('Too many failed sign-ins: the account is locked, try again in 7 minutes');
    expect(message('zh-CN', 'mobile-format')).toBe('请正确输入您的手机号');
  });
});
