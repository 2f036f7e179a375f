import { describe, expect, it } from 'vitest';
import { PAGE_SEARCH_OPTIONS, createPageIndex, searchPages, type SearchablePage } from '../../../src/lib/page-search';

const PAGES: SearchablePage[] = [
  { title: 'Alarms', path: '/monitoring/alarms', link: '/monitoring/alarms' },
  { title: 'Seepage', path: '/monitoring/seepage', link: '/monitoring/seepage' },
  { title: 'Work order list', path: '/projecManagement/workOrderManagement', link: '/projecManagement/workOrderManagement' },
  { title: '用户管理', path: '/permission/user', link: '/permission/user?tab=1' },
];

describe('page search', () => {
  it('uses the spec weights and threshold', () => {
    expect(PAGE_SEARCH_OPTIONS.threshold).toBe(0.4);
    expect(PAGE_SEARCH_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
  });

  it('finds a page by a fuzzy title', () => {
    expect(searchPages(createPageIndex(PAGES), 'alrms')[0]?.title).toBe('Alarms');
  });

  it('finds translated titles and returns the link with its query', () => {
    expect(searchPages(createPageIndex(PAGES), '用户')[0]?.link).toBe('/permission/user?tab=1');
  });

  it('finds a page by its path', () => {
    expect(searchPages(createPageIndex(PAGES), 'workOrderManagement')[0]?.title).toBe('Work order list');
  });

  it('ranks a title match above a path match', () => {
    const pages: SearchablePage[] = [
      { title: 'Reports', path: '/seepage/reports', link: '/seepage/reports' },
      { title: 'Seepage', path: '/monitoring/s', link: '/monitoring/s' },
    ];
    expect(searchPages(createPageIndex(pages), 'seepage')[0]?.title).toBe('Seepage');
  });

  it('finds nothing for an empty query or nonsense', () => {
    const index = createPageIndex(PAGES);
    expect(searchPages(index, '   ')).toEqual([]);
    expect(searchPages(index, 'qqqzzzxxx')).toEqual([]);
  });
});
