import { projectMenuType } from '../../lib/layout-rules';
import type { SelectedProject } from '../../lib/selected-project';
import { isManagerFlag, type ProjectGroup, type ProjectOption } from './project-options';

export function findProject(groups: readonly ProjectGroup[], projectId: string | null | undefined): ProjectOption | undefined {
  if (!projectId) return undefined;
  for (const group of groups) {
    const found = group.projects.find((project) => project.value === projectId);
    if (found) return found;
  }
  return undefined;
}

/**
 * Spec section 4: on load, the stored project if it is still offered, otherwise the first project's first option.
 * Null when there is no project at all.
 */
export function initialProjectId(groups: readonly ProjectGroup[], storedId: string | null | undefined): string | null {
  if (findProject(groups, storedId)) return storedId ?? null;
  return groups[0]?.projects[0]?.value ?? null;
}

function coordinate(value: ProjectOption['latitude']): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/**
 * What selecting `projectId` stores: the id, and from its option the coordinates, org id, project type and manager
 * flag. An id that is not among the options keeps the id but clears the org id (spec section 4).
 */
export function selectionFor(groups: readonly ProjectGroup[], projectId: string): SelectedProject {
  const option = findProject(groups, projectId);
  const projectTypeId = option?.projectTypeId ?? '';
  const menuType = option?.menuProjectType;
  return {
    projectId,
    name: option?.label ?? '',
    latitude: coordinate(option?.latitude),
    longitude: coordinate(option?.longitude),
    orgId: option?.orgId ?? '',
    projectTypeId,
    isManager: option ? isManagerFlag(option.isManager) : false,
    menuProjectType: menuType === 1 || menuType === 2 || menuType === 3 ? menuType : projectMenuType(projectTypeId),
  };
}
