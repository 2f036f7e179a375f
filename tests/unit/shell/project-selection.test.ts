import { describe, expect, it } from 'vitest';
import { normalizeProjectOptions } from '../../../src/features/shell/project-options';
import { initialProjectId, selectionFor } from '../../../src/features/shell/project-selection';

// The shape getProject answers with (server/src/routes/projects/project-options.ts).
const GROUPS = normalizeProjectOptions([
  {
    label: '水库工程',
    value: 'grp-1',
    children: [
      {
        label: '青水水库大坝',
        value: 'p-dam',
        latitude: 30.21,
        longitude: 119.36,
        orgId: 'org-dam',
        projectTypeId: 'reservoir',
        isManager: 1,
        menuProjectType: 2,
      },
    ],
  },
  {
    label: '河道工程',
    value: 'grp-2',
    children: [
      {
        label: '澜江河道巡查',
        value: 'p-river',
        latitude: 30.04,
        longitude: 119.95,
        orgId: 'org-river',
        projectTypeId: 'river-patrol',
        isManager: 0,
      },
    ],
  },
]);

describe('project selection', () => {
  it('restores the stored project while it is still offered', () => {
    expect(initialProjectId(GROUPS, 'p-river')).toBe('p-river');
  });

  it("otherwise takes the first project's first option", () => {
    expect(initialProjectId(GROUPS, 'p-gone')).toBe('p-dam');
    expect(initialProjectId(GROUPS, null)).toBe('p-dam');
  });

  it('has nothing to pick without projects', () => {
    expect(initialProjectId([], 'p-dam')).toBeNull();
  });

  it('stores id, coordinates, org id, project type and manager flag', () => {
    expect(selectionFor(GROUPS, 'p-river')).toEqual({
      projectId: 'p-river',
      name: '澜江河道巡查',
      latitude: 30.04,
      longitude: 119.95,
      orgId: 'org-river',
      projectTypeId: 'river-patrol',
      isManager: false,
      menuProjectType: 3,
    });
    expect(selectionFor(GROUPS, 'p-dam')).toMatchObject({ isManager: true, menuProjectType: 2 });
  });

  it('clears the org id when the project is not found', () => {
    expect(selectionFor(GROUPS, 'p-unknown')).toMatchObject({ projectId: 'p-unknown', orgId: '', latitude: null });
  });
});
