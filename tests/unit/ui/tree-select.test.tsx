import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { filterTree } from '../../../src/ui/tree/filter-tree';
import { flattenTree, isLeafItem, pathTo, type TreeItem } from '../../../src/ui/tree/tree-item';
import { toTreeSelectData } from '../../../src/ui/tree-select/tree-select-data';
import { TreeSelectField } from '../../../src/ui/tree-select/tree-select-field';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { setUpRendering } from '../support/render-suite';
import { renderInShell } from './support/render-widget';

const TREE: TreeItem[] = [
  {
    id: 'org',
    fullName: '澜江水务集团',
    type: 'company',
    hasChildren: true,
    enCode: 'LJSW',
    children: [
      { id: 'dispatch', fullName: '调度中心', type: 'department', hasChildren: false, children: [] },
      {
        id: 'dam',
        fullName: '大坝安全部',
        type: 'department',
        hasChildren: true,
        children: [{ id: 'team', fullName: '观测组', type: 'department', hasChildren: false, children: [] }],
      },
      // Announced children not loaded yet: not a leaf.
      { id: 'patrol', fullName: '河道巡查队', type: 'department', hasChildren: true },
    ],
  },
];

// No server here: an empty fake API answers any call with 404.
setUpRendering({ serveBeforeEach: true });

describe('tree items', () => {
  it('tell leaves from nodes with something below', () => {
    const byId = new Map(flattenTree(TREE).map((item) => [item.id, item]));
    expect(isLeafItem(byId.get('org') as TreeItem)).toBe(false);
    expect(isLeafItem(byId.get('dispatch') as TreeItem)).toBe(true);
    expect(isLeafItem(byId.get('patrol') as TreeItem)).toBe(false);
    expect(isLeafItem({ id: 'u', fullName: 'x', isLeaf: true })).toBe(true);
    expect(pathTo(TREE, 'team')).toEqual(['org', 'dam', 'team']);
    expect(pathTo(TREE, 'nowhere')).toEqual([]);
  });

  it('filter by name or code, keeping ancestors and what is below a match', () => {
    expect(flattenTree(filterTree(TREE, '观测')).map((item) => item.id)).toEqual(['org', 'dam', 'team']);
    expect(flattenTree(filterTree(TREE, 'ljsw')).map((item) => item.id)).toEqual(['org', 'dispatch', 'dam', 'team', 'patrol']);
    expect(filterTree(TREE, 'nothing like it')).toEqual([]);
    expect(filterTree(TREE, '  ')).toEqual(TREE);
  });
});

describe('tree select in last-level mode', () => {
  it('makes only leaves choosable', () => {
    const flat = (nodes: ReturnType<typeof toTreeSelectData>): [string, boolean][] =>
      nodes.flatMap((node) => [[node.value, node.selectable] as [string, boolean], ...flat(node.children ?? [])]);
    expect(flat(toTreeSelectData(TREE, true))).toEqual([
      ['org', false],
      ['dispatch', true],
      ['dam', false],
      ['team', true],
      ['patrol', false],
    ]);
    expect(flat(toTreeSelectData(TREE, false)).every(([, selectable]) => selectable)).toBe(true);
    expect(toTreeSelectData(TREE, true)[0]?.disableCheckbox).toBe(true);
  });

  it('ignores a click on a unit with units below and takes a leaf', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const onChange = vi.fn();
    renderInShell(<TreeSelectField items={TREE} lastLevel onChange={onChange} aria-label="所属部门" />);
    await user.click(screen.getByRole('combobox', { name: '所属部门' }));
    await user.click(await screen.findByTitle('澜江水务集团'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(await screen.findByTitle('调度中心'));
    expect(onChange).toHaveBeenCalledWith('dispatch');
  });

  it('takes any unit when last-level mode is off', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const onChange = vi.fn();
    renderInShell(<TreeSelectField items={TREE} onChange={onChange} aria-label="所属组织" />);
    await user.click(screen.getByRole('combobox', { name: '所属组织' }));
    await user.click(await screen.findByTitle('澜江水务集团'));
    expect(onChange).toHaveBeenCalledWith('org');
  });
});
