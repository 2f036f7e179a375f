import { describe, expect, it } from 'vitest';
import { languageFromHeader, matchLanguage } from '../../../server/src/i18n/languages';

describe('server languages', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['zh-TW,zh;q=0.9', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh_CN', 'zh-CN'],
    ['fr-FR,en;q=0.5,zh;q=0.8', 'zh-CN'],
    ['de-DE', undefined],
    ['', undefined],
    ['english', undefined],
  ])('Accept-Language %s reads as %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });

  it('reads the console spelling of a saved language', () => {
    expect(matchLanguage('zh_TW')).toBe('zh-TW');
    expect(matchLanguage('en')).toBe('en');
    expect(matchLanguage('klingon')).toBeUndefined();
  });
});
