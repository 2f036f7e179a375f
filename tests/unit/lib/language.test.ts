import { describe, expect, it } from 'vitest';
import { detectLanguage, toServerLanguage } from '../../../src/lib/language';

describe('language detection (spec section 1)', () => {
  it('uses the stored choice first', () => {
    expect(detectLanguage('en', 'zh-TW')).toBe('en');
    expect(detectLanguage('zh-TW', 'en-US')).toBe('zh-TW');
  });

  it('ignores a stored value that is not a language', () => {
    expect(detectLanguage('klingon', 'en-GB')).toBe('en');
  });

  it('gives traditional Chinese for a browser locale containing tw', () => {
    expect(detectLanguage(null, 'zh-TW')).toBe('zh-TW');
    expect(detectLanguage(null, 'zh-Hant-TW')).toBe('zh-TW');
  });

  it('gives simplified Chinese for other zh locales', () => {
    expect(detectLanguage(null, 'zh-CN')).toBe('zh-CN');
    expect(detectLanguage(null, 'zh')).toBe('zh-CN');
  });

  it('gives English for en locales', () => {
    expect(detectLanguage(undefined, 'en-US')).toBe('en');
  });

  it('defaults to simplified Chinese', () => {
    expect(detectLanguage(null, 'fr-FR')).toBe('zh-CN');
    expect(detectLanguage(null, undefined)).toBe('zh-CN');
  });

  it('spells languages the server way', () => {
    expect([toServerLanguage('zh-CN'), toServerLanguage('zh-TW'), toServerLanguage('en')]).toEqual(['zh_CN', 'zh_TW', 'en']);
  });
});
