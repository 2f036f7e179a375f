import { describe, expect, it } from 'vitest';
import { PART_AREA, screenWords } from '../../../../src/app/router/screen-words';
import { CATALOGUE as WORK_ZH_CN } from '../../../../src/lib/catalogues/zh-cn-work';

describe('screenWords', () => {
  it('gives the work pages their own part, so /home carries none of their words', () => {
    for (const path of [
      '/projecManagement/workOrderManagement',
      '/projecType/busprojecttypejobclassify',
      '/model/abc',
      '/formDetails',
      '/previewModel',
      '/onlineDev/visualDev',
      '/dictionary/x',
      '/dataReport/x',
      '/portal/x',
    ]) {
      expect(screenWords(path), path).toBe('work');
    }
  });

  it('keeps the other parts and the shell-only screens as they were', () => {
    expect(screenWords('/permission/user')).toBe('administration');
    expect(screenWords('/profile')).toBe('administration');
    expect(screenWords('/monitoring/seepage')).toBe('monitoring');
    expect(screenWords('/cockpit')).toBe('monitoring');
    expect(screenWords('/home')).toBeNull();
    expect(screenWords('/messageRecord')).toBeNull();
  });

  it('names an area the work part really holds (the screen waits until it is in i18next)', () => {
    expect(Object.keys(WORK_ZH_CN)).toContain(PART_AREA.work);
  });
});
