import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/lib/i18n';
import { buildCatalogues, leafKeys } from '../../../src/lib/locale-catalogue';

const files = import.meta.glob<unknown>('../../../locales/*/*.json', { eager: true, import: 'default' });
const CATALOGUES = buildCatalogues(files);

describe('locale catalogues', () => {
  it('have the same keys in zh-CN, zh-TW and en', () => {
    const zhCN = leafKeys(CATALOGUES['zh-CN']).sort();
    expect(zhCN.length).toBeGreaterThan(50);
    expect(leafKeys(CATALOGUES['zh-TW']).sort()).toEqual(zhCN);
    expect(leafKeys(CATALOGUES.en).sort()).toEqual(zhCN);
  });

  it('hold one top-level key per file, named after the file', () => {
    for (const [path, content] of Object.entries(files)) {
      const area = path.split('/').at(-1)?.replace('.json', '');
      expect(Object.keys(content as object), path).toEqual([area]);
    }
  });

  it('keep the spec fixed Chinese messages verbatim in zh-CN', () => {
    const t = i18n.getFixedT('zh-CN');
    expect(t('errors.session.verify-failed')).toBe('验证失败，请重新登录。');
    expect(t('errors.session.no-permission')).toBe('您的权限不足，请联系管理员');
    expect(t('common.validation.phone')).toBe('请正确输入您的手机号');
    expect(t('common.validation.password')).toBe('6-16位字符的密码（数字和字母组成）');
  });

  it('suffix titles with the product title of each language', () => {
    expect(i18n.getFixedT('zh-CN')('common.product.title')).toBe('水闸运维平台');
    expect(i18n.getFixedT('zh-TW')('common.product.title')).toBe('水閘運維平台');
    expect(i18n.getFixedT('en')('common.product.title')).toBe('Sluice');
  });
});

describe('catalogue loading', () => {
  it('splits each language into sign-in, console, administration and monitoring parts that together hold every file once', async () => {
    const parts = {
      'zh-CN': await Promise.all([
        import('../../../src/lib/catalogues/zh-cn-sign-in'),
        import('../../../src/lib/catalogues/zh-cn-console'),
        import('../../../src/lib/catalogues/zh-cn-administration'),
        import('../../../src/lib/catalogues/zh-cn-monitoring'),
        import('../../../src/lib/catalogues/zh-cn-work'),
      ]),
      'zh-TW': await Promise.all([
        import('../../../src/lib/catalogues/zh-tw-sign-in'),
        import('../../../src/lib/catalogues/zh-tw-console'),
        import('../../../src/lib/catalogues/zh-tw-administration'),
        import('../../../src/lib/catalogues/zh-tw-monitoring'),
        import('../../../src/lib/catalogues/zh-tw-work'),
      ]),
      en: await Promise.all([
        import('../../../src/lib/catalogues/en-sign-in'),
        import('../../../src/lib/catalogues/en-console'),
        import('../../../src/lib/catalogues/en-administration'),
        import('../../../src/lib/catalogues/en-monitoring'),
        import('../../../src/lib/catalogues/en-work'),
      ]),
    } as const;
    for (const [language, [signIn, shell, administration, monitoring, work]] of Object.entries(parts)) {
      expect(Object.keys(signIn.CATALOGUE).sort(), language).toEqual(['auth', 'common', 'errors']);
      expect(Object.keys(administration.CATALOGUE).sort(), language).toEqual(['admin', 'authority', 'profile', 'system-data']);
      expect(Object.keys(monitoring.CATALOGUE).sort(), language).toEqual(['cockpit', 'map', 'monitoring']);
      expect(Object.keys(work.CATALOGUE).sort(), language).toEqual(['designer', 'forms', 'generated', 'modules', 'work-orders']);
      const areas = [signIn, shell, administration, monitoring, work].flatMap((part) => Object.keys(part.CATALOGUE));
      expect(new Set(areas).size, `${language}: an area in two parts`).toBe(areas.length);
      expect({ ...signIn.CATALOGUE, ...shell.CATALOGUE, ...administration.CATALOGUE, ...monitoring.CATALOGUE, ...work.CATALOGUE }).toEqual(
        CATALOGUES[language as keyof typeof parts],
      );
    }
  });
});

describe('catalogue merging', () => {
  it('deep-merges files per language into one namespace', () => {
    const merged = buildCatalogues({
      '../../locales/en/a.json': { a: { x: '1' } },
      '../../locales/en/routes.json': { routes: { home: 'Home' } },
      '../../locales/zh-CN/a.json': { a: { x: '一' } },
      '../../locales/fr/a.json': { a: { x: 'un' } },
    });
    expect(merged.en).toEqual({ a: { x: '1' }, routes: { home: 'Home' } });
    expect(merged['zh-CN']).toEqual({ a: { x: '一' } });
    expect(merged['zh-TW']).toEqual({});
  });
});
